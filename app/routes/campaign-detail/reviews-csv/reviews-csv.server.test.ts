import { parse as parseCsv } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reviewsCsv, reviewsCsvFilename } from "./reviews-csv.server";

const header = {
  date: "Date",
  reviewer: "Reviewer",
  rating: "Rating",
  text: "Review",
  disclosure: "Disclosure",
};
const disclosure = {
  label: "Rewarded review",
  sentence: "The reviewer received ₹5 from ReviewKaro for an honest review, whatever the rating.",
};
const disclosed = `${disclosure.label}: ${disclosure.sentence}`;
const at = new Date("2026-11-22T20:00:00Z"); // 23 Nov in Kolkata

describe("the approved reviews' CSV", () => {
  it("starts with a UTF-8 byte order mark and a header, one CRLF record per review", () => {
    const csv = reviewsCsv(header, disclosure, [
      { createdAt: at, reviewerName: " Asha ", rating: 4, reviewText: 'खाना अच्छा, "ताज़ा"\nथा' },
    ]);
    expect(csv.startsWith("\ufeffDate,Reviewer,Rating,Review,Disclosure\r\n")).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ["Date", "Reviewer", "Rating", "Review", "Disclosure"],
      ["2026-11-23", "Asha", "4", 'खाना अच्छा, "ताज़ा"\nथा', disclosed],
    ]);
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    const csv = reviewsCsv(header, disclosure, [
      { createdAt: at, reviewerName: '=HYPERLINK("x")', rating: 1, reviewText: "+1 great" },
      { createdAt: at, reviewerName: "@Ravi", rating: 2, reviewText: "-2 and\tmore" },
      { createdAt: at, reviewerName: "Tab", rating: 3, reviewText: "\tTab" },
      { createdAt: at, reviewerName: "Wide", rating: 3, reviewText: "＝full width" },
    ]);
    const rows = parseCsv(csv.slice(1)).slice(1);
    expect(rows.map((row) => [row[1], row[3]])).toEqual([
      ['\'=HYPERLINK("x")', "'+1 great"],
      ["'@Ravi", "'-2 and\tmore"],
      ["Tab", "'\tTab"],
      ["Wide", "'＝full width"],
    ]);
  });

  it("reads back to the same rows whatever the text holds", () => {
    const safeStart = /^[^=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
    const text = fc.string({ unit: "grapheme", minLength: 1 }).filter((s) => safeStart.test(s));
    // Names are trimmed first, so what must not look like a formula is the trimmed name.
    const name = fc
      .string({ unit: "grapheme" })
      .filter((s) => !/^[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(s.trim()));
    fc.assert(
      fc.property(
        fc.array(fc.record({ name, rating: fc.integer({ min: 1, max: 5 }), text })),
        (rows) => {
          const csv = reviewsCsv(
            header,
            disclosure,
            rows.map((row) => ({
              createdAt: at,
              reviewerName: row.name,
              rating: row.rating,
              reviewText: row.text,
            })),
          );
          expect(parseCsv(csv.slice(1)).slice(1)).toEqual(
            rows.map((row) => [
              "2026-11-23",
              row.name.trim(),
              String(row.rating),
              row.text,
              disclosed,
            ]),
          );
        },
      ),
    );
  });

  it("ends every row, and only the rows, with the 'Rewarded review' disclosure", () => {
    const csv = reviewsCsv(
      header,
      disclosure,
      [1, 2, 3, 4, 5].map((rating) => ({
        createdAt: at,
        reviewerName: "R",
        rating,
        reviewText: `${rating} stars`,
      })),
    );
    const [head, ...rows] = parseCsv(csv.slice(1)) as string[][];
    expect(head?.at(-1)).toBe("Disclosure");
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.at(-1)).toBe(disclosed);
  });

  it("names the file in ASCII letters, digits and dashes only", () => {
    expect(reviewsCsvFilename("Demo Restaurant", at)).toBe(
      "reviews-demo-restaurant-2026-11-23.csv",
    );
    expect(reviewsCsvFilename('../"शर्मा" स्वीट्स', at)).toBe("reviews-2026-11-23.csv");
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(reviewsCsvFilename(name, at)).toMatch(
          /^reviews-([a-z0-9]+(-[a-z0-9]+)*-)?2026-11-23\.csv$/,
        );
      }),
    );
  });
});
