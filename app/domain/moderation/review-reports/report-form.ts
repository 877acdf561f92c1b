import {
  type DisputeGround,
  disputeGrounds,
  type RemovalGround,
  type ReportGround,
  removalGrounds,
  reportGrounds,
} from "~/db/complaint-grounds";
import { readTypedText } from "~/domain/moderation/suspension-texts";

export {
  type DisputeGround,
  disputeGrounds,
  type RemovalGround,
  type ReportGround,
  removalGrounds,
  reportGrounds,
} from "~/db/complaint-grounds";

/** A report's or dispute's words, and an admin's note on a decision: a short letter at most. */
export const MAX_COMPLAINT_TEXT_LENGTH = 1000;
/** A dispute says why in a sentence at least. */
export const MIN_DISPUTE_TEXT_LENGTH = 10;

const isIn =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    (list as readonly unknown[]).includes(value);

export const isReportGround = isIn<ReportGround>(reportGrounds);
export const isDisputeGround = isIn<DisputeGround>(disputeGrounds);
export const isRemovalGround = isIn<RemovalGround>(removalGrounds);

export type ComplaintTextRefusal =
  | "text_invalid"
  | "text_too_short"
  | "text_too_long"
  | "text_required";

/**
 * A complaint's or decision's typed text as it will be read, or why it is refused. An optional
 * text (a reader's report) may be empty; a required one (a dispute, a decision's note) may not.
 */
export function readComplaintText(
  text: string,
  rule: { required: boolean; min?: number },
): { ok: true; text: string } | { ok: false; reason: ComplaintTextRefusal } {
  const read = readTypedText(text, { min: rule.min, max: MAX_COMPLAINT_TEXT_LENGTH });
  if (read.ok) return read;
  if (read.refusal === "required")
    return rule.required ? { ok: false, reason: "text_required" } : { ok: true, text: "" };
  return { ok: false, reason: `text_${read.refusal}` };
}
