import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { exportRequests } from "~/db/schema";
import { runRetention } from "~/domain/jobs/run-retention.server";
import {
  buildDataExport,
  buildWaitingExports,
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
import { paidReviewer } from "./privacy-fixtures";

setUpReviewsDatabase();

const DAY_MS = 86_400_000;

async function readZip(profileId: string, requestId: string, now: Date) {
  const file = await findDataExportFile(testDb.db, { profileId, requestId, now });
  if (!file.ok) throw new Error(file.reason);
  const stored = await storage.get(file.fileKey);
  if (!stored) throw new Error("export file missing");
  expect(stored.contentType).toBe("application/zip");
  return unzipSync(new Uint8Array(stored.bytes));
}

// paidReviewer approves twenty reviews: on two loaded cores that can take longer than 30 s.
const TWENTY_APPROVALS_MS = 120_000;

describe("Download my data", () => {
  it("puts the reviewer's profile, reviews, ledger, payouts and proof photos in one ZIP", {
    timeout: TWENTY_APPROVALS_MS,
  }, async () => {
    const { reviewer, review, payoutId } = await paidReviewer();
    const request = await requestDataExport(testDb.db, { profileId: reviewer.id, now: DAY1 });
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
    expect(reviews).toHaveLength(20);
    const mine = reviews.find((row) => row.id === review.id);
    expect(mine).toMatchObject({ businessName: "Sharma Sweets", status: "approved", earnings: 5 });
    expect(json("payouts.json")).toEqual([
      expect.objectContaining({ id: payoutId, amount: 100, upiId: "kiran@okaxis", status: "paid" }),
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
    const request = await requestDataExport(testDb.db, { profileId: reviewer.id, now: DAY1 });
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
    const again = await requestDataExport(testDb.db, { profileId: reviewer.id, now: after });
    expect(again.id).not.toBe(request.id);
  });

  it("reuses a request still being prepared instead of starting a second", async () => {
    const reviewer = await newProfile("user");
    const first = await requestDataExport(testDb.db, { profileId: reviewer.id, now: DAY1 });
    const second = await requestDataExport(testDb.db, { profileId: reviewer.id, now: DAY1 });
    expect(second.id).toBe(first.id);
    expect(first.inline).toBe(true);
  });
});
