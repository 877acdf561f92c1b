import { describe, expect, it } from "vitest";
import { readEarningsStatement } from "~/domain/money/earnings-statement.server";
import { markPayoutPaid, rejectPayout } from "~/domain/money/payouts/process-payout.server";
import { financialYearOf } from "~/domain/money/payouts/statement-years";
import {
  statementCsv,
  statementWords,
} from "~/routes/user-dashboard/statement/statement-files.server";
import {
  admin,
  requested,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings } from "../../support/reward-amounts";

/**
 * Issue 46, point 8: a payout line of the earnings statement says what became of it — paid with
 * the UTR, returned to the wallet, or not paid yet — in the reviewer's language.
 */
setUpPayoutsDatabase();

const wordsIn = (language: "en" | "hi") =>
  statementWords(language, {
    label: "2026-27",
    startYear: 2026,
    name: "Sunita",
    phone: "+917400000002",
    today: new Date("2026-12-01T06:00:00Z"),
  });

async function payoutEntries(userId: string, language: "en" | "hi") {
  const statement = await readEarningsStatement(testDb.db, {
    userId,
    startYear: financialYearOf(tick()).startYear,
  });
  if (!statement) throw new Error("no statement");
  return statementCsv(statement, wordsIn(language))
    .split("\r\n")
    .filter((row) => row.includes(wordsIn(language).reasons.payout_request));
}

describe("a payout's line on the earnings statement", () => {
  it("says returned, then not paid yet, then paid with its UTR, in English and Hindi", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const first = await requested(reviewer.id);
    const rejected = await rejectPayout(testDb.db, {
      payoutId: first.id,
      adminId: admin.id,
      reason: "Wrong UPI ID",
    });
    expect(rejected.ok).toBe(true);
    const second = await requested(reviewer.id);

    const waiting = await payoutEntries(reviewer.id, "en");
    expect(waiting).toHaveLength(2);
    expect(waiting[0]).toContain(
      `"Payout requested · not paid, returned to wallet",-${payoutEarnings}`,
    );
    expect(waiting[1]).toContain(`Payout requested · not paid yet,-${payoutEarnings}`);

    const paid = await markPayoutPaid(testDb.db, {
      payoutId: second.id,
      adminId: admin.id,
      reference: "412345678901",
    });
    expect(paid.ok).toBe(true);
    const english = await payoutEntries(reviewer.id, "en");
    expect(english[1]).toContain(`"Payout requested · paid, UTR 412345678901",-${payoutEarnings}`);
    const hindi = await payoutEntries(reviewer.id, "hi");
    expect(hindi[0]).toContain("पेआउट माँगा · नहीं भेजा गया, वॉलेट में लौटा");
    expect(hindi[1]).toContain("पेआउट माँगा · भेज दिया गया, UTR 412345678901");
    // No entry ends with a separator that has nothing after it.
    for (const row of [...english, ...hindi]) expect(row).not.toMatch(/·\s*[,"]/);
  });
});
