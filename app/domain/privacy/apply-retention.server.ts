import { and, eq, inArray, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import {
  auditEvents,
  clientMarks,
  contactMessages,
  exportRequests,
  inboundWebhooks,
  legalHolds,
  reviewProofChecks,
  reviewRevisions,
  reviews,
  sessions,
  staffAccessViews,
  verifications,
} from "~/db/schema";
import { ERASED_PROOF } from "./erase-account.server";
import { retentionCutoff } from "./retention";

/** Rows changed per statement, so a first run over years of rows never holds locks for long. */
const BATCH = 1000;

export type RetentionOutcome = {
  otpCodes: number;
  sessions: number;
  clientMarks: number;
  reviewMarks: number;
  rejectedProofs: number;
  auditEvents: number;
  exportFiles: number;
  expiredExports: number;
  staffAccessViews: number;
  inboundWebhooks: number;
  /** A deleted account's copies held for the law, erased at their erase_after (decision 093). */
  legalHolds: number;
  /** Messages from the contact page a year old (decision 099). */
  contactMessages: number;
  /** Stored files no row names any more, for the caller to delete after the commits. */
  filesToDelete: string[];
};

/**
 * Applies docs/retention.md once (decision 077): deletes or empties exactly the rows whose time
 * is up, each kind in its own short statements. Files are only listed: the caller deletes them
 * after this returns, and the orphan sweep catches any it could not.
 */
export async function applyRetention(
  db: DbOrTx,
  options: { now?: Date } = {},
): Promise<RetentionOutcome> {
  const now = options.now ?? new Date();
  const filesToDelete: string[] = [];
  const otpCodes = await inBatches(async () => {
    const due = db
      .select({ id: verifications.id })
      .from(verifications)
      .where(lt(verifications.expiresAt, retentionCutoff("otpCodes", now)))
      .limit(BATCH);
    return (await db.delete(verifications).where(inArray(verifications.id, due)).returning())
      .length;
  });
  const expiredSessions = await inBatches(async () => {
    const due = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(lt(sessions.expiresAt, retentionCutoff("sessions", now)))
      .limit(BATCH);
    const gone = await db
      .delete(sessions)
      .where(inArray(sessions.id, due))
      .returning({ id: sessions.id });
    return gone.length;
  });
  const marks = await db
    .delete(clientMarks)
    .where(lt(clientMarks.lastSeenAt, retentionCutoff("clientMarks", now)))
    .returning({ hash: clientMarks.hash });
  const reviewMarks = await inBatches(async () => {
    const due = db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          lt(reviews.createdAt, retentionCutoff("clientMarks", now)),
          or(isNotNull(reviews.networkHash), isNotNull(reviews.deviceHash)),
        ),
      )
      .limit(BATCH);
    const cleared = await db
      .update(reviews)
      .set({ networkHash: null, deviceHash: null })
      .where(inArray(reviews.id, due))
      .returning({ id: reviews.id });
    return cleared.length;
  });
  const rejectedProofs = await eraseRejectedProofs(db, now, filesToDelete);
  const events = await inBatches(async () => {
    const due = db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        or(
          and(
            isNull(auditEvents.keptUntil),
            lt(auditEvents.createdAt, retentionCutoff("auditEvents", now)),
          ),
          // A deleted account's rows: 180 days after the deletion (decision 103).
          lt(auditEvents.keptUntil, now),
        ),
      )
      .limit(BATCH);
    const gone = await db
      .delete(auditEvents)
      .where(inArray(auditEvents.id, due))
      .returning({ id: auditEvents.id });
    return gone.length;
  });
  const views = await inBatches(async () => {
    const due = db
      .select({ id: staffAccessViews.id })
      .from(staffAccessViews)
      .where(lt(staffAccessViews.viewedAt, retentionCutoff("staffAccessViews", now)))
      .limit(BATCH);
    const gone = await db
      .delete(staffAccessViews)
      .where(inArray(staffAccessViews.id, due))
      .returning({ id: staffAccessViews.id });
    return gone.length;
  });
  const webhooks = await inBatches(async () => {
    // Handled ones after 90 days, failed or unfinished ones after a year (decision 087).
    const due = db
      .select({ id: inboundWebhooks.id })
      .from(inboundWebhooks)
      .where(
        or(
          and(
            inArray(inboundWebhooks.state, ["processed", "ignored"]),
            lt(inboundWebhooks.receivedAt, retentionCutoff("handledWebhooks", now)),
          ),
          lt(inboundWebhooks.receivedAt, retentionCutoff("failedWebhooks", now)),
        ),
      )
      .limit(BATCH);
    const gone = await db
      .delete(inboundWebhooks)
      .where(inArray(inboundWebhooks.id, due))
      .returning({ id: inboundWebhooks.id });
    return gone.length;
  });
  const contact = await inBatches(async () => {
    const due = db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(lt(contactMessages.createdAt, retentionCutoff("contactMessages", now)))
      .limit(BATCH);
    const gone = await db
      .delete(contactMessages)
      .where(inArray(contactMessages.id, due))
      .returning({ id: contactMessages.id });
    return gone.length;
  });
  const holds = await eraseDueHolds(db, now, filesToDelete);
  const exportFiles = await expireExportFiles(db, now, filesToDelete);
  const oldExports = await db
    .delete(exportRequests)
    .where(
      and(
        ne(exportRequests.status, "preparing"),
        lt(exportRequests.requestedAt, retentionCutoff("expiredExports", now)),
      ),
    )
    .returning({ fileKey: exportRequests.fileKey });
  for (const row of oldExports) if (row.fileKey) filesToDelete.push(row.fileKey);
  return {
    otpCodes,
    sessions: expiredSessions,
    clientMarks: marks.length,
    reviewMarks,
    rejectedProofs,
    auditEvents: events,
    exportFiles,
    expiredExports: oldExports.length,
    staffAccessViews: views,
    inboundWebhooks: webhooks,
    legalHolds: holds,
    contactMessages: contact,
    filesToDelete,
  };
}

async function inBatches(run: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await run();
    total += changed;
    if (changed < BATCH) return total;
  }
}

/** Held copies past their erase_after: the rows go, and the photos they alone kept. */
async function eraseDueHolds(db: DbOrTx, now: Date, files: string[]): Promise<number> {
  return inBatches(async () => {
    const due = db
      .select({ id: legalHolds.id })
      .from(legalHolds)
      .where(lt(legalHolds.eraseAfter, now))
      .limit(BATCH);
    const gone = await db
      .delete(legalHolds)
      .where(inArray(legalHolds.id, due))
      .returning({ data: legalHolds.data });
    for (const row of gone) {
      const proofs = row.data.proofs;
      if (Array.isArray(proofs)) files.push(...proofs.filter((key) => typeof key === "string"));
    }
    return gone.length;
  });
}

/** A ready export past its expiry: its row says expired, and its file goes. */
async function expireExportFiles(db: DbOrTx, now: Date, files: string[]): Promise<number> {
  const due = await db
    .select({ id: exportRequests.id, fileKey: exportRequests.fileKey })
    .from(exportRequests)
    .where(and(eq(exportRequests.status, "ready"), lt(exportRequests.expiresAt, now)));
  if (due.length === 0) return 0;
  await db
    .update(exportRequests)
    .set({ status: "expired", fileKey: null })
    .where(
      inArray(
        exportRequests.id,
        due.map((row) => row.id),
      ),
    );
  for (const row of due) if (row.fileKey) files.push(row.fileKey);
  return due.length;
}

/**
 * A rejected review's photos a year after the decision: its current proof and those of its
 * rejected earlier versions (and a rejected earlier version of a review approved later).
 */
async function eraseRejectedProofs(db: DbOrTx, now: Date, files: string[]): Promise<number> {
  const cutoff = retentionCutoff("rejectedProofs", now);
  const dueReviews = await db
    .select({ id: reviews.id, proof: reviews.proof })
    .from(reviews)
    .where(
      and(
        eq(reviews.status, "rejected"),
        lt(reviews.moderatedAt, cutoff),
        ne(reviews.proof, ERASED_PROOF),
      ),
    )
    .limit(BATCH);
  const erased = new Set<string>();
  if (dueReviews.length > 0) {
    const changed = await db
      .update(reviews)
      .set({ proof: ERASED_PROOF, proofHash: null, proofSha256: null, proofKeys: null })
      .where(
        and(
          inArray(
            reviews.id,
            dueReviews.map((row) => row.id),
          ),
          eq(reviews.status, "rejected"),
        ),
      )
      .returning({ id: reviews.id });
    for (const row of changed) erased.add(row.id);
    // What was read from the photo (a band, a time, the bill) goes with it (decision 129).
    if (erased.size > 0) {
      await db.delete(reviewProofChecks).where(inArray(reviewProofChecks.reviewId, [...erased]));
    }
  }
  for (const row of dueReviews) if (erased.has(row.id)) files.push(row.proof);
  const dueVersions = await db
    .select({ id: reviewRevisions.id, proof: reviewRevisions.proof })
    .from(reviewRevisions)
    .where(and(lt(reviewRevisions.rejectedAt, cutoff), ne(reviewRevisions.proof, ERASED_PROOF)))
    .limit(BATCH);
  if (dueVersions.length > 0) {
    await db
      .update(reviewRevisions)
      .set({ proof: ERASED_PROOF })
      .where(
        inArray(
          reviewRevisions.id,
          dueVersions.map((row) => row.id),
        ),
      );
  }
  for (const row of dueVersions) files.push(row.proof);
  return erased.size + dueVersions.length;
}
