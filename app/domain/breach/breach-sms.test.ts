import { describe, expect, it } from "vitest";
import { otpMessage } from "~/auth/otp-message.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { breachSmsText } from "./send-breach-sms.server";

// An SMS is one 160-character segment in the GSM alphabet; Hindi (Unicode) is 70 characters, or
// 67 per part of a longer message. The notice itself is on the page the SMS points to.
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅå_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n]*$/;
const origin = "https://reviewkaro.in";

describe("a breach notice's SMS", () => {
  it("fits one GSM segment in English, with the link to the full notice", () => {
    const text = breachSmsText("en", origin);
    expect(text).toMatch(GSM);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain(`${origin}/breach`);
  });

  it("fits two Unicode segments in Hindi, with the same link", () => {
    const text = breachSmsText("hi", origin);
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text.length).toBeLessThanOrEqual(2 * 67);
    expect(text).toContain(`${origin}/breach`);
  });

  // breach.neverAsks: 'ReviewKaro never asks for your password, a one-time code or money by SMS'.
  it("is, like every SMS the product sends, one that asks for no password, code or money", () => {
    const texts = [en, hi].flatMap((catalogue) => [
      catalogue.breach.sms,
      ...Object.values(catalogue.grievance.sms),
      ...Object.values(catalogue.removalSms),
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/password|पासवर्ड|OTP|\bcode\b|कोड|₹|pay|भुगतान करें|पैसे भेज/i);
    }
    // The one SMS that carries a code says not to share it, and that we never ask for money.
    const otp = otpMessage({ code: "123456", purpose: "signup", language: "en" });
    expect(otp).toContain("Do not share it with anyone");
    expect(otp).toContain("never asks for money");
    expect(otpMessage({ code: "123456", purpose: "signup", language: "hi" })).toContain(
      "साझा न करें",
    );
  });
});
