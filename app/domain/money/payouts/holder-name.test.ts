import { describe, expect, it } from "vitest";
import { checkBankName, holderMatchesName, maskHolderName } from "./holder-name";

describe("checkBankName", () => {
  it("keeps a name as banks print it, tidied", () => {
    expect(checkBankName("  Rahul   Sharma ")).toEqual({ ok: true, bankName: "Rahul Sharma" });
    expect(checkBankName("K. D’Souza")).toEqual({ ok: true, bankName: "K. D'Souza" });
  });

  it("refuses Devanagari, digits and symbols with their own reason, and an empty or long name", () => {
    expect(checkBankName("राहुल शर्मा")).toEqual({ ok: false, reason: "bank_name_latin" });
    expect(checkBankName("Rahul शर्मा")).toEqual({ ok: false, reason: "bank_name_latin" });
    expect(checkBankName("Rahul 2")).toEqual({ ok: false, reason: "bank_name_latin" });
    expect(checkBankName("Rahul-Sharma")).toEqual({ ok: false, reason: "bank_name_latin" });
    expect(checkBankName("   ")).toEqual({ ok: false, reason: "bank_name_required" });
    expect(checkBankName("Ra")).toEqual({ ok: false, reason: "bank_name_length" });
    expect(checkBankName("A".repeat(51))).toEqual({ ok: false, reason: "bank_name_length" });
  });
});

describe("holderMatchesName", () => {
  it("matches a bank's capitals, another order, a middle name and initials", () => {
    expect(holderMatchesName("RAHUL SHARMA", "Rahul Sharma")).toBe(true);
    expect(holderMatchesName("SHARMA RAHUL", "Rahul Sharma")).toBe(true);
    expect(holderMatchesName("Mr. RAHUL KUMAR SHARMA", "Rahul Sharma")).toBe(true);
    expect(holderMatchesName("RAHUL K SHARMA", "Rahul Kumar Sharma")).toBe(true);
    expect(holderMatchesName("R SHARMA", "Rahul Sharma")).toBe(true);
  });

  it("does not match somebody else, a shared surname with another first name, or initials alone", () => {
    expect(holderMatchesName("ROHIT SHARMA", "Rahul Sharma")).toBe(false);
    expect(holderMatchesName("SURESH PATEL", "Rahul Sharma")).toBe(false);
    expect(holderMatchesName("R S", "Rahul Sharma")).toBe(false);
    expect(holderMatchesName("Mr. Suresh", "Mr. Ravi")).toBe(false);
    // A Devanagari public name never matches a Latin registered name: why the bank name is asked.
    expect(holderMatchesName("RAHUL SHARMA", "राहुल शर्मा")).toBe(false);
  });
});

describe("maskHolderName", () => {
  it("shows each word's first letter and four stars, whatever its length", () => {
    expect(maskHolderName("RAHUL SHARMA")).toBe("R**** S****");
    expect(maskHolderName("asha  k verma")).toBe("A**** K**** V****");
  });
});
