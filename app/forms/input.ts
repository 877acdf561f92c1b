import { z } from "~/forms/zod";
import { hiddenCharactersProblem } from "./names";
import {
  CONTROL_CHARACTERS_MESSAGE,
  cleanText,
  hasControlCharacters,
  parseWholeNumber,
} from "./text";

/**
 * The one way a form's text and numbers are read (decision 018), as Zod Mini schemas over the
 * rules of text.ts. Shared by the browser and the server. Messages are keys, translated where
 * they are shown.
 */

/**
 * A typed text field: control characters refused with their own message (and, for a name, the
 * characters that change how it shows), then cleaned (see cleanText), then required (unless
 * optional) and at most `max` characters, else `message`.
 */
export function textField(options: {
  message: string;
  max: number;
  tooLong?: string;
  multiline?: boolean;
  optional?: boolean;
  name?: boolean;
}) {
  const shape = { multiline: options.multiline };
  return z.string({ error: options.message }).check(
    z.refine((value: string) => !hasControlCharacters(value, shape), {
      message: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    }),
    z.refine((value: string) => !options.name || hiddenCharactersProblem(value) === null, {
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
