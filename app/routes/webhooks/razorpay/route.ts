import { receiveGatewayEvent } from "~/domain/campaigns/receive-gateway-event.server";
import { getServices } from "~/http/context.server";
import { readSignedWebhook } from "~/http/signed-webhook.server";
import { logger } from "~/logging/logger.server";
import type { Route } from "./+types/route";

/** Webhooks are POSTed by the gateway; nothing here is a page. */
export function loader() {
  return new Response("Not found", { status: 404 });
}

/**
 * Razorpay's webhook (decision 057): the signature over the raw body is checked before the body
 * is read as JSON; a forged one is 400 and changes nothing; a handled or duplicate event is 200.
 * A failure inside is a 500, and the gateway sends the event again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const { gateway, db } = services;
  if (!gateway) return new Response("Not found", { status: 404 });
  const webhook = await readSignedWebhook(request, {
    gateway: gateway.name,
    verify: gateway.verifyWebhook,
  });
  if (!webhook.ok) return webhook.response;
  const { eventId, body } = webhook;
  const outcome = await receiveGatewayEvent(db, { gateway: gateway.name, eventId, body });
  if (outcome === "malformed") return new Response("Event not understood.", { status: 400 });
  if (outcome === "amount_mismatch") {
    logger.error({ eventId }, "razorpay payment amount differs from its order");
  }
  // More reviews paid for a campaign that changed meanwhile: its refund goes out now.
  if (outcome === "reviews_given_back") services.wakeRefunds?.();
  return Response.json({ outcome });
}
