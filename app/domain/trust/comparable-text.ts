/**
 * How a review's text is compared with earlier reviews to catch copies (issue 17, decision 026).
 * Pure: the comparison itself is PostgreSQL's pg_trgm `similarity()` on these comparable texts,
 * run by text-likeness.server.ts. Nothing here sees or may see the rating (SPEC section 0).
 */

/**
 * pg_trgm similarity at or above which a text counts as a copy of an earlier one. Chosen from the
 * pairs in likeness-queries.server.test.ts: lightly edited copies score 0.64 or more there,
 * honest different reviews of the same shop 0.43 or less (decision 026 has the table).
 */
export const COPIED_TEXT_SIMILARITY = 0.5;

// Nasal consonant + virama before another consonant is the same sound as the anusvara: हिन्दी = हिंदी.
const HALF_NASAL = /[ङञणनम]\u094D(?=[\u0915-\u0939])/gu;
// Zero-width joiners and friends change how a word is drawn, not what it says.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/gu;
const LATIN_DIACRITIC = /[\u0300-\u036F]/gu;
const NUKTA = /\u093C/gu;
const CHANDRABINDU = /\u0901/gu;
const DIGITS = /\p{N}+/gu;
// Punctuation (danda included), symbols (emoji included) and control characters separate words.
const SEPARATORS = /[\p{P}\p{S}\p{C}]+/gu;
// A combining mark left at the start of a word belonged to a removed symbol (emoji selectors).
const STRAY_MARKS = /(^|\s)\p{M}+/gu;
const REPEATS = /([\p{L}\p{M}])\1+/gu;

/**
 * The text reduced to what a copier cannot change without rewriting it: lower case, no
 * punctuation, symbols or digits, one space between words, Devanagari spelling variants merged
 * (nukta, chandrabindu, half nasal, joiners) and Hinglish spelling variants merged (repeated
 * letters squeezed, ee → i, oo → u, w → v, q → k, z → j: 'zaroooor' and 'jarur' agree).
 */
export function comparableText(text: string): string {
  const letters = text
    .normalize("NFKD")
    .replace(LATIN_DIACRITIC, "")
    .replace(NUKTA, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(CHANDRABINDU, "\u0902")
    .replace(INVISIBLE, "")
    .replace(HALF_NASAL, "\u0902")
    .replace(DIGITS, " ")
    .replace(SEPARATORS, " ")
    .replace(STRAY_MARKS, "$1");
  return hinglishSpelling(letters).replace(/\s+/gu, " ").trim();
}

/** Latin-script Hindi is spelt by ear; these merges are applied to English too, on both sides. */
function hinglishSpelling(text: string): string {
  return text
    .replace(/w/g, "v")
    .replace(/q/g, "k")
    .replace(/z/g, "j")
    .replace(/e{2,}/g, "i")
    .replace(/o{2,}/g, "u")
    .replace(REPEATS, "$1");
}
