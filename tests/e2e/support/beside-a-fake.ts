import { writeFileSync } from "node:fs";
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
  // A failed test leaves what its server printed, whether it still answers, and on PostgreSQL
  // what each of its connections was doing, beside its error (.ci/show-failures prints them: CI
  // keeps no files; decision 139).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || !own.server) return;
    const lines = own.server.output().split("\n").slice(-150).join("\n");
    const connections = !process.env.TEST_DATABASE_URL
      ? "(the embedded database: read only while the server is stopped)"
      : await own.server
          .query(
            `select pid, state, wait_event_type, wait_event, now() - xact_start as in_transaction,
                left(query, 300) as query
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
          .then((rows) => rows.map((row) => JSON.stringify(row)).join("\n"))
          .catch((error: unknown) => `(not read: ${(error as Error).message})`);
    // Whether the process still answers at all (a busy event loop does not).
    const live = await fetch(`${own.server.base}/livez`, { signal: AbortSignal.timeout(3_000) })
      .then((response) => `${response.status}`)
      .catch((error: unknown) => `no answer (${(error as Error).message})`);
    writeFileSync(
      testInfo.outputPath("server-output.txt"),
      `${lines}\n== /livez: ${live}\n== the database's connections\n${connections}\n`,
    );
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
