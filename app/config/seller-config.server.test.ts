import { describe, expect, it } from "vitest";
import { loadSellerConfig } from "./seller-config.server";

describe("the seller's settings", () => {
  it("default to a development seller in Madhya Pradesh, so a local start needs nothing", () => {
    expect(loadSellerConfig({})).toMatchObject({
      gstin: "23AAACR9999K1ZM",
      stateCode: "23",
      stateName: "Madhya Pradesh",
    });
  });

  it("take the state from the GSTIN, written as typed", () => {
    expect(
      loadSellerConfig({
        SELLER_LEGAL_NAME: "ReviewKaro Pvt Ltd",
        SELLER_GSTIN: " 27aapfu0939f1zv",
        SELLER_ADDRESS: "Pune, Maharashtra",
      }),
    ).toMatchObject({
      legalName: "ReviewKaro Pvt Ltd",
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      stateName: "Maharashtra",
    });
  });

  it("take a setting left empty in an env file as unset", () => {
    expect(loadSellerConfig({ SELLER_GSTIN: "", SELLER_LEGAL_NAME: "  " })).toMatchObject({
      gstin: "23AAACR9999K1ZM",
      legalName: loadSellerConfig({}).legalName,
    });
    expect(() =>
      loadSellerConfig({
        PAYMENTS: "razorpay",
        RAZORPAY_KEY_ID: "rzp_live_Abc123",
        SELLER_GSTIN: "",
      }),
    ).toThrow(/SELLER_GSTIN: required with live Razorpay keys/);
  });

  it("refuse a GSTIN with a wrong check character, naming the setting", () => {
    expect(() => loadSellerConfig({ SELLER_GSTIN: "27AAPFU0939F1ZW" })).toThrow(
      /SELLER_GSTIN: must be a GSTIN/,
    );
  });

  it("are required with live Razorpay keys, each named", () => {
    expect(() =>
      loadSellerConfig({ PAYMENTS: "razorpay", RAZORPAY_KEY_ID: "rzp_live_Abc123" }),
    ).toThrow(
      /SELLER_LEGAL_NAME: required with live Razorpay keys[\s\S]*SELLER_GSTIN: required[\s\S]*SELLER_ADDRESS: required/,
    );
    expect(() =>
      loadSellerConfig({ PAYMENTS: "razorpay", RAZORPAY_KEY_ID: "rzp_test_Abc123" }),
    ).not.toThrow();
  });
});
