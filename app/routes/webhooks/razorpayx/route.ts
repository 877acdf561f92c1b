import { receivePayoutEvent } from "~/domain/money/payouts/receive-payout-event.server";
import { getServices } from "~/http/context.server";
import { logger } from "~/logging/logger.server";
import type { Route } from "./+types/route";

/** Webhooks are POSTed by the provider; nothing here is a page. */
export function loader() {
  return new Response("Not found", { status: 404 });
}

/**
 * RazorpayX's payout webhook (decision 066): the signature over the raw body is checked before
 * the body is read; a forged one is 400 and changes nothing; a handled or duplicate event is
 * 200. A failure inside is a 500, and RazorpayX sends the event again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { payoutProvider, db } = getServices(context);
  if (!payoutProvider) return new Response("Not found", { status: 404 });
  const rawBody = await request.text();
  const signature = request.headers.get("x-razorpay-signature") ?? "";
  const eventId = request.headers.get("x-razorpay-event-id") ?? "";
  if (!signature || !payoutProvider.verifyWebhook(rawBody, signature)) {
    logger.warn({ eventId }, "razorpayx webhook with a wrong signature refused");
    return new Response("Signature does not match.", { status: 400 });
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return new Response("Body is not JSON.", { status: 400 });
  }
  const outcome = await receivePayoutEvent(db, { gateway: payoutProvider.name, eventId, body });
  if (outcome === "malformed") return new Response("Event not understood.", { status: 400 });
  if (outcome === "unknown_payout")
    logger.warn({ eventId }, "razorpayx webhook for no payout of ours");
  return Response.json({ outcome });
}
