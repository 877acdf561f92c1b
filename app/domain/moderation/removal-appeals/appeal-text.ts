import { readTypedText } from "~/domain/moderation/suspension-texts";

/** An author's appeal says why in a sentence at least, a letter at most (decision 091). */
export const MIN_REMOVAL_APPEAL_LENGTH = 10;
export const MAX_REMOVAL_APPEAL_LENGTH = 1000;
/** The decider's reason, shown to the author: a sentence at least. */
export const MIN_APPEAL_DECISION_LENGTH = 10;
export const MAX_APPEAL_DECISION_LENGTH = 1000;

export type AppealTextRefusal =
  | "reason_required"
  | "reason_invalid"
  | "reason_too_short"
  | "reason_too_long";

/** A typed reason as its reader will see it, or why it is refused (the field is `reason`). */
export function readAppealText(
  text: string,
  limits: { min: number; max: number },
): { ok: true; text: string } | { ok: false; reason: AppealTextRefusal } {
  const read = readTypedText(text, limits);
  return read.ok ? read : { ok: false, reason: `reason_${read.refusal}` };
}

/** The refusals of a reason typed at the form's `reason` field, in the person's language. */
export function appealTextRefusals(limits: { min: number; max: number }) {
  const field = { status: 400, field: "reason", title: "input.refusedTitle" } as const;
  return {
    reason_required: { ...field, message: "removalAppeals.reasonRequired" },
    reason_invalid: { ...field, message: "input.controlCharacters" },
    reason_too_short: {
      ...field,
      message: "removalAppeals.reasonTooShort",
      values: { min: limits.min },
    },
    reason_too_long: { ...field, message: "input.tooLong", values: { max: limits.max } },
  } as const;
}
