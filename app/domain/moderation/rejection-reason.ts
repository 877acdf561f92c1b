import type { Refusals } from "~/domain/shared/refusal";
import { CONTROL_CHARACTERS_MESSAGE, readText } from "~/forms/text";

/** The longest reason an admin may give when rejecting a review or a campaign. */
export const MAX_REJECTION_REASON_LENGTH = 500;

export type RejectionReasonRefusal = "reason_required" | "reason_invalid" | "reason_too_long";

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
  if (reason === null) return { ok: false, refusal: "reason_invalid" };
  if (reason.length > MAX_REJECTION_REASON_LENGTH) return { ok: false, refusal: "reason_too_long" };
  return { ok: true, reason };
}

/**
 * A reason the dialog would not have sent; each decision says its own reason_required (whose
 * reader differs: the reviewer, the business).
 */
export const rejectionReasonRefusals = {
  reason_invalid: {
    status: 400,
    field: "reason",
    title: "input.refusedTitle",
    message: CONTROL_CHARACTERS_MESSAGE,
  },
  reason_too_long: {
    status: 400,
    field: "reason",
    title: "input.refusedTitle",
    message: "input.tooLong",
    values: { max: MAX_REJECTION_REASON_LENGTH },
  },
} as const satisfies Refusals<Exclude<RejectionReasonRefusal, "reason_required">, "reason">;
