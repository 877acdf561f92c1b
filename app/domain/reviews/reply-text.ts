import type { Refusals } from "~/domain/shared/refusal";
import { CONTROL_CHARACTERS_MESSAGE, readText } from "~/forms/text";

/** The longest public reply a business may write to a review (decision 033). */
export const MAX_REPLY_LENGTH = 1000;

export type ReplyTextRefusal = "reply_required" | "reply_invalid" | "reply_too_long";

/**
 * A reply as the public page shows it, by the review text's input rules (trimmed, NFC, line
 * breaks kept, no control characters), or why it is refused. Used by the dialog and the domain.
 */
export function readReplyText(
  text: string,
): { ok: true; text: string } | { ok: false; refusal: ReplyTextRefusal } {
  const read = readText(text, { multiline: true });
  if (read === null) return { ok: false, refusal: "reply_invalid" };
  if (read === "") return { ok: false, refusal: "reply_required" };
  if (read.length > MAX_REPLY_LENGTH) return { ok: false, refusal: "reply_too_long" };
  return { ok: true, text: read };
}

/** A reply refused for its text, at the field, in the dialog and from the server alike. */
export const replyTextRefusals = {
  reply_required: {
    status: 400,
    field: "reply",
    title: "replies.refusedTitle",
    message: "replies.required",
  },
  reply_invalid: {
    status: 400,
    field: "reply",
    title: "replies.refusedTitle",
    message: CONTROL_CHARACTERS_MESSAGE,
  },
  reply_too_long: {
    status: 400,
    field: "reply",
    title: "replies.refusedTitle",
    message: "replies.tooLong",
    values: { max: MAX_REPLY_LENGTH },
  },
} as const satisfies Refusals<ReplyTextRefusal, "reply">;
