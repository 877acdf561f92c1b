import { describe, expect, it } from "vitest";
import {
  canWithdrawAtOnce,
  consentPurposes,
  isConsentPurpose,
  NOTICE_VERSIONS,
  signupPurposes,
  WITHDRAWAL_PATHS,
} from "./consent-notices";

describe("the consent purposes", () => {
  it("each have a notice version, written as the day it took effect", () => {
    for (const purpose of consentPurposes) {
      expect(NOTICE_VERSIONS[purpose]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("offer one-tap withdrawal only where the service runs without them", () => {
    expect(consentPurposes.filter(canWithdrawAtOnce)).toEqual(["review_sms"]);
    expect(WITHDRAWAL_PATHS.account).toBe("delete_account");
    expect(WITHDRAWAL_PATHS.review_proof).toBe("withdraw_review");
  });

  it("at sign-up: every account declares 18+ and takes the notice, and no optional consent", () => {
    expect(signupPurposes("user")).toEqual(["adult_declaration", "account"]);
    expect(signupPurposes("moderator")).toEqual(["adult_declaration", "account"]);
    // The optional SMS of new reviews waits for the business's own tick (decision 092).
    expect(signupPurposes("business")).toEqual(["adult_declaration", "account"]);
  });

  it.each(["", "marketing", "ACCOUNT", null, 3])("knows %j is no purpose", (value) => {
    expect(isConsentPurpose(value)).toBe(false);
  });
});
