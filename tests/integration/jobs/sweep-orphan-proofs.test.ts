import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, reviews } from "~/db/schema";
import { ORPHAN_PROOF_AGE_MS, sweepOrphanProofs } from "~/domain/jobs/sweep-orphan-proofs.server";
import { PRICE_PER_REVIEW } from "~/domain/money/rupees";
import { createS3Storage } from "~/storage/s3-storage.server";
import { createDiskStorage, newProofKey, type ProofStorage } from "~/storage/storage.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

let testDb: TestDatabase;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-sweep-"));
  folders.push(dir);
  return dir;
};
const later = () => new Date(Date.now() + ORPHAN_PROOF_AGE_MS + 60_000);
const webp = Buffer.from("RIFF....WEBPVP8 proof");

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const { newProfile } = profileMaker({ database: () => testDb, firstPhone: 7700000001 });
/** A review that names this proof key. */
async function reviewNaming(proof: string) {
  const business = await newProfile("business");
  const reviewer = await newProfile("user", { city: "Bhopal" });
  const [campaign] = await testDb.db
    .insert(campaigns)
    .values({
      businessId: business.id,
      businessName: "Sweep Cafe",
      mapsLink: "https://maps.app.goo.gl/sweep",
      city: "Bhopal",
      targetReviews: 1,
      cost: PRICE_PER_REVIEW,
      status: "active",
      distributionDays: 1,
      distributionSchedule: [1],
      startDate: new Date(),
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error("no campaign");
  await testDb.db.insert(reviews).values({
    campaignId: campaign.id,
    userId: reviewer.id,
    reviewText: "honest words",
    rating: 3,
    proof,
    reviewerName: "Kiran",
    reviewerEmail: "kiran@example.in",
  });
}

/** A process that stores a proof and is killed with SIGKILL before it saves its review. */
async function killedMidSubmission(dir: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/store-proof-then-hang.ts", dir],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const key = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("\n")) resolve(output.trim());
    });
    child.once("exit", () => reject(new Error(`child exited before storing: ${output}`)));
  });
  child.kill("SIGKILL");
  await exited;
  return key;
}

async function keysIn(storage: ProofStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.listStoredBefore(later())) keys.push(...page);
  return keys.toSorted();
}

describe("the orphan proof sweep", () => {
  it("deletes the proof of a submission killed before its review was saved, once it is an hour old, and keeps named ones", async () => {
    const dir = folder();
    const storage = createDiskStorage({ dir });
    const orphan = await killedMidSubmission(dir);
    const named = newProofKey();
    await storage.put(named, webp, "image/webp");
    await reviewNaming(named);
    expect(existsSync(path.join(dir, orphan))).toBe(true);

    // Too young: it could still be a submission on its way.
    expect(await sweepOrphanProofs(testDb.db, storage)).toEqual({ checked: 0, deleted: 0 });
    expect(await keysIn(storage)).toEqual([named, orphan].toSorted());

    expect(await sweepOrphanProofs(testDb.db, storage, { now: later() })).toEqual({
      checked: 2,
      deleted: 1,
    });
    expect(await keysIn(storage)).toEqual([named]);
    expect(existsSync(path.join(dir, orphan))).toBe(false);
  });

  it("does the same in an S3 bucket", async () => {
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: folder(),
      configureBuckets: [{ name: "sweep", configs: [] }],
    });
    const { port } = await server.run();
    try {
      const storage = createS3Storage({
        bucket: "sweep",
        region: "ap-south-1",
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        prefix: "reviewkaro/test",
      });
      const orphan = newProofKey();
      const named = newProofKey();
      await storage.put(orphan, webp, "image/webp");
      await storage.put(named, webp, "image/webp");
      await reviewNaming(named);
      expect(await sweepOrphanProofs(testDb.db, storage, { now: later() })).toEqual({
        checked: 2,
        deleted: 1,
      });
      expect(await storage.get(orphan)).toBeNull();
      expect(await storage.get(named)).not.toBeNull();
    } finally {
      await server.close();
    }
  });
});
