import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/contact")).toBe("/contact");
    expect(safeRedirectPath("/signup?role=business")).toBe("/signup?role=business");
    expect(safeRedirectPath("/campaign/abc#reviews")).toBe("/campaign/abc#reviews");
  });

  it("sends anything that could leave the site home", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "contact",
      "",
      null,
      undefined,
      "/a\nb",
      "/\t/evil.example",
    ]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });

  it("answers a path with other characters in its encoded form", () => {
    expect(safeRedirectPath("/。")).toBe("/%E3%80%82");
    expect(safeRedirectPath("/b/एक?q=दो")).toBe("/b/%E0%A4%8F%E0%A4%95?q=%E0%A4%A6%E0%A5%8B");
  });

  it("turns any string into a same-site path a redirect can carry, never an error", () => {
    const anyText = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.string({ unit: "binary" }).map((text) => `/${text}`),
      fc.string({ unit: "grapheme" }).map((text) => `/${text}`),
      fc
        .array(
          fc.constantFrom("/", "\\", ".", "%", "?", "#", ":", "@", "。", "\u3002", "\uFF0F", "a"),
        )
        .map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(anyText, (value) => {
        const path = safeRedirectPath(value);
        expect(path.startsWith("/")).toBe(true);
        expect(path.startsWith("//")).toBe(false);
        expect(new URL(path, "https://reviewkaro.in").origin).toBe("https://reviewkaro.in");
        // A Location header takes it as it is: printable ASCII only.
        expect(path).toMatch(/^[\x21-\x7e]*$/);
        expect(new Headers({ Location: path }).get("Location")).toBe(path);
        // Already safe and encoded, it is kept as it is.
        expect(safeRedirectPath(path)).toBe(path);
      }),
      { numRuns: 500 },
    );
    // A loaded CI machine runs it several times slower than a quiet one.
  }, 30_000);
});
