import type { PreviousWebhookSecret } from "~/config/payments-config.server";
import { matchWebhookSecret } from "~/domain/money/webhooks/webhook-signature.server";
import { logger } from "~/logging/logger.server";

/**
 * A provider's webhook, read as Razorpay and RazorpayX send it (decisions 057, 066, 087): the
 * X-Razorpay-Signature over the raw body is checked, with the current secret or the previous
 * one within its window after a rotation, before anything reads the body. A forged one, or one
 * without X-Razorpay-Event-Id, is answered 400 and not stored: a log line is all it leaves.
 */
export async function readSignedWebhook(
  request: Request,
  options: {
    gateway: string;
    verify: (rawBody: string, signature: string) => boolean;
    previous: PreviousWebhookSecret | null;
    now?: Date;
  },
): Promise<
  | { ok: true; eventId: string; rawBody: string; signedWith: "current" | "previous" }
  | { ok: false; response: Response }
> {
  const rawBody = await request.text();
  const signature = request.headers.get("x-razorpay-signature") ?? "";
  const eventId = request.headers.get("x-razorpay-event-id") ?? "";
  const signedWith = matchWebhookSecret({
    rawBody,
    signature,
    verifyCurrent: options.verify,
    previous: options.previous,
    now: options.now ?? new Date(),
  });
  if (!signedWith) {
    logger.warn({ eventId }, `${options.gateway} webhook with a wrong signature refused`);
    return { ok: false, response: new Response("Signature does not match.", { status: 400 }) };
  }
  if (!eventId || eventId.length > 100) {
    return { ok: false, response: new Response("No event id.", { status: 400 }) };
  }
  return { ok: true, eventId, rawBody, signedWith };
}
