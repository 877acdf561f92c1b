import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readEarningsStatement } from "~/domain/money/earnings-statement.server";
import { rejectPayout } from "~/domain/money/payouts/process-payout.server";
import { financialYearOf } from "~/domain/money/payouts/statement-years";
import { serverT } from "~/i18n/translate.server";
import {
  type StatementWords,
  statementCsv,
  statementPdf,
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

function wordsIn(language: "en" | "hi"): StatementWords {
  const t = serverT(language);
  return {
    title: t("statement.title"),
    year: t("statement.year", { label: "2026-27", from: 2026, to: 2027 }),
    reviewer: t("statement.reviewer", { name: "Kiran", phone: "+917400000001" }),
    date: t("statement.date"),
    entry: t("statement.entry"),
    amount: t("statement.amount"),
    reasons: {
      review_reward: t("statement.review_reward"),
      payout_request: t("statement.payout_request"),
      payout_refund: t("statement.payout_refund"),
    },
    earned: t("statement.earned"),
    paidOut: t("statement.paidOut"),
    returned: t("statement.returned"),
    opening: t("statement.opening"),
    closing: t("statement.closing"),
    generated: t("statement.generated", { date: "1 Dec 2026" }),
    none: t("statement.none"),
  };
}

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
