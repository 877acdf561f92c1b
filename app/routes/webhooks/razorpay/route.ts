import { handleInboundWebhook } from "~/domain/jobs/handle-inbound-webhook.server";
import { getServices } from "~/http/context.server";
import { readSignedWebhook } from "~/http/signed-webhook.server";
import { logger } from "~/logging/logger.server";
import type { Route } from "./+types/route";

/** Webhooks are POSTed by the gateway; nothing here is a page. */
export function loader() {
  return new Response("Not found", { status: 404 });
}

/**
 * Razorpay's webhook (decisions 057, 087): a forged signature is 400 and changes nothing. A
 * signed event is stored, then handled; whatever it was (ours, a duplicate, a payment we never
 * created, a shape we do not understand) it is answered 200, because Razorpay retries any other
 * answer for 24 hours and then disables the webhook. Only a failure inside is a 500, so the
 * gateway sends it again; the admin sees it at /admin/webhooks either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const { gateway, db, config } = services;
  if (!gateway || config.payments.mode !== "razorpay") {
    return new Response("Not found", { status: 404 });
  }
  const webhook = await readSignedWebhook(request, {
    gateway: gateway.name,
    verify: gateway.verifyWebhook,
    previous: config.payments.previousWebhookSecret,
  });
  if (!webhook.ok) return webhook.response;
  const { eventId, rawBody, signedWith } = webhook;
  const answer = await handleInboundWebhook(db, {
    provider: "razorpay",
    eventId,
    rawBody,
    signedWith,
  });
  if (!answer.ok) {
    logger.error({ eventId, error: answer.error }, "razorpay webhook failed; it will come again");
    return new Response("Not handled; send it again.", { status: 500 });
  }
  if (answer.result.state === "failed") {
    logger.error({ eventId, outcome: answer.outcome }, "razorpay webhook stored as failed");
  }
  // More reviews paid for a campaign that changed meanwhile: its refund goes out now.
  if (answer.outcome === "reviews_given_back") services.wakeRefunds?.();
  return Response.json({ outcome: answer.outcome });
}
