import { describe, expect, it } from "vitest";
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
});
