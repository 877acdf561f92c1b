import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { arrayValue, rowsOf } from "~/db/rows.server";
import { isOnModerationTeam } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { assessRisk, type RiskInput, type RiskSignal } from "./assess-risk";
import { recordClientMarks } from "./client-marks.server";
import { accountAgeDaysNow } from "./reviewer-facts.server";
import { type ReviewerLevel, type ReviewerRecord, reviewerLevel } from "./reviewer-level";
import { RESAVED_PROOF_DISTANCE } from "./similar-proofs.server";

/**
 * The risk signals of reviews as the admin sees them and the score stored for the queue's
 * 'Riskiest first' order (decision 027). One bounded query per page of reviews; the rating is
 * never selected, so nothing computed here can depend on it (SPEC section 0).
 */

export type ReviewRisk = {
  signals: RiskSignal[];
  score: number;
  level: ReviewerLevel;
  approvedReviews: number;
  /** The review has copy or reuse flags: only then are they read (loadFlagsFor). */
  flagged: boolean;
};

type RiskRow = {
  id: string;
  account_age_days: number;
  reviews_in_last_24h: number;
  approved_reviews: number;
  rejected_reviews: number;
  same_network_as_business: boolean;
  same_device_as_business: boolean;
  other_reviewers_same_network: number;
  other_reviewers_same_device: number;
  copied_text_flags: number;
  reused_proof_flags: number;
  same_proof_bytes: boolean;
  resaved_proof_flags: number;
  account_age_days_now: number;
  approved_businesses: number;
  approved_days: number;
};

/**
 * The facts of each listed review, every one read through an index: the account (profiles
 * PK), its reviews of the day before (reviews_user_created_idx), the business's marks
 * (client_marks PK), the campaign's other reviews on the same network or device
 * (reviews_campaign_network_idx / _device_idx) and the review's flags (review_flags PK).
 * Age and the day's reviews are as of the submission, so the stored score and the page agree.
 */
export function riskFacts(reviewIds: string[], onlyFor: SQL): SQL {
  const ids = arrayValue(reviewIds);
  return sql`select r.id,
      ${accountAgeDaysNow(sql.raw("p.created_at"))} as account_age_days_now,
      p.approved_businesses, p.approved_days,
      floor(extract(epoch from (r.created_at - p.created_at)) / 86400)::int4 as account_age_days,
      (select count(*)::int4 from reviews day
        where day.user_id = r.user_id
          and day.created_at > r.created_at - interval '24 hours'
          and day.created_at <= r.created_at) as reviews_in_last_24h,
      p.approved_reviews, p.rejected_reviews,
      -- Scalar subqueries with limit 1 stay one primary-key probe per row (an EXISTS may be
      -- planned as a hash of every mark of its kind).
      (select true from client_marks m where m.profile_id = c.business_id
        and m.kind = 'network' and m.hash = r.network_hash limit 1) is not null
        as same_network_as_business,
      (select true from client_marks m where m.profile_id = c.business_id
        and m.kind = 'device' and m.hash = r.device_hash limit 1) is not null
        as same_device_as_business,
      (select count(distinct o.user_id)::int4 from reviews o
        where o.campaign_id = r.campaign_id and o.network_hash = r.network_hash
          and o.network_hash is not null
          and o.user_id <> r.user_id and o.user_id <> c.business_id)
        as other_reviewers_same_network,
      (select count(distinct o.user_id)::int4 from reviews o
        where o.campaign_id = r.campaign_id and o.device_hash = r.device_hash
          and o.device_hash is not null
          and o.user_id <> r.user_id and o.user_id <> c.business_id)
        as other_reviewers_same_device,
      coalesce(flags.copied_text_flags, 0) as copied_text_flags,
      coalesce(flags.reused_proof_flags, 0) as reused_proof_flags,
      coalesce(flags.same_proof_bytes, false) as same_proof_bytes,
      coalesce(flags.resaved_proof_flags, 0) as resaved_proof_flags
    from reviews r
    join profiles p on p.id = r.user_id
    join campaigns c on c.id = r.campaign_id
    -- The page's flags in one read of their primary key, not one per review.
    left join (select f.review_id,
        count(*) filter (where f.kind = 'copied_text')::int4 as copied_text_flags,
        count(*) filter (where f.kind = 'reused_proof')::int4 as reused_proof_flags,
        coalesce(bool_or(f.same_bytes) filter (where f.kind = 'reused_proof'), false)
          as same_proof_bytes,
        count(*) filter (where f.kind = 'reused_proof'
          and f.score <= ${sql.raw(String(RESAVED_PROOF_DISTANCE))})::int4
          as resaved_proof_flags
      from review_flags f where f.review_id = any(${ids}::uuid[])
      group by f.review_id) flags on flags.review_id = r.id
    where r.id = any(${ids}::uuid[]) and ${onlyFor}`;
}

function riskInputOf(row: RiskRow): RiskInput & { id: string; record: ReviewerRecord } {
  return {
    id: row.id,
    // The level is as of now (it is shown now); the risk facts are as of the submission.
    record: {
      approvedReviews: Number(row.approved_reviews),
      rejectedReviews: Number(row.rejected_reviews),
      accountAgeDays: Number(row.account_age_days_now),
      approvedBusinesses: Number(row.approved_businesses),
      approvedDays: Number(row.approved_days),
    },
    accountAgeDays: Number(row.account_age_days),
    reviewsInLast24h: Number(row.reviews_in_last_24h),
    approvedReviews: Number(row.approved_reviews),
    rejectedReviews: Number(row.rejected_reviews),
    sameNetworkAsBusiness: Boolean(row.same_network_as_business),
    sameDeviceAsBusiness: Boolean(row.same_device_as_business),
    otherReviewersSameNetwork: Number(row.other_reviewers_same_network),
    otherReviewersSameDevice: Number(row.other_reviewers_same_device),
    copiedTextFlags: Number(row.copied_text_flags),
    reusedProofFlags: Number(row.reused_proof_flags),
    sameProofBytes: Boolean(row.same_proof_bytes),
    resavedProofFlags: Number(row.resaved_proof_flags),
  };
}

/** Both drivers answer a raw statement with its rows (node-postgres and PGlite alike). */
async function readRiskInputs(db: DbOrTx, reviewIds: string[], onlyFor: SQL) {
  const ids = [...new Set(reviewIds.filter(isUuid))];
  if (ids.length === 0) return [];
  return (await rowsOf<RiskRow>(db, riskFacts(ids, onlyFor))).map(riskInputOf);
}

/** The most reviews one call explains: a queue page is at most 100. */
export const MAX_RISK_REVIEWS = 100;

/**
 * The signals, score and reviewer level of each of these reviews, for an admin only (anyone
 * else gets an empty map). Meant for one page of the queue.
 */
export async function listReviewRisks(
  db: DbOrTx,
  input: { staffId: string; reviewIds: string[] },
): Promise<Map<string, ReviewRisk>> {
  if (!isUuid(input.staffId)) return new Map();
  const rows = await readRiskInputs(
    db,
    input.reviewIds.slice(0, MAX_RISK_REVIEWS),
    isOnModerationTeam(input.staffId),
  );
  return new Map(
    rows.map(({ id, record, ...facts }) => [
      id,
      {
        ...assessRisk(facts),
        level: reviewerLevel(record),
        approvedReviews: facts.approvedReviews,
        flagged: facts.copiedTextFlags + facts.reusedProofFlags > 0,
      },
    ]),
  );
}

/**
 * In a review's transaction (the end of screenReview): remembers the account's client marks
 * from the review's hashes and stores the review's risk score, after the copy flags are written.
 */
export async function assessReviewRisk(tx: DbOrTx, review: { id: string }): Promise<number> {
  const [written] = await rowsOf<{
    user_id: string;
    network_hash: string | null;
    device_hash: string | null;
  }>(tx, sql`select user_id, network_hash, device_hash from reviews where id = ${review.id}`);
  if (!written) return 0;
  await recordClientMarks(tx, {
    profileId: written.user_id,
    marks: { networkHash: written.network_hash, deviceHash: written.device_hash },
  });
  // The campaign's other pending reviews from this network or device now have one more
  // reviewer beside them: they are scored again with this one (reviews_campaign_*_idx).
  const neighbours = await rowsOf<{ id: string }>(
    tx,
    sql`select o.id from reviews o join reviews r on r.id = ${review.id}
      where o.campaign_id = r.campaign_id and o.status = 'pending' and o.id <> r.id
        and (o.network_hash = r.network_hash or o.device_hash = r.device_hash)
      order by o.created_at, o.id limit ${MAX_RISK_REVIEWS - 1}`,
  );
  const scores = await storeRiskScores(tx, [review.id, ...neighbours.map((row) => row.id)]);
  return scores.find((row) => row.id === review.id)?.score ?? 0;
}

/**
 * After a decision changes a reviewer's track record, their other pending reviews are scored
 * again, in the decision's transaction, so 'Riskiest first' follows the record.
 */
export async function rescorePendingReviewsOf(tx: DbOrTx, input: { userId: string }) {
  if (!isUuid(input.userId)) return;
  const pending = await rowsOf<{ id: string }>(
    tx,
    sql`select id from reviews where user_id = ${input.userId} and status = 'pending'
      order by created_at, id limit ${MAX_RISK_REVIEWS}`,
  );
  await storeRiskScores(
    tx,
    pending.map((row) => row.id),
  );
}

/** Scores these reviews from their facts and stores each score that changed; one read, one write. */
async function storeRiskScores(tx: DbOrTx, reviewIds: string[]) {
  // The score never reads the level (its facts are on the profile, read by the same probe).
  const scored = await readRiskInputs(tx, reviewIds, sql`true`);
  const scores = scored.map((facts) => ({ id: facts.id, score: assessRisk(facts).score }));
  if (scores.length > 0) {
    await tx.execute(sql`update reviews set risk_score = scored.score
      from unnest(${arrayValue(scores.map((row) => row.id))}::uuid[],
        ${arrayValue(scores.map((row) => row.score))}::int4[]) as scored(id, score)
      where reviews.id = scored.id and reviews.risk_score <> scored.score`);
  }
  return scores;
}
