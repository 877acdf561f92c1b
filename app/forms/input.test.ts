import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passwordField, textField, wholeNumberField } from "./input";
import {
  CONTROL_CHARACTERS_MESSAGE,
  cleanText,
  hasControlCharacters,
  isBlank,
  parseWholeNumber,
} from "./text";

const name = textField({ message: "name.required", max: 20 });
const story = textField({ message: "story.required", max: 200, multiline: true });
const target = wholeNumberField({ message: "target.invalid", min: 1, max: 1000 });

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

// Every C0 control, DEL and every C1 control.
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const invisible = fc.constantFrom(
  " ",
  "\u00a0",
  "\u00ad",
  "\u1680",
  "\u2002",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\u202f",
  "\u3000",
  "\ufeff",
  "\u3164",
  "\u2800",
);

describe("text fields", () => {
  it("refuse a NUL byte with the control-character message, not the field's", () => {
    expect(firstMessage(name.safeParse("Asha\u0000K"))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(story.safeParse("line\u0000"))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it("refuse any control character in a single-line text, wherever it is", () => {
    fc.assert(
      fc.property(fc.string(), controlCharacter, fc.string(), (before, control, after) => {
        expect(firstMessage(name.safeParse(`${before}${control}${after}`))).toBe(
          CONTROL_CHARACTERS_MESSAGE,
        );
      }),
    );
  });

  it("keep line breaks and tabs in a multi-line text, with the browser's \\r\\n read as \\n", () => {
    expect(story.parse("first line\r\n\tsecond line\rthird")).toBe(
      "first line\n\tsecond line\nthird",
    );
    expect(firstMessage(name.safeParse("one\ntwo"))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(story.safeParse("one\u000btwo"))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(story.safeParse("one\u0085two"))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(story.safeParse("one\u007ftwo"))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it("treat a value of only spaces and invisible marks as empty, so 'required' fires", () => {
    expect(firstMessage(name.safeParse("\u200b"))).toBe("name.required");
    fc.assert(
      fc.property(fc.array(invisible, { minLength: 1, maxLength: 12 }), (parts) => {
        const value = parts.join("");
        expect(isBlank(value)).toBe(true);
        expect(firstMessage(name.safeParse(value))).toBe("name.required");
        expect(firstMessage(story.safeParse(value))).toBe("story.required");
      }),
    );
  });

  it("keep joiners inside words (Devanagari and emoji need them)", () => {
    expect(name.parse("क्\u200dष")).toBe("क्\u200dष");
    expect(name.parse(" 👩\u200d💻 ")).toBe("👩\u200d💻");
  });

  it("store text NFC-normalised and trimmed, and cleaning twice changes nothing", () => {
    expect(name.parse("  Cafe\u0301 ")).toBe("Café");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (value) => {
        fc.pre(!hasControlCharacters(value));
        const once = cleanText(value);
        expect(once).toBe(once.normalize("NFC"));
        expect(once).toBe(once.trim());
        expect(cleanText(once)).toBe(once);
      }),
    );
  });

  it("never pass a control character or an invisible-only value through", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 20 }), (value) => {
        const parsed = story.safeParse(value);
        if (!parsed.success) return;
        expect(hasControlCharacters(parsed.data, { multiline: true })).toBe(false);
        expect(parsed.data).not.toBe("");
        expect(isBlank(parsed.data)).toBe(false);
      }),
    );
  });

  it("answer the field's message for a missing or too long value", () => {
    expect(firstMessage(name.safeParse(undefined))).toBe("name.required");
    expect(firstMessage(name.safeParse("x".repeat(21)))).toBe("name.required");
    const optional = textField({ message: "m", max: 5, optional: true });
    expect(optional.parse(" \u200b ")).toBe("");
  });
});

describe("password fields", () => {
  const password = passwordField({ message: "too.short", min: 6, max: 200 });

  it("keep the password exactly as typed: spaces and composed forms are not touched", () => {
    expect(password.parse("  secret  ")).toBe("  secret  ");
    expect(password.parse("Cafe\u0301123")).toBe("Cafe\u0301123");
  });

  it("refuse control characters with their message", () => {
    expect(firstMessage(password.safeParse("secret\u0000"))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(password.safeParse("sec\tret"))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(password.safeParse("short"))).toBe("too.short");
  });
});

describe("whole numbers", () => {
  it("accept plain decimal digits in range", () => {
    expect(target.parse("16")).toBe(16);
    expect(target.parse("1000")).toBe(1000);
    expect(target.parse("010")).toBe(10);
  });

  it.each([
    "0x10",
    "1e1",
    "4.5",
    "+4",
    "-4",
    "1 0",
    " 10",
    "10\n",
    "",
    " ",
    "١٠",
    "१०",
    "Infinity",
    "NaN",
    "0b11",
    "0o7",
    "10.",
    ".5",
    "1_000",
    "0",
    "1001",
  ])("refuse %j with the field's message", (text) => {
    expect(firstMessage(target.safeParse(text))).toBe("target.invalid");
  });

  it("read exactly the integers min..max and nothing else", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (value) => {
        const parsed = parseWholeNumber(String(value), { min: 1, max: 1000 });
        expect(parsed).toBe(value >= 1 && value <= 1000 ? value : null);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        const parsed = parseWholeNumber(text, { min: 1, max: 1000 });
        if (parsed === null) return;
        expect(text).toMatch(/^[0-9]+$/);
        expect(parsed).toBe(Number.parseInt(text, 10));
      }),
    );
  });

  it("allow a minus sign only where the range goes below zero", () => {
    expect(parseWholeNumber("-3", { min: -5, max: 5 })).toBe(-3);
    expect(parseWholeNumber("-3", { min: 0, max: 5 })).toBeNull();
    expect(parseWholeNumber("+3", { min: -5, max: 5 })).toBeNull();
  });
});
