import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en";
import { listProcessors } from "./processors";

// policies.privacy.sections.shared.text: who receives what, named from the installation's settings,
// in the words of policies.privacy.processors.payments, policies.privacy.processors.paymentsNone,
// policies.privacy.processors.payouts, policies.privacy.processors.payoutsByHand,
// policies.privacy.processors.sms, policies.privacy.processors.smsNone,
// policies.privacy.processors.storage and policies.privacy.processors.storageDisk.
describe("who receives your data", () => {
  it("names Razorpay, RazorpayX, MSG91 and S3 with what each receives when they are chosen", () => {
    const lines = listProcessors({
      payments: { mode: "razorpay" },
      payouts: { mode: "razorpayx" },
      smsProvider: "msg91",
      storage: "s3",
    });
    expect(lines).toEqual([
      {
        kind: "payments",
        key: "policies.privacy.processors.payments",
        values: { name: "Razorpay" },
      },
      {
        kind: "payouts",
        key: "policies.privacy.processors.payouts",
        values: { name: "RazorpayX" },
      },
      { kind: "sms", key: "policies.privacy.processors.sms", values: { name: "MSG91" } },
      {
        kind: "storage",
        key: "policies.privacy.processors.storage",
        values: { name: "Amazon S3" },
      },
    ]);
    expect(en.policies.privacy.processors.payouts).toContain(
      "UPI ID, the name on your bank account",
    );
    expect(en.policies.privacy.processors.sms).toContain("phone number and the text of each SMS");
  });

  it("says plainly when nothing is sent out: simulated payments, payouts by hand, no SMS, own disk", () => {
    const lines = listProcessors({
      payments: { mode: "simulated" },
      payouts: { mode: "manual" },
      smsProvider: "console",
      storage: "disk",
    });
    expect(lines.map((line) => line.key)).toEqual([
      "policies.privacy.processors.paymentsNone",
      "policies.privacy.processors.payoutsByHand",
      "policies.privacy.processors.smsNone",
      "policies.privacy.processors.storageDisk",
    ]);
  });

  it("names another S3-compatible store by its host", () => {
    const [, , , storage] = listProcessors({
      payments: { mode: "simulated" },
      payouts: { mode: "manual" },
      smsProvider: "console",
      storage: "s3",
      s3: { endpoint: "https://blr1.digitaloceanspaces.com" },
    });
    expect(storage?.values).toEqual({ name: "S3 (blr1.digitaloceanspaces.com)" });
  });
});
