import { type FakeRazorpay, startFakeRazorpay } from "../../support/fake-razorpay";
import { type FakeRazorpayx, startFakeRazorpayx } from "../../support/fake-razorpayx";
import { adminDigits, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

/** A spec's fake provider and its own server pointed at it, both known once started. */
export type BesideAFake<Fake> = { fake: Fake; server: OwnServer };

/**
 * Starts a fake provider and a server of the spec's own whose settings point at it before the
 * spec's tests, closes both after, and makes the server's address the tests' baseURL. The
 * returned object is filled in `beforeAll`: read its fields inside tests and hooks only.
 */
function besideAFake<Fake extends { close(): Promise<void> }>(
  name: string,
  startFake: () => Promise<Fake>,
  settings: (fake: Fake) => Record<string, string>,
): BesideAFake<Fake> {
  const own = {} as BesideAFake<Fake>;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    own.fake = await startFake();
    own.server = await startOwnServer(name, settings(own.fake));
  });
  test.afterAll(async () => {
    await own.server?.close();
    await own.fake?.close();
  });
  // The shared servers' address is replaced by this file's own server, known once it has started.
  test.use({ baseURL: async ({ baseURL: _shared }, use) => use(own.server?.base) });
  return own;
}

/**
 * PAYMENTS=razorpay against the fake gateway (tests/support/fake-razorpay.ts), the admin being
 * the fixtures' admin number; `extra` adds settings (a previous webhook secret).
 */
export function besideFakeRazorpay(
  name: string,
  extra: Record<string, string> = {},
): BesideAFake<FakeRazorpay> {
  return besideAFake(
    name,
    () => startFakeRazorpay(),
    (fake) => ({
      PAYMENTS: "razorpay",
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_CHECKOUT_URL: `${fake.url}/v1/checkout.js`,
      ADMIN_PHONE: `+91${adminDigits}`,
      ...extra,
    }),
  );
}

/**
 * PAYOUTS=razorpayx against the fake payout provider (tests/support/fake-razorpayx.ts); `extra`
 * adds settings (a small UPI_CHECKS_DAILY_BUDGET).
 */
export function besideFakeRazorpayx(
  name: string,
  extra: Record<string, string> = {},
): BesideAFake<FakeRazorpayx> {
  return besideAFake(
    name,
    () => startFakeRazorpayx(),
    (fake) => ({
      PAYOUTS: "razorpayx",
      RAZORPAYX_KEY_ID: fake.keyId,
      RAZORPAYX_KEY_SECRET: fake.keySecret,
      RAZORPAYX_ACCOUNT_NUMBER: fake.accountNumber,
      RAZORPAYX_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAYX_API_URL: fake.url,
      ...extra,
    }),
  );
}
