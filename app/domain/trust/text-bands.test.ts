import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparableText } from "./comparable-text";
import { TEXT_BANDS, textBands, textTrigrams } from "./text-bands";

describe("textTrigrams", () => {
  it("pads each word as pg_trgm does", () => {
    expect([...textTrigrams("cat ok")].sort()).toEqual(
      ["  c", " ca", "cat", "at ", "  o", " ok", "ok "].sort(),
    );
  });
});

describe("textBands", () => {
  it("gives 100 signed 32-bit values, the same for the same text", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).map(comparableText), (text) => {
        const bands = textBands(text);
        expect(bands).toEqual(textBands(text));
        expect(bands).toHaveLength(text ? TEXT_BANDS : 0);
        for (const value of bands) expect(value).toBe(value | 0);
      }),
    );
  });

  it("shares no band between unrelated texts", () => {
    const a = textBands(comparableText("The haircut was quick and the stylist listened carefully"));
    const b = textBands(
      comparableText("Delivery came late and the packaging of the cake was torn"),
    );
    expect(a.filter((value) => b.includes(value))).toEqual([]);
  });
});
