import { receivePayoutEvent } from "~/domain/money/payouts/receive-payout-event.server";
import { getServices } from "~/http/context.server";
import { readSignedWebhook } from "~/http/signed-webhook.server";
import { logger } from "~/logging/logger.server";
import type { Route } from "./+types/route";

/** Webhooks are POSTed by the provider; nothing here is a page. */
export function loader() {
  return new Response("Not found", { status: 404 });
}

/**
 * RazorpayX's payout webhook (decision 066): a forged signature is 400 and changes nothing; a
 * handled or duplicate event is 200. A failure inside is a 500, and RazorpayX sends it again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { payoutProvider, db } = getServices(context);
  if (!payoutProvider) return new Response("Not found", { status: 404 });
  const webhook = await readSignedWebhook(request, {
    gateway: payoutProvider.name,
    verify: payoutProvider.verifyWebhook,
  });
  if (!webhook.ok) return webhook.response;
  const { eventId, body } = webhook;
  const outcome = await receivePayoutEvent(db, { gateway: payoutProvider.name, eventId, body });
  if (outcome === "malformed") return new Response("Event not understood.", { status: 400 });
  if (outcome === "unknown_payout")
    logger.warn({ eventId }, "payout webhook for no payout of ours");
  return Response.json({ outcome });
}
