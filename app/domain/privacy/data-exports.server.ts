import { and, asc, count, desc, eq, gt, ne, sql } from "drizzle-orm";
import { strToU8, type Zippable, zipSync } from "fflate";
import type { DbOrTx } from "~/db/client.server";
import { exportRequests, reviewRevisions, reviews } from "~/db/schema";
import type { Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { newExportKey } from "~/storage/keys.server";
import type { ProofStorage } from "~/storage/storage.server";
import { collectAccountData } from "./account-data.server";
import { exportSummaryHtml } from "./export-summary.server";

/** How long a download link works (decision 076). */
export const EXPORT_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An account with up to this many proof photos gets its ZIP at once; a larger one from the job. */
export const INLINE_EXPORT_PROOFS = 20;

export type DataExportState =
  | { state: "none" }
  | { state: "preparing"; id: string; requestedAt: Date }
  | { state: "ready"; id: string; readyAt: Date; expiresAt: Date }
  | { state: "expired"; id: string; expiresAt: Date }
  | { state: "failed"; id: string };

/** The person's newest export, as the profile screen shows it. */
export async function latestDataExport(
  db: DbOrTx,
  input: { profileId: string; now?: Date },
): Promise<DataExportState> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(eq(exportRequests.profileId, input.profileId))
    .orderBy(desc(exportRequests.requestedAt))
    .limit(1);
  if (!row) return { state: "none" };
  if (row.status === "preparing") {
    return { state: "preparing", id: row.id, requestedAt: row.requestedAt };
  }
  if (row.status === "failed" || !row.expiresAt || !row.readyAt) {
    return { state: "failed", id: row.id };
  }
  if (row.status === "expired" || row.expiresAt.getTime() <= now.getTime()) {
    return { state: "expired", id: row.id, expiresAt: row.expiresAt };
  }
  return { state: "ready", id: row.id, readyAt: row.readyAt, expiresAt: row.expiresAt };
}

/** New exports one account may ask for in any 7 days (decision 103): each is a ZIP kept 7 days. */
export const EXPORTS_PER_WEEK = 3;
const WEEK_MS = 7 * DAY_MS;

export type DataExportRequest =
  | { ok: true; id: string; inline: boolean; existing: "preparing" | "ready" | null }
  | { ok: false; reason: "too_many_exports"; retryAt: Date };

/** Said at the 'Prepare my data' button, with the date and time they can ask again. */
export const dataExportRefusals = {
  too_many_exports: {
    status: 429,
    field: "export",
    title: "dataRights.exportLimitTitle",
    message: "dataRights.exportLimitText",
  },
} as const satisfies Refusals<"too_many_exports", "export">;

/**
 * Asks for a new export (decision 103): an export still being prepared, or ready and not yet
 * expired, answers instead of a second (`existing`); past EXPORTS_PER_WEEK requests in 7 days the
 * request is refused with the moment the oldest of them leaves the week. Counted in the database
 * under a per-account lock, so it holds across servers and double taps. `inline` says whether
 * the account is small enough for the caller to build it now, after this commit.
 */
export async function requestDataExport(
  db: DbOrTx,
  input: { profileId: string; now?: Date },
): Promise<DataExportRequest> {
  const now = input.now ?? new Date();
  type Answer = { id: string; existing: "preparing" | "ready" | null } | { retryAt: Date };
  const outcome = await db.transaction(async (tx): Promise<Answer> => {
    // One request at a time per person: a double tap waits for the first and reuses it.
    await tx.execute(sql`select pg_advisory_xact_lock(7033076, hashtext(${input.profileId}))`);
    const [latest] = await tx
      .select({
        id: exportRequests.id,
        status: exportRequests.status,
        expiresAt: exportRequests.expiresAt,
      })
      .from(exportRequests)
      .where(eq(exportRequests.profileId, input.profileId))
      .orderBy(desc(exportRequests.requestedAt))
      .limit(1);
    if (latest?.status === "preparing") return { id: latest.id, existing: "preparing" as const };
    if (latest?.status === "ready" && latest.expiresAt && latest.expiresAt > now) {
      return { id: latest.id, existing: "ready" as const };
    }
    const thisWeek = await tx
      .select({ requestedAt: exportRequests.requestedAt })
      .from(exportRequests)
      .where(
        and(
          eq(exportRequests.profileId, input.profileId),
          gt(exportRequests.requestedAt, new Date(now.getTime() - WEEK_MS)),
          // An export that failed was ours to make: it never costs the person a request.
          ne(exportRequests.status, "failed"),
        ),
      )
      .orderBy(asc(exportRequests.requestedAt));
    const oldest = thisWeek[0];
    if (oldest && thisWeek.length >= EXPORTS_PER_WEEK) {
      return { retryAt: new Date(oldest.requestedAt.getTime() + WEEK_MS) };
    }
    const [created] = await tx
      .insert(exportRequests)
      .values({ profileId: input.profileId, requestedAt: now })
      .returning({ id: exportRequests.id });
    if (!created) throw new Error("export request not inserted");
    return { id: created.id, existing: null };
  });
  if ("retryAt" in outcome) {
    return { ok: false, reason: "too_many_exports", retryAt: outcome.retryAt };
  }
  const inline = (await countProofs(db, input.profileId)) <= INLINE_EXPORT_PROOFS;
  return { ok: true, ...outcome, inline };
}

async function countProofs(db: DbOrTx, profileId: string): Promise<number> {
  const [own] = await db.select({ n: count() }).from(reviews).where(eq(reviews.userId, profileId));
  const [earlier] = await db
    .select({ n: count() })
    .from(reviewRevisions)
    .innerJoin(reviews, eq(reviews.id, reviewRevisions.reviewId))
    .where(eq(reviews.userId, profileId));
  return (own?.n ?? 0) + (earlier?.n ?? 0);
}

/**
 * Builds one request's ZIP (summary.html, JSON files and proof photos), stores it, and marks the request
 * ready for EXPORT_LINK_DAYS. Outside any transaction: the build reads and stores files. When
 * another run got there first, or the account was deleted meanwhile, its file is deleted again.
 */
export async function buildDataExport(
  db: DbOrTx,
  storage: ProofStorage,
  input: { requestId: string; now?: Date },
): Promise<"ready" | "gone"> {
  const [request] = await db
    .select({ profileId: exportRequests.profileId })
    .from(exportRequests)
    .where(and(eq(exportRequests.id, input.requestId), eq(exportRequests.status, "preparing")));
  if (!request) return "gone";
  const data = await collectAccountData(db, request.profileId);
  const entries: Zippable = {};
  const jsonNames = Object.keys(data.files).map((name) => `${name}.json`);
  // The readable page comes first, in the person's language (decision 111).
  if (data.parts) {
    const files = data.proofs.length > 0 ? [...jsonNames, "photos/"] : jsonNames;
    entries["summary.html"] = strToU8(
      exportSummaryHtml(data.parts, { files, preparedAt: input.now ?? new Date() }),
    );
  }
  for (const [name, value] of Object.entries(data.files)) {
    entries[`${name}.json`] = strToU8(JSON.stringify(value, null, 2));
  }
  for (const proof of data.proofs) {
    const stored = await storage.get(proof.key);
    // Photos are already compressed: stored as they are.
    if (stored) entries[proof.name] = [new Uint8Array(stored.bytes), { level: 0 }];
  }
  const key = newExportKey();
  await storage.put(key, Buffer.from(zipSync(entries)), "application/zip");
  const now = input.now ?? new Date();
  const [marked] = await db
    .update(exportRequests)
    .set({
      status: "ready",
      readyAt: now,
      fileKey: key,
      expiresAt: new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS),
    })
    .where(and(eq(exportRequests.id, input.requestId), eq(exportRequests.status, "preparing")))
    .returning({ id: exportRequests.id });
  if (marked) return "ready";
  await storage.delete(key);
  return "gone";
}

/** The background job's work: builds the exports still waiting, oldest first, a few per run. */
export async function buildWaitingExports(
  db: DbOrTx,
  storage: ProofStorage,
  options: { now?: Date; limit?: number } = {},
): Promise<{ built: number }> {
  const waiting = await db
    .select({ id: exportRequests.id })
    .from(exportRequests)
    .where(eq(exportRequests.status, "preparing"))
    .orderBy(exportRequests.requestedAt)
    .limit(options.limit ?? 5);
  let built = 0;
  for (const request of waiting) {
    const outcome = await buildDataExport(db, storage, { requestId: request.id, now: options.now });
    if (outcome === "ready") built += 1;
  }
  return { built };
}

export type DownloadResult =
  | { ok: true; fileKey: string }
  | { ok: false; reason: "not_found" | "expired" | "preparing" };

/** The owner's ZIP, while its link works; anyone else's id reads as not found. */
export async function findDataExportFile(
  db: DbOrTx,
  input: { profileId: string; requestId: string; now?: Date },
): Promise<DownloadResult> {
  if (!isUuid(input.requestId)) return { ok: false, reason: "not_found" };
  const now = input.now ?? new Date();
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(
      and(eq(exportRequests.id, input.requestId), eq(exportRequests.profileId, input.profileId)),
    );
  if (!row || row.status === "failed") return { ok: false, reason: "not_found" };
  if (row.status === "preparing") return { ok: false, reason: "preparing" };
  if (!row.fileKey || !row.expiresAt || row.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, reason: "expired" };
  }
  return { ok: true, fileKey: row.fileKey };
}
