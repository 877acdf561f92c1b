import type { PreviousWebhookSecret } from "~/config/payments-config.server";
import type { WebhookSignature } from "./provider-webhooks.server";

/**
 * How long after a rotation the previous webhook secret is still believed: Razorpay retries a
 * failed delivery for 24 hours, signed with the secret it was first sent with; twice that
 * leaves room for a delivery that started just before the rotation (decision 087).
 */
export const PREVIOUS_SECRET_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * Which secret signed a webhook: the provider's own check of the current secret first, then the
 * previous secret while its window lasts, checked by the provider's signature scheme (its
 * registry line's, decision 127); null when neither did (a forgery, or an old retry past the
 * window).
 */
export function matchWebhookSecret(input: {
  rawBody: string;
  signature: string;
  verifyCurrent: (rawBody: string, signature: string) => boolean;
  verifyPrevious: WebhookSignature["verify"];
  previous: PreviousWebhookSecret | null;
  now: Date;
}): "current" | "previous" | null {
  if (!input.signature) return null;
  if (input.verifyCurrent(input.rawBody, input.signature)) return "current";
  const { previous } = input;
  if (!previous) return null;
  const age = input.now.getTime() - previous.rotatedAt.getTime();
  if (age < 0 || age > PREVIOUS_SECRET_WINDOW_MS) return null;
  return input.verifyPrevious(input.rawBody, input.signature, previous.secret) ? "previous" : null;
}
