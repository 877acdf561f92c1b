import { describe, expect, it } from "vitest";
import { checkUpiHolderRefusals } from "~/domain/money/payouts/check-upi-holder.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";

/** Issue 45, point 1 (decision 100): every limit of the name check is told at its field. */
describe("the refusals", () => {
  it("answer at the UPI ID's field with a 429, in English and Hindi", () => {
    for (const reason of [
      "daily_limit",
      "window_limit",
      "network_limit",
      "budget_spent",
    ] as const) {
      const refusal = checkUpiHolderRefusals[reason];
      expect(refusal).toMatchObject({ status: 429, field: "upiId" });
      for (const key of [refusal.title, refusal.message]) {
        const [file, name] = key.split(".") as [string, string];
        for (const locale of [en, hi] as unknown as Record<string, Record<string, string>>[]) {
          expect(locale[file]?.[name], key).toBeTruthy();
        }
      }
    }
  });
});
