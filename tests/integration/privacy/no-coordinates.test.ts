import type { AddressInfo } from "node:net";
import { Readable, Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "~/auth/session.server";
import { campaigns, reviewProofChecks, reviews } from "~/db/schema";
import { readPhotoExif } from "~/domain/proofs/photo-facts.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { logger, writeLogLinesTo } from "~/logging/logger.server";
import { action as reviewerAction } from "~/routes/user-dashboard/route";
import { requestLog } from "../../../server/request-log";
import { exifPhoto, exifRationals } from "../../support/exif-photos";
import {
  activeBhopalCampaign,
  bhopalReviewer,
  contextFor,
  setUpFormDatabase,
  storage,
  testDb,
} from "../../support/form-post";
import { visitOn } from "../../support/visit";

/*
 * The coordinate-free check (issue 49, decision 129), the promise of
 * policies.privacy.sections.photoPlace.text: a Write Review posted through the server's own
 * request logger with a position from the camera's fields and another in the photo's EXIF GPS
 * leaves a band and a time, and none of either position's digits in any table or log line.
 */

setUpFormDatabase();

const shop = { lat: 23.2331, lng: 77.4343 };
const camera = { lat: 23.23364, lng: 77.43471 }; // about 60 m from the shop
const photoGps = { lat: 23.24518, lng: 77.41962 }; // about 2 km away

/** Every way a coordinate could be written: as sent, without its point, shorter, as EXIF rationals. */
function renderings(degrees: number): string[] {
  const text = String(degrees);
  const rational = exifRationals(degrees);
  const secondsNumerator = rational.split(" ")[2]?.split("/")[0] ?? "";
  return [
    text,
    text.replace(".", ""),
    degrees.toFixed(4),
    degrees.toFixed(4).replace(".", ""),
    String(Math.round(degrees * 1e5)),
    rational,
    secondsNumerator,
  ];
}
const forbidden = [camera.lat, camera.lng, photoGps.lat, photoGps.lng].flatMap(renderings);

const logText: string[] = [];
let base = "";
let close = () => {};
let reviewer: Profile;
let restoreLevel = "info";

beforeAll(async () => {
  writeLogLinesTo(
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logText.push(chunk.toString("utf8"));
        callback();
      },
    }) as unknown as Parameters<typeof writeLogLinesTo>[0],
  );
  restoreLevel = logger.level;
  logger.level = "trace";
  reviewer = await bhopalReviewer();
  const app = express();
  app.use(requestLog(logger));
  // The reviewer dashboard's action, as the server hands it a request.
  app.post("/dashboard", async (req, res) => {
    const request = new Request("http://localhost/dashboard", {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const answer = (await reviewerAction({
      request,
      context: contextFor({ as: reviewer }),
      params: {},
    } as never)) as { init?: { status?: number } | null };
    res.status(answer?.init?.status ?? 200).send("done");
  });
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  close = () => listener.close();
});

afterAll(() => {
  logger.level = restoreLevel;
  close();
});

async function everyTableAsText(): Promise<string> {
  const tables = (await testDb.db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `)) as unknown as { rows: { table_name: string }[] };
  expect(tables.rows.map((row) => row.table_name)).toContain("review_proof_checks");
  const texts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = (await testDb.db.execute(
      sql.raw(`select t::text as row from "${table}" t`),
    )) as unknown as { rows: { row: string }[] };
    texts.push(...rows.rows.map((row) => `${table}: ${row.row}`));
  }
  return texts.join("\n");
}

describe("a review sent with positions", () => {
  it("keeps a band and a time, and no coordinate in any table or log line", async () => {
    const campaign = await activeBhopalCampaign();
    await testDb.db
      .update(campaigns)
      .set({ placeLat: shop.lat, placeLng: shop.lng })
      .where(eq(campaigns.id, campaign.id));
    const photo = await exifPhoto({ takenAt: "2026:11:20 13:00:00", position: photoGps });
    // The photo carries its GPS as rationals before it is sent.
    expect((await readPhotoExif(photo)).position?.lat).toBeCloseTo(photoGps.lat, 5);
    const form = new FormData();
    const visit = visitOn();
    for (const [name, value] of Object.entries({
      intent: "submit-review",
      campaignId: campaign.id,
      rating: "4",
      reviewText: Array.from({ length: 30 }, () => "honest").join(" "),
      visitedOn: visit.visitedOn,
      noRelationship: "on",
      photoSource: "camera",
      photoLat: String(camera.lat),
      photoLng: String(camera.lng),
      photoAccuracy: "9",
      photoCapturedAt: new Date(Date.now() - 30_000).toISOString(),
    })) {
      form.append(name, value);
    }
    form.append("proof", new File([new Uint8Array(photo)], "bill.jpg", { type: "image/jpeg" }));
    const linesBefore = logText.length;
    const answer = await fetch(`${base}/dashboard`, { method: "POST", body: form });
    expect(answer.status).toBe(200);
    // The request logger's line is written when the response ends.
    await expect.poll(() => logText.slice(linesBefore).join("")).toContain('"msg":"request"');

    const [review] = await testDb.db
      .select()
      .from(reviews)
      .where(eq(reviews.campaignId, campaign.id));
    if (!review) throw new Error("no review");
    const [facts] = await testDb.db
      .select()
      .from(reviewProofChecks)
      .where(eq(reviewProofChecks.reviewId, review.id));
    expect(facts).toMatchObject({
      placeBand: "within_200m",
      placeSource: "camera",
      takenSource: "camera",
    });
    // The stored proof has no metadata left to read.
    const stored = await storage.get(review.proof);
    expect(stored && (await readPhotoExif(stored.bytes))).toEqual({
      position: null,
      takenAt: null,
    });

    const tables = await everyTableAsText();
    const logs = logText.join("");
    for (const digits of forbidden) {
      expect(tables, `the tables hold ${digits}`).not.toContain(digits);
      expect(logs, `the log holds ${digits}`).not.toContain(digits);
    }
    // The check would see them: the business's own place is kept, and found.
    expect(tables).toContain(String(shop.lat));
  });
});

describe("the privacy page", () => {
  it("says a photo's position becomes a band and a time, and coordinates are never kept", () => {
    const english = en.policies.privacy.sections.photoPlace.text;
    expect(english).toContain("distance band from the business");
    expect(english).toContain("keep only that band and the time");
    expect(english).toContain("never stored, logged or sent on");
    const hindi = hi.policies.privacy.sections.photoPlace.text;
    expect(hindi).toContain("दूरी की एक श्रेणी");
    expect(hindi).toContain("कभी सहेजे, लॉग किए या किसी को भेजे नहीं जाते");
  });

  it("and the notice beside the photo in Write Review says it where the photo is chosen", () => {
    expect(en.consent.proofNotice).toContain(
      "is kept only as its distance from the business and a time, never the place",
    );
    expect(hi.consent.proofNotice).toContain("सिर्फ़ बिज़नेस से दूरी और समय रखा जाता है, जगह कभी नहीं");
  });
});
