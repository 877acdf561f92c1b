/**
 * The input layer's rule for names (decision 041), in a module of its own so that only the pages
 * with a name field download it.
 */
import { CONTROL_CHARACTERS_MESSAGE, isBlank } from "./text";

// Format characters (Cf): direction overrides and isolates, zero-width spaces and joiners, the
// byte-order mark, soft hyphens... A name holding one can show as another name. A joiner stays
// where Devanagari needs it, inside a word (क्‍ष, क्‌ष): between two Devanagari characters.
const formatCharacter = /\p{Cf}/u;
const devanagariJoiner = /(?<=[\u0900-\u097F])[\u200C\u200D](?=[\u0900-\u097F])/gu;

/** True when a name holds a character that changes how it shows. */
export function hasHiddenCharacters(text: string): boolean {
  return formatCharacter.test(text.replace(devanagariJoiner, ""));
}

/**
 * A name's refusal for hidden characters, or null. A name of nothing visible is not refused
 * here: it is missing, and its field says so. Said with the control characters' message (hidden
 * characters to remove): no page downloads a second sentence for it.
 */
export function hiddenCharactersProblem(text: string): string | null {
  return !isBlank(text) && hasHiddenCharacters(text) ? CONTROL_CHARACTERS_MESSAGE : null;
}
