/**
 * The rules of the input layer (decision 018) as plain functions, without Zod: pages and domain
 * code that only check or clean a value import these and download no schema library.
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
