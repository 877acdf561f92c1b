import { logger } from "~/logging/logger.server";

/**
 * A gateway's webhook, read as Razorpay and RazorpayX send it (decisions 057, 066): the
 * signature over the raw body is checked before the body is read as JSON; a forged or unreadable
 * one is answered 400 and nothing is handled.
 */
export async function readSignedWebhook(
  request: Request,
  options: { gateway: string; verify: (rawBody: string, signature: string) => boolean },
): Promise<{ ok: true; eventId: string; body: unknown } | { ok: false; response: Response }> {
  const rawBody = await request.text();
  const signature = request.headers.get("x-razorpay-signature") ?? "";
  const eventId = request.headers.get("x-razorpay-event-id") ?? "";
  if (!signature || !options.verify(rawBody, signature)) {
    logger.warn({ eventId }, `${options.gateway} webhook with a wrong signature refused`);
    return { ok: false, response: new Response("Signature does not match.", { status: 400 }) };
  }
  try {
    return { ok: true, eventId, body: JSON.parse(rawBody) };
  } catch {
    return { ok: false, response: new Response("Body is not JSON.", { status: 400 }) };
  }
}
