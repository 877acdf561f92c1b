import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** The Checkout double's open window (tests/support/fake-razorpay-checkout.ts). */
    __fakeRazorpay?: { retry(): void; dismiss(): void };
  }
}

/** The person in the Checkout double's window: another attempt, or closing it. */
export async function checkoutDouble(page: Page, act: "retry" | "dismiss") {
  await page.waitForFunction(() => Boolean(window.__fakeRazorpay));
  await page.evaluate((action) => window.__fakeRazorpay?.[action](), act);
}
