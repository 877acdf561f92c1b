import { describe, expect, it } from "vitest";
import { payoutContactName } from "./payout-contact-name";
import { fitsContactName } from "./razorpayx-validation";

describe("payoutContactName", () => {
  it("keeps a bank's name that fits the contact rules", () => {
    expect(payoutContactName("KIRAN PATEL")).toBe("KIRAN PATEL");
    expect(payoutContactName("ANIL D'SOUZA")).toBe("ANIL D'SOUZA");
  });

  it("drops what the rules do not allow, and falls back when too little is left", () => {
    expect(payoutContactName("KIRAN PATEL,")).toBe("KIRAN PATEL");
    expect(payoutContactName("RAM@KUMAR & SONS")).toBe("RAM KUMAR SONS");
    expect(payoutContactName("किरण पटेल")).toBe("ReviewKaro reviewer");
    expect(payoutContactName("A".repeat(60))).toHaveLength(50);
    for (const name of ["किरण", "", "  ", "X-", "N.K. SHARMA & CO.", "A".repeat(80)]) {
      expect(fitsContactName(payoutContactName(name))).toBe(true);
    }
  });
});
