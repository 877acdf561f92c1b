import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffAccessViews } from "~/db/schema";
import { loader as payoutQr } from "~/routes/admin-dashboard/payout-qr/route";
import {
  action as adminAction,
  loader as payoutsTab,
} from "~/routes/admin-dashboard/payouts/route";
import {
  admin,
  contextFor,
  load,
  pendingPayoutRow,
  post,
  setUpFormDatabase,
  testDb,
} from "../../support/form-post";

/**
 * Issue 45, point 7 (decision 104): with manual payouts the Payouts tab shows each UPI ID masked,
 * in its page data too, until the admin's 'Show UPI ID', which is a row of the access log; and
 * nothing personal is kept by a browser's cache.
 */
setUpFormDatabase();

const WHOLE = "kiran.personal@okaxis";

const pendingPayout = () => pendingPayoutRow(WHOLE, { reviewerName: "Kiran P." });

const viewsOf = (payoutId: string) =>
  testDb.db
    .select()
    .from(staffAccessViews)
    .where(and(eq(staffAccessViews.recordId, payoutId), eq(staffAccessViews.kind, "upi")));

describe("the Payouts tab with manual payouts", () => {
  it("carries no whole UPI ID until 'Show UPI ID', which logs the view and answers it", async () => {
    const { reviewer, payout } = await pendingPayout();
    const page = await load(payoutsTab, "/admin/payouts", { as: admin });
    const data = JSON.stringify(page);
    expect(data).toContain(payout.id);
    expect(data).toContain("ki•••@okaxis");
    expect(data).not.toContain(WHOLE);
    expect(data).not.toContain("kiran.personal");
    expect(await viewsOf(payout.id)).toEqual([]);

    const shown = await post(
      adminAction,
      { intent: "reveal-upi", payoutId: payout.id },
      { as: admin },
    );
    expect(shown.status).toBe(200);
    expect((shown.data as { revealed?: string }).revealed).toBe(WHOLE);
    expect(await viewsOf(payout.id)).toMatchObject([
      {
        staffId: admin.id,
        subjectId: reviewer.id,
        masked: "ki•••@okaxis",
        screen: "/admin/payouts",
      },
    ]);
  });

  it("draws the QR code for no browser cache to keep", async () => {
    const { payout } = await pendingPayout();
    const answer = (await payoutQr({
      request: new Request(`http://localhost/admin/payouts/${payout.id}/qr`),
      params: { payoutId: payout.id },
      context: contextFor({ as: admin }),
    } as never)) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("ETag")).toBeNull();
    expect(await viewsOf(payout.id)).toHaveLength(1);
  });
});

/**
 * Every route that chooses its own Cache-Control. A route serving anything personal (a UPI ID, a
 * proof, a review's text, a person's files) says 'private, no-store'; the pages of a signed-in
 * person get it from the session middleware. Only what is public or holds no one's data may be
 * kept, and it is named here with why. A new route choosing a cache must be added to one list.
 */
const personal = [
  "admin-dashboard/payout-qr/route.ts",
  "admin-dashboard/review-text/route.ts",
  "campaign-detail/review-text/route.ts",
  "campaign-detail/reviews-csv/route.ts",
  "proof.tsx",
  "account/export/route.ts",
  "user-dashboard/statement/route.ts",
  "business-documents/route.ts",
];
const notPersonal = {
  "public-campaign/share-image/route.ts": "a public page's share image",
  "transparency/csv/route.ts": "the public monthly report",
  "campaign-detail/pace-svg/route.ts": "a campaign's counts per day, no person's data",
  "events.ts": "a live stream of counts, never stored",
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("responses carrying personal data", () => {
  const root = path.resolve("app/routes");
  const choosing = routeFiles(root)
    .filter((file) => /["']Cache-Control["']/.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file));

  it("are all listed, and every route choosing a cache is in one list", () => {
    expect([...choosing].sort()).toEqual([...personal, ...Object.keys(notPersonal)].sort());
  });

  it.each(personal)("%s is kept by no cache", (file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    const chosen = [...source.matchAll(/["']Cache-Control["']\s*[:,]\s*[`"']([^`"']*)[`"']/g)].map(
      (match) => match[1],
    );
    expect(chosen.length, file).toBeGreaterThan(0);
    for (const value of chosen) expect(value, file).toBe("private, no-store");
  });
});
