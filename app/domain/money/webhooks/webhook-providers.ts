import type { InboundWebhookProvider } from "~/db/schema";

/**
 * Each provider whose webhooks are stored, by its own name: the same in every language, shown on
 * /admin/webhooks (decision 125). A provider added to the enum without its name does not compile.
 */
export const webhookProviderNames: Record<InboundWebhookProvider, string> = {
  razorpay: "Razorpay",
  razorpayx: "RazorpayX",
};
