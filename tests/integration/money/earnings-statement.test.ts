import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readEarningsStatement } from "~/domain/money/earnings-statement.server";
import { rejectPayout } from "~/domain/money/payouts/process-payout.server";
import { financialYearOf } from "~/domain/money/payouts/statement-years";
import {
  statementCsv,
  statementPdf,
  statementWords,
} from "~/routes/user-dashboard/statement/statement-files.server";
import {
  admin,
  balanceOf,
  earn,
  requested,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings, rewards } from "../../support/reward-amounts";

setUpPayoutsDatabase();

const wordsIn = (language: "en" | "hi") =>
  statementWords(language, {
    label: "2026-27",
    startYear: 2026,
    name: "Kiran",
    phone: "+917400000001",
    today: new Date("2026-12-01T06:00:00Z"),
  });

describe("the earnings statement", () => {
  it("adds up to the ledger: opening + earned − paid out + returned = the wallet", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const first = await requested(reviewer.id);
    await rejectPayout(testDb.db, {
      payoutId: first.id,
      adminId: admin.id,
      reason: "Wrong UPI ID",
      // On the file's clock, as every other entry: the refund's day decides its financial year.
      now: tick(),
    });
    await requested(reviewer.id);
    await earn(reviewer, rewards(3));
    const year = financialYearOf(tick()).startYear;
    const statement = await readEarningsStatement(testDb.db, {
      userId: reviewer.id,
      startYear: year,
    });
    if (!statement) throw new Error("no statement");
    expect(statement).toMatchObject({
      opening: 0,
      earned: payoutEarnings + rewards(3),
      paidOut: 2 * payoutEarnings,
      returned: payoutEarnings,
    });
    expect(statement.closing).toBe(await balanceOf(reviewer.id));
    expect(statement.closing).toBe(rewards(3));

    const csv = statementCsv(statement, wordsIn("en"));
    expect(csv.split("\r\n")[0]).toBe("\uFEFFDate,Entry,Amount (₹)");
    expect(csv).toContain(`Wallet at the end of the year,,${rewards(3)}`);
    const pdf = await statementPdf(statement, wordsIn("hi"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (process.env.STATEMENT_PDF_OUT) writeFileSync(process.env.STATEMENT_PDF_OUT, pdf);

    const next = await readEarningsStatement(testDb.db, {
      userId: reviewer.id,
      startYear: year + 1,
    });
    expect(next).toMatchObject({ opening: rewards(3), earned: 0, closing: rewards(3), lines: [] });
  });

  it("reads nothing for another year range or a malformed id", async () => {
    expect(await readEarningsStatement(testDb.db, { userId: "nope", startYear: 2026 })).toBeNull();
    expect(
      await readEarningsStatement(testDb.db, { userId: admin.id, startYear: 1999 }),
    ).toBeNull();
  });
});
