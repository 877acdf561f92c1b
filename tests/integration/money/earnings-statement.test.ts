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
    const reviewer = await reviewerWith(100);
    const first = await requested(reviewer.id);
    await rejectPayout(testDb.db, {
      payoutId: first.id,
      adminId: admin.id,
      reason: "Wrong UPI ID",
    });
    await requested(reviewer.id);
    await earn(reviewer, 15);
    const year = financialYearOf(tick()).startYear;
    const statement = await readEarningsStatement(testDb.db, {
      userId: reviewer.id,
      startYear: year,
    });
    if (!statement) throw new Error("no statement");
    expect(statement).toMatchObject({ opening: 0, earned: 115, paidOut: 200, returned: 100 });
    expect(statement.closing).toBe(await balanceOf(reviewer.id));
    expect(statement.closing).toBe(15);

    const csv = statementCsv(statement, wordsIn("en"));
    expect(csv.split("\r\n")[0]).toBe("\uFEFFDate,Entry,Amount (₹)");
    expect(csv).toContain("Wallet at the end of the year,,15");
    const pdf = await statementPdf(statement, wordsIn("hi"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (process.env.STATEMENT_PDF_OUT) writeFileSync(process.env.STATEMENT_PDF_OUT, pdf);

    const next = await readEarningsStatement(testDb.db, {
      userId: reviewer.id,
      startYear: year + 1,
    });
    expect(next).toMatchObject({ opening: 15, earned: 0, closing: 15, lines: [] });
  });

  it("reads nothing for another year range or a malformed id", async () => {
    expect(await readEarningsStatement(testDb.db, { userId: "nope", startYear: 2026 })).toBeNull();
    expect(
      await readEarningsStatement(testDb.db, { userId: admin.id, startYear: 1999 }),
    ).toBeNull();
  });
});
