import { handleInboundWebhook } from "~/domain/jobs/handle-inbound-webhook.server";
import { getServices } from "~/http/context.server";
import { readSignedWebhook } from "~/http/signed-webhook.server";
import { logger } from "~/logging/logger.server";
import type { Route } from "./+types/route";

/** Webhooks are POSTed by the provider; nothing here is a page. */
export function loader() {
  return new Response("Not found", { status: 404 });
}

/**
 * RazorpayX's webhook (decisions 066, 087): a forged signature is 400 and changes nothing; a
 * signed event is stored, handled by the payout (and validation) handlers, and answered 200
 * whatever it was. A failure inside is a 500, and RazorpayX sends it again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { payoutProvider, db, config } = getServices(context);
  if (!payoutProvider || config.payouts.mode !== "razorpayx") {
    return new Response("Not found", { status: 404 });
  }
  const webhook = await readSignedWebhook(request, {
    gateway: payoutProvider.name,
    verify: payoutProvider.verifyWebhook,
    previous: config.payouts.previousWebhookSecret,
  });
  if (!webhook.ok) return webhook.response;
  const { eventId, rawBody, signedWith } = webhook;
  const answer = await handleInboundWebhook(db, {
    provider: "razorpayx",
    eventId,
    rawBody,
    signedWith,
  });
  if (!answer.ok) {
    logger.error({ eventId, error: answer.error }, "razorpayx webhook failed; it will come again");
    return new Response("Not handled; send it again.", { status: 500 });
  }
  if (answer.outcome === "unknown_payout")
    logger.warn({ eventId }, "payout webhook for no payout of ours");
  if (answer.result.state === "failed") {
    logger.error({ eventId, outcome: answer.outcome }, "razorpayx webhook stored as failed");
  }
  return Response.json({ outcome: answer.outcome });
}
