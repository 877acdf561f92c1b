import { handleInboundWebhook } from "~/domain/jobs/handle-inbound-webhook.server";
import { getServices } from "~/http/context.server";
import { readSignedWebhook } from "~/http/signed-webhook.server";
import { findWebhookReceiver } from "~/http/webhook-source.server";
import { logger } from "~/logging/logger.server";
import type { Route } from "./+types/route";

const notFound = () => new Response("Not found", { status: 404 });

/** Webhooks are POSTed by a provider; nothing here is a page. */
export function loader() {
  return notFound();
}

/**
 * A provider's webhook at /webhooks/<source> (decisions 057, 066, 087, 127): the configured
 * payment or payout provider whose registry line declares that source takes it; any other
 * source is 404. A forged signature is 400 and changes nothing. A signed event is stored, then
 * handled by its kind's handler; whatever it was (ours, a duplicate, a payment or payout we never
 * made, a shape we do not understand) it is answered 200, because the providers retry any other
 * answer (Razorpay for 24 hours, then it disables the webhook). Only a failure inside is a 500,
 * so the provider sends it again; the admin sees it at /admin/webhooks either way.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context);
  const receiver = findWebhookReceiver(services, params.source);
  if (!receiver) return notFound();
  const { webhooks, provider, previous } = receiver;
  const { source } = webhooks;
  const webhook = await readSignedWebhook(request, {
    gateway: provider.name,
    signature: webhooks.signature,
    verify: provider.verifyWebhook,
    previous,
  });
  if (!webhook.ok) return webhook.response;
  const { eventId, rawBody, signedWith } = webhook;
  const answer = await handleInboundWebhook(services.db, {
    provider: source,
    eventId,
    rawBody,
    signedWith,
  });
  if (!answer.ok) {
    logger.error({ eventId, error: answer.error }, `${source} webhook failed; it will come again`);
    return new Response("Not handled; send it again.", { status: 500 });
  }
  // A payout's outcome (the payout handler's only).
  if (answer.outcome === "unknown_payout") {
    logger.warn({ eventId }, "payout webhook for no payout of ours");
  }
  if (answer.result.state === "failed") {
    logger.error({ eventId, outcome: answer.outcome }, `${source} webhook stored as failed`);
  }
  // A payment's outcome (the payment handler's only): more reviews paid for a campaign that
  // changed meanwhile, whose refund goes out now.
  if (answer.outcome === "reviews_given_back") services.wakeRefunds?.();
  return Response.json({ outcome: answer.outcome });
}
