import { describe, expect, it } from "vitest";
import { fitsContactName, upiValidationOf, vpaValidationBody } from "./razorpayx-validation";

describe("vpaValidationBody", () => {
  it("sends source_account_number and a contact only when its name fits RazorpayX's rules", () => {
    const body = vpaValidationBody({
      sourceAccountNumber: "2323230000000001",
      upiId: "rahul@okicici",
      contactName: "Rahul Sharma",
    });
    expect(body).toMatchObject({
      source_account_number: "2323230000000001",
      validation_type: "pennydrop",
      fund_account: {
        account_type: "vpa",
        vpa: { address: "rahul@okicici" },
        contact: { name: "Rahul Sharma" },
      },
    });
    expect(body).not.toHaveProperty("account_number");
    for (const name of ["राहुल शर्मा", "Ra", "Rahul'", null]) {
      const without = vpaValidationBody({
        sourceAccountNumber: "1",
        upiId: "rahul@okicici",
        contactName: name,
      });
      expect(without.fund_account).not.toHaveProperty("contact");
    }
  });

  it("knows the documented contact name characters", () => {
    expect(fitsContactName("K. D'Souza (HUF) Ltd")).toBe(true);
    expect(fitsContactName("K. D'Souza (HUF)")).toBe(false);
    expect(fitsContactName("Rahul Sharma.")).toBe(true);
    expect(fitsContactName("Rahul-")).toBe(false);
    expect(fitsContactName("A".repeat(51))).toBe(false);
  });
});

describe("upiValidationOf", () => {
  const results = (account_status: string | null, registered_name: string | null) => ({
    account_status,
    registered_name,
  });

  it("reads validation_results and the older results alike", () => {
    for (const key of ["validation_results", "results"] as const) {
      expect(
        upiValidationOf({ id: "fav_1", status: "completed", [key]: results("active", " RAHUL ") }),
      ).toEqual({ state: "found", checkId: "fav_1", holderName: "RAHUL" });
      expect(
        upiValidationOf({ id: "fav_2", status: "completed", [key]: results("invalid", null) }),
      ).toEqual({ state: "not_found", checkId: "fav_2" });
    }
    expect(
      upiValidationOf({
        id: "fav_3",
        status: "completed",
        validation_results: results("valid", "A B"),
      }),
    ).toMatchObject({ state: "found" });
  });

  it("never takes a pending or failed validation for 'no such account'", () => {
    expect(
      upiValidationOf({ id: "fav_4", status: "created", validation_results: results(null, null) }),
    ).toEqual({ state: "pending", checkId: "fav_4" });
    expect(upiValidationOf({ id: "fav_5", status: "failed" })).toEqual({
      state: "failed",
      checkId: "fav_5",
    });
    expect(
      upiValidationOf({ id: "fav_6", status: "completed", results: results(null, null) }),
    ).toEqual({ state: "failed", checkId: "fav_6" });
  });
});
