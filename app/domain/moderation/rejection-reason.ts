import { readText } from "~/forms/text";

/** The longest reason an admin may give when rejecting a review or a campaign. */
export const MAX_REJECTION_REASON_LENGTH = 500;

export type RejectionReasonRefusal = "reason_required" | "reason_invalid";

/**
 * A rejection reason as the reader will see it (trimmed, line breaks kept), or why it is refused:
 * nothing visible, control characters, or longer than MAX_REJECTION_REASON_LENGTH. The one rule
 * for review and campaign rejections.
 */
export function readRejectionReason(
  text: string,
): { ok: true; reason: string } | { ok: false; refusal: RejectionReasonRefusal } {
  const reason = readText(text, { multiline: true });
  if (reason === "") return { ok: false, refusal: "reason_required" };
  if (reason === null || reason.length > MAX_REJECTION_REASON_LENGTH) {
    return { ok: false, refusal: "reason_invalid" };
  }
  return { ok: true, reason };
}
