import { describe, expect, it } from "vitest";
import { upiPayLink } from "./upi";
import { upiQrDataUrl } from "./upi-qr.server";

const prefix = "data:image/svg+xml;base64,";

describe("upiQrDataUrl", () => {
  it("draws the payment link as an SVG data URL", async () => {
    const url = await upiQrDataUrl(upiPayLink({ upiId: "name@okaxis", amount: 105 }));
    expect(url.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(url.slice(prefix.length), "base64").toString("utf8");
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain("</svg>");
  });

  it("draws a different code for a different link", async () => {
    const first = await upiQrDataUrl(upiPayLink({ upiId: "name@okaxis", amount: 105 }));
    const second = await upiQrDataUrl(upiPayLink({ upiId: "name@okaxis", amount: 110 }));
    expect(first).not.toBe(second);
  });
});
