import type { PreviousWebhookSecret } from "~/config/payments-config.server";
import type { WebhookSignature } from "~/domain/money/webhooks/provider-webhooks.server";
import { matchWebhookSecret } from "~/domain/money/webhooks/webhook-signature.server";
import { logger } from "~/logging/logger.server";

/**
 * The largest webhook body read (decision 104). Razorpay's and RazorpayX's events are a few
 * kilobytes (an entity, and notes of at most 15 pairs of 256 characters); a body this large is
 * no event of theirs, so nobody can make the server hold megabytes before the signature check.
 * server/body-limit.ts refuses a larger declared length before the route runs.
 */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;

const tooLarge = () =>
  new Response("Webhook body too large.", { status: 413, headers: { Connection: "close" } });

/**
 * The body as text, read while it streams and given up (null) as soon as it passes `limit`
 * bytes, or at once when its declared length does: never held whole when it is too large.
 */
async function readBodyUpTo(request: Request, limit: number): Promise<string | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  // Decoded as request.text() would: the signature is checked over these very characters.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * A provider's webhook, read as its signature scheme says (decisions 057, 066, 087, 127): the
 * signature header over the raw body is checked, with the current secret (the provider's
 * `verify`) or the previous one within its window after a rotation (the scheme's `verify`),
 * before anything reads the body. A forged one, or one without the event id header, is answered
 * 400 and not stored: a log line is all it leaves. A body over MAX_WEBHOOK_BODY_BYTES is
 * answered 413 while it streams (decision 104).
 */
export async function readSignedWebhook(
  request: Request,
  options: {
    gateway: string;
    signature: WebhookSignature;
    verify: (rawBody: string, signature: string) => boolean;
    previous: PreviousWebhookSecret | null;
    now?: Date;
  },
): Promise<
  | { ok: true; eventId: string; rawBody: string; signedWith: "current" | "previous" }
  | { ok: false; response: Response }
> {
  const rawBody = await readBodyUpTo(request, MAX_WEBHOOK_BODY_BYTES);
  if (rawBody === null) {
    logger.warn({ gateway: options.gateway }, "webhook body over the limit refused");
    return { ok: false, response: tooLarge() };
  }
  const signature = request.headers.get(options.signature.signatureHeader) ?? "";
  const eventId = request.headers.get(options.signature.eventIdHeader) ?? "";
  const signedWith = matchWebhookSecret({
    rawBody,
    signature,
    verifyCurrent: options.verify,
    verifyPrevious: options.signature.verify,
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
