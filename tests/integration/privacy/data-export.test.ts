import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { exportRequests } from "~/db/schema";
import { runRetention } from "~/domain/jobs/run-retention.server";
import {
  buildDataExport,
  buildWaitingExports,
  dataExportRefusals,
  findDataExportFile,
  latestDataExport,
  requestDataExport,
} from "~/domain/privacy/data-exports.server";
import {
  DAY1,
  newProfile,
  setUpReviewsDatabase,
  storage,
  testDb,
} from "../../support/review-fixtures";
import { payoutEarnings, REWARD_PER_REVIEW, rewardsForPayout } from "../../support/reward-amounts";
import { paidReviewer } from "./privacy-fixtures";

setUpReviewsDatabase();

const DAY_MS = 86_400_000;

/** A request the limits let through (decision 103), as every test before the limits asked. */
async function newRequest(profileId: string, now: Date) {
  const request = await requestDataExport(testDb.db, { profileId, now });
  if (!request.ok) throw new Error(request.reason);
  return request;
}

async function readZip(profileId: string, requestId: string, now: Date) {
  const file = await findDataExportFile(testDb.db, { profileId, requestId, now });
  if (!file.ok) throw new Error(file.reason);
  const stored = await storage.get(file.fileKey);
  if (!stored) throw new Error("export file missing");
  expect(stored.contentType).toBe("application/zip");
  return unzipSync(new Uint8Array(stored.bytes));
}

// paidReviewer approves `rewardsForPayout` reviews (twenty at ₹5): on two loaded cores that can
// take longer than 30 s.
const TWENTY_APPROVALS_MS = 120_000;

describe("Download my data", () => {
  it("puts the reviewer's profile, reviews, ledger, payouts and proof photos in one ZIP", {
    timeout: TWENTY_APPROVALS_MS,
  }, async () => {
    const { reviewer, review, payoutId } = await paidReviewer();
    const request = await newRequest(reviewer.id, DAY1);
    expect(await latestDataExport(testDb.db, { profileId: reviewer.id, now: DAY1 })).toMatchObject({
      state: "preparing",
    });
    expect(await buildDataExport(testDb.db, storage, { requestId: request.id, now: DAY1 })).toBe(
      "ready",
    );
    const zip = await readZip(reviewer.id, request.id, DAY1);
    const json = (name: string) => JSON.parse(strFromU8(zip[name] ?? new Uint8Array()));
    expect(json("profile.json")).toMatchObject({ id: reviewer.id, reviewerName: "Kiran Patel" });
    const reviews = json("reviews.json") as { id: string; photo: string | null }[];
    expect(reviews).toHaveLength(rewardsForPayout);
    const mine = reviews.find((row) => row.id === review.id);
    expect(mine).toMatchObject({
      businessName: "Sharma Sweets",
      status: "approved",
      earnings: REWARD_PER_REVIEW,
    });
    expect(json("payouts.json")).toEqual([
      expect.objectContaining({
        id: payoutId,
        amount: payoutEarnings,
        upiId: "kiran@okaxis",
        status: "paid",
      }),
    ]);
    const ledger = json("wallet-ledger.json") as { amount: number }[];
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    // The one stored photo is in it, byte for byte; the inserted ones had no file.
    const [stored] = await testDb.db
      .select()
      .from(exportRequests)
      .where(eq(exportRequests.id, request.id));
    expect(stored?.status).toBe("ready");
    const photo = zip[mine?.photo ?? ""];
    expect(photo?.length).toBeGreaterThan(0);
    expect(Object.keys(zip).filter((name) => name.startsWith("photos/"))).toHaveLength(1);
  });

  it("answers only its owner, and stops at expiry with a way to ask again", {
    timeout: TWENTY_APPROVALS_MS,
  }, async () => {
    const { reviewer } = await paidReviewer();
    const stranger = await newProfile("user");
    const request = await newRequest(reviewer.id, DAY1);
    expect(await buildWaitingExports(testDb.db, storage, { now: DAY1 })).toEqual({ built: 1 });
    expect(
      await findDataExportFile(testDb.db, {
        profileId: stranger.id,
        requestId: request.id,
        now: DAY1,
      }),
    ).toEqual({ ok: false, reason: "not_found" });
    const justBefore = new Date(DAY1.getTime() + 7 * DAY_MS - 1000);
    expect(await readZip(reviewer.id, request.id, justBefore)).toHaveProperty(["profile.json"]);
    const after = new Date(DAY1.getTime() + 7 * DAY_MS + 1000);
    expect(
      await findDataExportFile(testDb.db, {
        profileId: reviewer.id,
        requestId: request.id,
        now: after,
      }),
    ).toEqual({ ok: false, reason: "expired" });
    expect(await latestDataExport(testDb.db, { profileId: reviewer.id, now: after })).toMatchObject(
      { state: "expired" },
    );
    // The retention sweep deletes the file at expiry; a new request makes a new one.
    const [row] = await testDb.db
      .select()
      .from(exportRequests)
      .where(eq(exportRequests.id, request.id));
    const swept = await runRetention(testDb.db, storage, { now: after });
    // This file and the first test's, both asked on day 1.
    expect(swept.exportFiles).toBe(2);
    expect(await storage.get(row?.fileKey ?? "")).toBeNull();
    const [expired] = await testDb.db
      .select()
      .from(exportRequests)
      .where(eq(exportRequests.id, request.id));
    expect(expired).toMatchObject({ status: "expired", fileKey: null });
    const again = await newRequest(reviewer.id, after);
    expect(again.id).not.toBe(request.id);
  });

  it("reuses a request still being prepared instead of starting a second", async () => {
    const reviewer = await newProfile("user");
    const first = await newRequest(reviewer.id, DAY1);
    const second = await newRequest(reviewer.id, DAY1);
    expect(second.id).toBe(first.id);
    expect(first.inline).toBe(true);
  });
});

// Issue 45 point 6, decision 103: 25 requests made 25 ZIPs kept 7 days each.
describe("the limit on 'Prepare my data'", () => {
  it("answers with the export that is ready instead of making another", async () => {
    const reviewer = await newProfile("user");
    const first = await newRequest(reviewer.id, DAY1);
    expect(await buildDataExport(testDb.db, storage, { requestId: first.id, now: DAY1 })).toBe(
      "ready",
    );
    const later = new Date(DAY1.getTime() + DAY_MS);
    for (let tap = 0; tap < 5; tap += 1) {
      const again = await requestDataExport(testDb.db, { profileId: reviewer.id, now: later });
      expect(again).toMatchObject({ ok: true, id: first.id, existing: "ready" });
    }
    expect(await testDb.db.$count(exportRequests, eq(exportRequests.profileId, reviewer.id))).toBe(
      1,
    );
  });

  it("allows 3 new exports in 7 days, then says from when the next one can be asked", async () => {
    const reviewer = await newProfile("user");
    const asked: Date[] = [];
    for (let day = 0; day < 3; day += 1) {
      const now = new Date(DAY1.getTime() + day * DAY_MS);
      const request = await newRequest(reviewer.id, now);
      expect(request.existing).toBeNull();
      asked.push(now);
      // Each one's file was gone early (expired): the person may ask again, within the limit.
      await testDb.db
        .update(exportRequests)
        .set({ status: "expired" })
        .where(eq(exportRequests.id, request.id));
    }
    const fourthDay = new Date(DAY1.getTime() + 3 * DAY_MS);
    expect(await requestDataExport(testDb.db, { profileId: reviewer.id, now: fourthDay })).toEqual({
      ok: false,
      reason: "too_many_exports",
      retryAt: new Date(DAY1.getTime() + 7 * DAY_MS),
    });
    expect(dataExportRefusals.too_many_exports).toMatchObject({ status: 429, field: "export" });
    expect(await testDb.db.$count(exportRequests, eq(exportRequests.profileId, reviewer.id))).toBe(
      3,
    );
    // The first request leaves the week: one more may be asked.
    const weekLater = new Date(DAY1.getTime() + 7 * DAY_MS + 1000);
    expect(
      await requestDataExport(testDb.db, { profileId: reviewer.id, now: weekLater }),
    ).toMatchObject({ ok: true, existing: null });
  });

  it("never counts an export that failed: that one was ours to make", async () => {
    const reviewer = await newProfile("user");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const now = new Date(DAY1.getTime() + attempt * 60 * 60 * 1000);
      const request = await newRequest(reviewer.id, now);
      expect(request.existing).toBeNull();
      await testDb.db
        .update(exportRequests)
        .set({ status: "failed" })
        .where(eq(exportRequests.id, request.id));
    }
  });

  it("holds under parallel taps: one request, never a second or a fourth", async () => {
    const reviewer = await newProfile("user");
    const taps = await Promise.all(
      Array.from({ length: 6 }, () =>
        requestDataExport(testDb.db, { profileId: reviewer.id, now: DAY1 }),
      ),
    );
    expect(new Set(taps.map((tap) => (tap.ok ? tap.id : tap.reason))).size).toBe(1);
    expect(await testDb.db.$count(exportRequests, eq(exportRequests.profileId, reviewer.id))).toBe(
      1,
    );
  });
});
