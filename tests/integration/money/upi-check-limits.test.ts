import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import {
  checkUpiHolder,
  UPI_CHECKS_PER_30_DAYS,
  UPI_CHECKS_PER_DAY,
  type UpiCheckNetwork,
} from "~/domain/money/payouts/check-upi-holder.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx/razorpayx-client.server";
import { logger } from "~/logging/logger.server";
import { type FakeRazorpayx, startFakeRazorpayx } from "../../support/fake-razorpayx";
import {
  newProfile,
  openConnections,
  setUpPayoutsDatabase,
  testDb,
} from "../../support/payout-fixtures";

/**
 * Issue 45, point 1 (decision 100): the name check is no lookup of strangers' bank names. New UPI
 * IDs are limited per reviewer per day and per 30 days, paid validations per network per day, and
 * all paid validations per Kolkata day by UPI_CHECKS_DAILY_BUDGET, counted in the database.
 */
setUpPayoutsDatabase();
let fake: FakeRazorpayx;
let provider: PayoutProvider;
beforeAll(async () => {
  fake = await startFakeRazorpayx();
  provider = createRazorpayxProvider({ ...fake, apiBaseUrl: fake.url });
});
afterAll(() => fake.close());
afterEach(() => vi.restoreAllMocks());

let counter = 0;
/** A stranger's UPI ID (a phone number, as they often are) with a registered name at the fake. */
function strangersUpi() {
  counter += 1;
  const upiId = `98${String(counter).padStart(8, "0")}@ybl`;
  fake.holders.set(upiId, "SURESH PATEL");
  return upiId;
}

const reviewer = () => newProfile("user", { reviewerName: "Kiran" });
const validationPosts = () =>
  fake.calls.filter((call) => call === "POST /v1/fund_accounts/validations").length;

/** Each test its own Kolkata day, so the day's counts of one do not reach another. */
const day = (n: number, hour = 6) => new Date(Date.UTC(2027, 0, n, hour));

function networkOf(ip: string): UpiCheckNetwork {
  const limits = createRateLimits({ store: "memory" });
  return { take: () => limits.upiCheck({ ip }), giveBack: () => limits.upiCheckNotUsed({ ip }) };
}

describe("per reviewer", () => {
  it(`refuses a new UPI ID past ${UPI_CHECKS_PER_30_DAYS} in 30 days, though each day's ${UPI_CHECKS_PER_DAY} were kept`, async () => {
    const { id } = await reviewer();
    const warn = vi.spyOn(logger, "warn");
    const asked: string[] = [];
    for (let n = 0; n < UPI_CHECKS_PER_30_DAYS; n++) {
      const upiId = strangersUpi();
      asked.push(upiId);
      const now = day(1 + Math.floor(n / UPI_CHECKS_PER_DAY));
      const answer = await checkUpiHolder(
        testDb.db,
        { provider },
        {
          userId: id,
          upiId,
          bankName: "Kiran Rao",
          now,
        },
      );
      expect(answer).toMatchObject({ ok: true });
    }
    const posts = validationPosts();
    const later = day(20);
    const over = await checkUpiHolder(
      testDb.db,
      { provider },
      {
        userId: id,
        upiId: strangersUpi(),
        bankName: "Kiran Rao",
        now: later,
      },
    );
    expect(over).toEqual({ ok: false, reason: "window_limit" });
    expect(validationPosts()).toBe(posts);
    expect(
      warn.mock.calls.some((call) => /UPI check limit: a reviewer/.test(String(call[1]))),
    ).toBe(true);
    // A UPI ID they checked before is still theirs to use.
    expect(
      await checkUpiHolder(
        testDb.db,
        { provider },
        { userId: id, upiId: asked[0] ?? "", now: later },
      ),
    ).toMatchObject({ ok: true });
    // 30 days after the first ones, room again.
    expect(
      await checkUpiHolder(
        testDb.db,
        { provider },
        {
          userId: id,
          upiId: strangersUpi(),
          bankName: "Kiran Rao",
          now: day(33),
        },
      ),
    ).toMatchObject({ ok: true });
  });
});

describe("one reviewer asking many at once", () => {
  it(`gets ${UPI_CHECKS_PER_DAY} new UPI IDs checked, whatever the concurrency`, async () => {
    await openConnections();
    const { id } = await reviewer();
    const posts = validationPosts();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        checkUpiHolder(
          testDb.db,
          { provider },
          { userId: id, upiId: strangersUpi(), bankName: "Kiran Rao", now: day(70) },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(UPI_CHECKS_PER_DAY);
    expect(answers.filter((answer) => !answer.ok && answer.reason === "daily_limit")).toHaveLength(
      8 - UPI_CHECKS_PER_DAY,
    );
    expect(validationPosts() - posts).toBe(UPI_CHECKS_PER_DAY);
  });
});

describe("per network", () => {
  it("refuses the 11th paid check of a day from one network, asked by different reviewers", async () => {
    const network = networkOf("203.0.113.7");
    const warn = vi.spyOn(logger, "warn");
    for (let n = 0; n < 10; n++) {
      const { id } = await reviewer();
      const answer = await checkUpiHolder(
        testDb.db,
        { provider, network },
        {
          userId: id,
          upiId: strangersUpi(),
          bankName: "Kiran Rao",
          now: day(40),
        },
      );
      expect(answer).toMatchObject({ ok: true });
    }
    const posts = validationPosts();
    const { id } = await reviewer();
    const eleventh = await checkUpiHolder(
      testDb.db,
      { provider, network },
      {
        userId: id,
        upiId: strangersUpi(),
        bankName: "Kiran Rao",
        now: day(40),
      },
    );
    expect(eleventh).toEqual({ ok: false, reason: "network_limit" });
    expect(validationPosts()).toBe(posts);
    expect(warn.mock.calls.some((call) => /UPI check limit: a network/.test(String(call[1])))).toBe(
      true,
    );
  });

  it("does not count an answer already stored: only paid validations are counted", async () => {
    const network = networkOf("203.0.113.8");
    const known = strangersUpi();
    const first = await reviewer();
    await checkUpiHolder(
      testDb.db,
      { provider },
      {
        userId: first.id,
        upiId: known,
        bankName: "Kiran Rao",
        now: day(41),
      },
    );
    for (let n = 0; n < 12; n++) {
      const { id } = await reviewer();
      const answer = await checkUpiHolder(
        testDb.db,
        { provider, network },
        {
          userId: id,
          upiId: known,
          bankName: "Kiran Rao",
          now: day(41),
        },
      );
      expect(answer).toMatchObject({ ok: true });
    }
    const { id } = await reviewer();
    expect(
      await checkUpiHolder(
        testDb.db,
        { provider, network },
        {
          userId: id,
          upiId: strangersUpi(),
          bankName: "Kiran Rao",
          now: day(41),
        },
      ),
    ).toMatchObject({ ok: true });
  });
});

describe("the day's budget of paid validations, for everyone", () => {
  it("refuses every account once spent, warns at 80% and says when it is spent", async () => {
    const warn = vi.spyOn(logger, "warn");
    const error = vi.spyOn(logger, "error");
    const dailyBudget = 5;
    for (let n = 0; n < dailyBudget; n++) {
      const { id } = await reviewer();
      const answer = await checkUpiHolder(
        testDb.db,
        { provider, dailyBudget },
        {
          userId: id,
          upiId: strangersUpi(),
          bankName: "Kiran Rao",
          now: day(50, 2 + n),
        },
      );
      expect(answer).toMatchObject({ ok: true });
    }
    const alerts = (spy: typeof warn) =>
      spy.mock.calls
        .map((call) => String(call[1]))
        .filter((m) => m.startsWith("UPI check budget alert"));
    expect(alerts(warn)).toEqual([expect.stringMatching(/80%.*UPI_CHECKS_DAILY_BUDGET/)]);
    expect(alerts(error)).toEqual([expect.stringMatching(/UPI_CHECKS_DAILY_BUDGET is spent/)]);
    const posts = validationPosts();
    const { id } = await reviewer();
    expect(
      await checkUpiHolder(
        testDb.db,
        { provider, dailyBudget },
        {
          userId: id,
          upiId: strangersUpi(),
          bankName: "Kiran Rao",
          now: day(50, 12),
        },
      ),
    ).toEqual({ ok: false, reason: "budget_spent" });
    expect(validationPosts()).toBe(posts);
    // The next Kolkata day has a budget of its own.
    expect(
      await checkUpiHolder(
        testDb.db,
        { provider, dailyBudget },
        {
          userId: id,
          upiId: strangersUpi(),
          bankName: "Kiran Rao",
          now: day(51, 6),
        },
      ),
    ).toMatchObject({ ok: true });
  });

  it("lets no more through than the budget when many ask at once (servers share it)", async () => {
    await openConnections();
    const dailyBudget = 3;
    const people = await Promise.all(Array.from({ length: 12 }, () => reviewer()));
    const posts = validationPosts();
    const answers = await Promise.all(
      people.map(({ id }) =>
        checkUpiHolder(
          testDb.db,
          { provider, dailyBudget },
          {
            userId: id,
            upiId: strangersUpi(),
            bankName: "Kiran Rao",
            now: day(55),
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(dailyBudget);
    expect(answers.filter((answer) => !answer.ok && answer.reason === "budget_spent")).toHaveLength(
      people.length - dailyBudget,
    );
    expect(validationPosts() - posts).toBe(dailyBudget);
  });

  it("gives the network its check back when the budget refuses", async () => {
    const limits = createRateLimits({ store: "memory" });
    const ip = "203.0.113.9";
    const network = {
      take: () => limits.upiCheck({ ip }),
      giveBack: () => limits.upiCheckNotUsed({ ip }),
    };
    const { id } = await reviewer();
    const dailyBudget = 1;
    await checkUpiHolder(
      testDb.db,
      { provider, dailyBudget },
      {
        userId: id,
        upiId: strangersUpi(),
        bankName: "Kiran Rao",
        now: day(60),
      },
    );
    const refused = await checkUpiHolder(
      testDb.db,
      { provider, network, dailyBudget },
      {
        userId: id,
        upiId: strangersUpi(),
        bankName: "Kiran Rao",
        now: day(60),
      },
    );
    expect(refused).toEqual({ ok: false, reason: "budget_spent" });
    for (let n = 0; n < 10; n++) expect((await limits.upiCheck({ ip })).ok).toBe(true);
  });
});
