import { z } from "~/zod";

/**
 * The one way a form's text and numbers are read (decision 018). Shared by the browser and
 * the server, so it stays small. Messages are keys, translated where they are shown.
 */

/** Shown at a field whose value holds a NUL or another control character. */
export const CONTROL_CHARACTERS_MESSAGE = "input.controlCharacters";

// Cc is exactly C0, DEL and C1. A multi-line text keeps its line breaks and tabs.
const singleLineControl = /\p{Cc}/u;
const multiLineControl = /(?![\n\t])\p{Cc}/u;
// Spaces and marks that show nothing on their own (zero-width space and joiners, word joiner,
// byte-order mark, soft hyphen, Hangul fillers, braille blank...): alone they make no value.
const invisibleOnly = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export type TextShape = { multiline?: boolean };

/** True when the text holds a character no field accepts (line breaks and tabs only in multi-line texts). */
export function hasControlCharacters(text: string, shape: TextShape = {}): boolean {
  return (shape.multiline ? multiLineControl : singleLineControl).test(
    shape.multiline ? unifyLineBreaks(text) : text,
  );
}

/** True when nothing would show: empty, or only spaces and invisible marks. */
export function isBlank(text: string): boolean {
  return invisibleOnly.test(text);
}

/**
 * A text as it is kept: line breaks as '\n' (browsers send '\r\n'), NFC-normalised, trimmed,
 * and '' when nothing visible is left. Call after hasControlCharacters said no.
 */
export function cleanText(text: string, shape: TextShape = {}): string {
  const unified = shape.multiline ? unifyLineBreaks(text) : text;
  const cleaned = unified.normalize("NFC").trim();
  return isBlank(cleaned) ? "" : cleaned;
}

/**
 * The value of a text that a person typed, or null when it holds control characters. For domain
 * functions that take text from callers other than a parsed form.
 */
export function readText(text: string, shape: TextShape = {}): string | null {
  return hasControlCharacters(text, shape) ? null : cleanText(text, shape);
}

function unifyLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/**
 * A typed text field: control characters refused with their own message, then cleaned (see
 * cleanText), then required (unless optional) and at most `max` characters, else `message`.
 */
export function textField(options: {
  message: string;
  max: number;
  tooLong?: string;
  multiline?: boolean;
  optional?: boolean;
}) {
  const shape = { multiline: options.multiline };
  return z.string({ error: options.message }).check(
    z.refine((value: string) => !hasControlCharacters(value, shape), {
      message: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    }),
    z.overwrite((value: string) => cleanText(value, shape)),
    z.minLength(options.optional ? 0 : 1, options.message),
    z.maxLength(options.max, options.tooLong ?? options.message),
  );
}

/**
 * A password: control characters refused, but never trimmed or normalised here (hashing applies
 * NFKC, as it always has, so existing passwords keep working).
 */
export function passwordField(options: { message: string; min: number; max: number }) {
  return z.string({ error: options.message }).check(
    z.refine((value: string) => !hasControlCharacters(value), {
      message: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    }),
    z.minLength(options.min, options.message),
    z.maxLength(options.max, options.message),
  );
}

/**
 * A whole number written in plain decimal digits ('-' first only when min is below zero) and
 * nothing else: no '+', '0x', exponent, decimals or spaces (a number input sends none).
 * Null when it is not one or falls outside min..max.
 */
export function parseWholeNumber(text: string, range: { min: number; max: number }): number | null {
  const pattern = range.min < 0 ? /^-?[0-9]{1,15}$/ : /^[0-9]{1,15}$/;
  if (!pattern.test(text)) return null;
  const value = Number(text);
  return value >= range.min && value <= range.max ? value : null;
}

/** A whole-number field: the form's string read by parseWholeNumber, else `message`. */
export function wholeNumberField(options: { message: string; min: number; max: number }) {
  return z.pipe(
    z
      .string({ error: options.message })
      .check(
        z.refine((value: string) => parseWholeNumber(value, options) !== null, options.message),
      ),
    z.transform((value: string) => parseWholeNumber(value, options) ?? Number.NaN),
  );
}
