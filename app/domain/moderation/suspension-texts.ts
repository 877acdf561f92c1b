import { type SuspensionCategory, suspensionCategories } from "~/db/suspension-categories";
import { readText } from "~/forms/text";

export { type SuspensionCategory, suspensionCategories } from "~/db/suspension-categories";

/** The longest reason an admin gives a suspension, and reply to an appeal. */
export const MAX_SUSPENSION_REASON_LENGTH = 500;
/** An appeal says what happened in a few sentences; a letter's worth, not a file. */
export const MIN_APPEAL_LENGTH = 10;
export const MAX_APPEAL_LENGTH = 1000;

export function isSuspensionCategory(value: unknown): value is SuspensionCategory {
  return (suspensionCategories as readonly unknown[]).includes(value);
}

export type TypedTextRefusal = "required" | "invalid" | "too_short" | "too_long";

/**
 * A typed text as its reader will see it (trimmed, line breaks kept), or why it is refused:
 * nothing visible, control characters, shorter than `min` or longer than `max` characters.
 */
export function readTypedText(
  text: string,
  limits: { min?: number; max: number },
): { ok: true; text: string } | { ok: false; refusal: TypedTextRefusal } {
  const read = readText(text, { multiline: true });
  if (read === "") return { ok: false, refusal: "required" };
  if (read === null) return { ok: false, refusal: "invalid" };
  if (read.length < (limits.min ?? 1)) return { ok: false, refusal: "too_short" };
  if (read.length > limits.max) return { ok: false, refusal: "too_long" };
  return { ok: true, text: read };
}
