import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskPhone, screenOf } from "./mask";

describe("a masked phone number", () => {
  it("keeps the first two and last two of the ten digits", () => {
    expect(maskPhone("+919876543210")).toBe("98xxxxxx10");
  });

  it("never shows more than four digits of any number", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+91[6-9]\d{9}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked.replace(/x/g, "")).toHaveLength(4);
        expect(masked).toHaveLength(10);
      }),
    );
  });
});

describe("the screen a view came from", () => {
  const origin = "https://reviewkaro.in";

  it("is the path and its tab, and nothing else of the query", () => {
    expect(screenOf(`${origin}/admin/dashboard?tab=team&q=98765`, origin)).toBe(
      "/admin/dashboard?tab=team",
    );
    expect(screenOf(`${origin}/moderator/dashboard?live=1`, origin)).toBe("/moderator/dashboard");
  });

  it("is 'unknown' without a referrer, from another site, or with a tab it does not expect", () => {
    expect(screenOf(null, origin)).toBe("unknown");
    expect(screenOf("https://evil.example/admin", origin)).toBe("unknown");
    expect(screenOf(`${origin}/admin?tab=<script>`, origin)).toBe("/admin");
    expect(screenOf("http://[bad", origin)).toBe("unknown");
  });
});
