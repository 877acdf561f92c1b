import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, campaigns, payouts, profiles, reviews, suspensions } from "~/db/schema";
import { pauseCampaign } from "~/domain/campaigns/pause-campaign.server";
import { holdPayoutsOfSuspended } from "~/domain/money/payouts/suspension-holds.server";
import { lockAccountForSuspension } from "~/domain/shared/account-standing.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { rejectReview } from "./decide-review.server";
import {
  isSuspensionCategory,
  MAX_SUSPENSION_REASON_LENGTH,
  readTypedText,
} from "./suspension-texts";

export type Suspension = typeof suspensions.$inferSelect;

/**
 * Whom to suspend, named by what the admin sees: the author of a review, the business of a
 * campaign, the reviewer of a payout (admin pages never send a whole account id), or the account.
 */
export type SuspensionSubject =
  | { profileId: string }
  | { reviewId: string }
  | { campaignId: string }
  | { payoutId: string };

export type SuspendAccountResult =
  | {
      ok: true;
      suspension: Suspension;
      rejectedReviews: number;
      heldPayouts: number;
      pausedCampaigns: number;
    }
  | {
      ok: false;
      reason:
        | "not_admin"
        | "not_found"
        | "not_suspendable"
        | "already_suspended"
        | "category_required"
        | "reason_required"
        | "reason_invalid"
        | "reason_too_long";
    };

/** How the suspend dialog answers each refusal: the category's and reason's at their fields. */
export const suspendAccountRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  not_suspendable: {
    status: 409,
    title: "suspensionAdmin.refusedTitle",
    message: "suspensionAdmin.notSuspendable",
  },
  already_suspended: {
    status: 409,
    title: "suspensionAdmin.refusedTitle",
    message: "suspensionAdmin.alreadySuspended",
  },
  category_required: {
    status: 400,
    field: "category",
    title: "input.refusedTitle",
    message: "suspensionAdmin.categoryRequired",
  },
  reason_required: {
    status: 400,
    field: "reason",
    title: "input.refusedTitle",
    message: "suspensionAdmin.reasonRequired",
  },
  reason_invalid: {
    status: 400,
    field: "reason",
    title: "input.refusedTitle",
    message: "input.controlCharacters",
  },
  reason_too_long: {
    status: 400,
    field: "reason",
    title: "input.refusedTitle",
    message: "input.tooLong",
    values: { max: MAX_SUSPENSION_REASON_LENGTH },
  },
} as const satisfies Refusals<ReasonOf<SuspendAccountResult>, "category" | "reason">;

const reasonRefusals = {
  required: "reason_required",
  invalid: "reason_invalid",
  too_short: "reason_required",
  too_long: "reason_too_long",
} as const;

/**
 * The admin suspends a reviewer or a business, for a reason in words (decision 071). In one
 * transaction: the account's pending reviews are rejected with that reason (no reward, counted as
 * any rejection), its payouts held, a business's live campaigns paused, and every session ended.
 * Published reviews stay as they are. There is no rating in the input, by design (decision 004).
 */
export async function suspendAccount(
  db: DbOrTx,
  input: {
    adminId: string;
    subject: SuspensionSubject;
    category: string;
    reason: string;
    /** Ends every session of the account inside this transaction (auth's deleteAllSessions). */
    endSessions: (tx: Transaction, profileId: string) => Promise<void>;
    now?: Date;
  },
): Promise<SuspendAccountResult> {
  const now = input.now ?? new Date();
  const category = input.category;
  const reason = readTypedText(input.reason, { max: MAX_SUSPENSION_REASON_LENGTH });
  return db.transaction(async (tx): Promise<SuspendAccountResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!isSuspensionCategory(category)) return { ok: false, reason: "category_required" };
    if (!reason.ok) return { ok: false, reason: reasonRefusals[reason.refusal] };
    const profileId = await accountOf(tx, input.subject);
    const role = profileId ? await findRole(tx, profileId) : undefined;
    if (!profileId || role === undefined) return { ok: false, reason: "not_found" };
    if (role !== "user" && role !== "business") return { ok: false, reason: "not_suspendable" };
    // Work the account has in flight (a review, a payout request) commits before this goes on.
    await lockAccountForSuspension(tx, profileId);
    const [suspension] = await tx
      .insert(suspensions)
      .values({
        profileId,
        category,
        reason: reason.text,
        suspendedBy: input.adminId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!suspension) return { ok: false, reason: "already_suspended" };
    const rejectedReviews = await rejectPendingReviews(tx, {
      adminId: input.adminId,
      profileId,
      reason: reason.text,
      now,
    });
    const heldPayouts = await holdPayoutsOfSuspended(tx, {
      userId: profileId,
      adminId: input.adminId,
      now,
    });
    const pausedCampaigns = await pauseLiveCampaigns(tx, {
      adminId: input.adminId,
      profileId,
      now,
    });
    await input.endSessions(tx, profileId);
    await tx.insert(auditEvents).values({
      type: "account_suspended",
      profileId: input.adminId,
      detail: {
        suspensionId: suspension.id,
        accountId: profileId,
        category,
        rejectedReviews,
        heldPayouts,
        pausedCampaigns,
      },
      createdAt: now,
    });
    return { ok: true, suspension, rejectedReviews, heldPayouts, pausedCampaigns };
  });
}

/**
 * The template a suspension's rejections carry (decision 109): the reviewer reads why in their
 * own language (`rejectionTemplates.account_suspended`), then the admin's reason as their note.
 */
export const SUSPENSION_REJECTION_TEMPLATE = "account_suspended";

/**
 * Each pending review leaves the queue through the admin's own rejection (category 'Other' with
 * the suspension's template, the suspension's reason as its note), so the reward, counters,
 * ledger and events are the usual ones.
 */
async function rejectPendingReviews(
  tx: Transaction,
  input: { adminId: string; profileId: string; reason: string; now: Date },
): Promise<number> {
  const pending = await tx
    .select({ id: reviews.id, campaignId: reviews.campaignId })
    .from(reviews)
    .where(and(eq(reviews.userId, input.profileId), eq(reviews.status, "pending")))
    .orderBy(reviews.createdAt);
  if (pending.length === 0) return 0;
  // Every campaign first, in id order, before a rejection's trigger locks the profile: an approval
  // of this account's review (campaign, review, then profile) then never waits on us in a circle.
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(inArray(campaigns.id, [...new Set(pending.map((review) => review.campaignId))]))
    .orderBy(campaigns.id)
    .for("update");
  let rejected = 0;
  for (const review of pending) {
    const outcome = await rejectReview(tx, {
      reviewId: review.id,
      adminId: input.adminId,
      category: "other",
      template: SUSPENSION_REJECTION_TEMPLATE,
      reason: input.reason,
      now: input.now,
      // Not a moderation check: a review a moderator holds, or half-checked, is rejected too.
      outsideChecks: true,
    });
    if (outcome.ok) rejected += 1;
  }
  return rejected;
}

/** A suspended business's live campaigns stop handing out slots; refunds stay the admin's call. */
async function pauseLiveCampaigns(
  tx: Transaction,
  input: { adminId: string; profileId: string; now: Date },
): Promise<number> {
  const live = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(profiles, eq(profiles.id, campaigns.businessId))
    .where(
      and(
        eq(campaigns.businessId, input.profileId),
        eq(profiles.role, "business"),
        eq(campaigns.status, "active"),
      ),
    )
    .orderBy(campaigns.id);
  let paused = 0;
  for (const campaign of live) {
    const outcome = await pauseCampaign(tx, {
      campaignId: campaign.id,
      actorId: input.adminId,
      now: input.now,
    });
    if (outcome.ok) paused += 1;
  }
  return paused;
}

/** The account a subject names; undefined when it names nothing. */
async function accountOf(tx: Transaction, subject: SuspensionSubject): Promise<string | undefined> {
  const [id] = Object.values(subject) as [string];
  if (!isUuid(id)) return undefined;
  if ("profileId" in subject) return subject.profileId;
  const [row] =
    "reviewId" in subject
      ? await tx.select({ id: reviews.userId }).from(reviews).where(eq(reviews.id, id))
      : "campaignId" in subject
        ? await tx.select({ id: campaigns.businessId }).from(campaigns).where(eq(campaigns.id, id))
        : await tx.select({ id: payouts.userId }).from(payouts).where(eq(payouts.id, id));
  return row?.id ?? undefined;
}
