import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparableText } from "./comparable-text";

// Review-like text: Latin and Devanagari letters, signs, digits, punctuation, emoji and joiners.
const reviewCharacter = fc.constantFrom(
  ..."aAbBcChHeEoOwWqQzZkK   ",
  ..."कखगङञणनमडढ़ड़क़ािीुूेैोौंँः़्।॥",
  ..."0123456789०१२३",
  ..."!?.,;:'\"()-&@#%₹*",
  "👍",
  "😍",
  "\u200D",
  "\u200C",
  "\uFE0F",
  "\n",
  "é",
  "İ",
  "ℌ",
  "ﬁ",
  "Ⅻ",
  "²",
  "ẞ",
);
const reviewText = fc.string({ unit: reviewCharacter, maxLength: 80 });

describe("comparableText", () => {
  it("is idempotent: a comparable text compares as itself", () => {
    fc.assert(
      fc.property(reviewText, (text) => {
        const once = comparableText(text);
        expect(comparableText(once)).toBe(once);
      }),
    );
  });

  it("ignores letter case", () => {
    fc.assert(
      fc.property(reviewText, (text) => {
        expect(comparableText(text.toUpperCase())).toBe(comparableText(text.toLowerCase()));
      }),
    );
  });

  it("ignores which digits were written", () => {
    fc.assert(
      fc.property(reviewText, fc.constantFrom(..."0123456789"), (text, digit) => {
        expect(comparableText(text.replace(/[0-9०-९]/gu, digit))).toBe(comparableText(text));
      }),
    );
  });

  it("treats any punctuation, symbol or emoji between words as one space", () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    const separator = fc.stringMatching(/^[ !?.,;:'"()&@#%*₹।॥👍-]{1,4}$/u);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), separator, (words, between) => {
        expect(comparableText(`${between}${words.join(between)}${between}`)).toBe(
          comparableText(words.join(" ")),
        );
      }),
    );
  });

  it.each([
    ["Khaana BOHOT achhaaa tha!!! 10/10 😍", "khana bohot acha tha"],
    ["Zaroor aana, theek-thaak wala khana", "jarur ana thik thak vala khana"],
    ["ज़रूर आइए। खाना बहुत अच्छा था॥", "जरूर आइए खाना बहुत अच्छा था"],
    ["हिन्दी में सँभल कर लिखा", "हिंदी में संभल कर लिखा"],
    ["अच्\u200Dछा", "अच्छा"],
    ["Café  au\tlait", "cafe au lait"],
  ])("reduces %j to %j", (text, comparable) => {
    expect(comparableText(text)).toBe(comparable);
  });
});
