import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/contact")).toBe("/contact");
    expect(safeRedirectPath("/signup?role=business")).toBe("/signup?role=business");
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
    ]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });
});
