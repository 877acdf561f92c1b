import { describe, expect, it } from "vitest";
import { holderMatchesName } from "./holder-name";

describe("holderMatchesName", () => {
  it("matches a bank's capitals and a public name's initial", () => {
    expect(holderMatchesName("ASHA VERMA", "Asha V.")).toBe(true);
    expect(holderMatchesName("Mr. Ravi Kumar Sharma", "ravi")).toBe(true);
  });

  it("refuses somebody else's account, and a shared title is no match", () => {
    expect(holderMatchesName("SURESH PATEL", "Asha V.")).toBe(false);
    expect(holderMatchesName("Mr. Suresh", "Mr. Ravi")).toBe(false);
  });
});
