import { describe, expect, it } from "vitest";
import { upiPayLink } from "~/domain/money/payouts/upi-pay-link";
import { upiQrSvg } from "./upi-qr.server";

describe("upiQrSvg", () => {
  it("draws the payment link as an SVG document", async () => {
    const svg = await upiQrSvg(
      upiPayLink({ upiId: "name@okaxis", amount: 105, reviewerName: "Asha V." }),
    );
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain("</svg>");
    expect(svg).not.toContain("<script");
  });

  it("draws a different code for a different link", async () => {
    const first = await upiQrSvg(
      upiPayLink({ upiId: "name@okaxis", amount: 105, reviewerName: "Asha V." }),
    );
    const second = await upiQrSvg(
      upiPayLink({ upiId: "name@okaxis", amount: 110, reviewerName: "Asha V." }),
    );
    expect(first).not.toBe(second);
  });
});
