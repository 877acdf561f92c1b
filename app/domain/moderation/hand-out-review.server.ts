import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, reviews } from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { type Client, hashClient, recordClientMarks } from "~/domain/trust/client-marks.server";
import { independentOfReview } from "./independent-checks.server";
import { findTeamRole, teamHasTwoPeople } from "./team.server";

/** How long a handed-out review stays with its moderator before it returns by itself. */
export const HOLD_MINUTES = 5;

export type HandOutOrder = "oldest" | "risk";

export type HandOutResult =
  | { ok: true; reviewId: string; heldUntil: Date }
  | { ok: false; reason: "not_admin" | "queue_empty" };

export const handOutRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  queue_empty: {
    status: 409,
    title: "workbench.queueEmptyTitle",
    message: "workbench.queueEmptyText",
  },
} as const satisfies Refusals<ReasonOf<HandOutResult>>;

/**
 * 'Next review' (decision 067): hands the moderator one pending review and holds it for them for
 * HOLD_MINUTES; nobody else is handed it meanwhile, and an abandoned hold simply expires. The
 * row is taken with `for update skip locked`, so concurrent calls on several servers each take a
 * different review. A moderator already holding one gets the same one back, held afresh.
 *
 * One held review per person, whatever the concurrency (decision 101): the person's profile row
 * is locked first, so one person's parallel calls run one after another (on any server), and
 * `reviews_held_by_key` (unique on held_by) refuses a second hold should any path skip the lock.
 * With two or more people on the team a review is never handed to whoever made one of its
 * checks, to someone sharing a network or device with its first checker, or to someone linked
 * to its business (independent-checks.server.ts); the request's own network and device are
 * remembered first, so that they count at once. The order never reads the rating (decision
 * 004): oldest first, or by the stored risk score.
 */
export async function handOutNextReview(
  db: DbOrTx,
  input: {
    moderatorId: string;
    order: HandOutOrder;
    now?: Date;
    /** The request's client, hashed with the salt into the person's client marks. */
    client?: Client;
    clientSalt?: string;
  },
): Promise<HandOutResult> {
  const now = input.now ?? new Date();
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  return db.transaction(async (tx): Promise<HandOutResult> => {
    if (!(await findTeamRole(tx, input.moderatorId))) return { ok: false, reason: "not_admin" };
    // One person's calls queue here; 'no key update' leaves rows that reference the profile free.
    await tx.execute(sql`select 1 from profiles where id = ${input.moderatorId} for no key update`);
    await recordClientMarks(tx, {
      profileId: input.moderatorId,
      marks: hashClient(input.client, input.clientSalt),
      now,
    });
    const [kept] = await tx
      .update(reviews)
      .set({ heldUntil })
      .where(and(heldBy(input.moderatorId, now), sql`${reviews.status} = 'pending'`))
      .returning({ id: reviews.id });
    if (kept) return { ok: true, reviewId: kept.id, heldUntil };
    // A hold of theirs that ran out, or on a review decided or withdrawn meanwhile, ends first.
    await tx
      .update(reviews)
      .set({ heldBy: null, heldAt: null, heldUntil: null })
      .where(eq(reviews.heldBy, input.moderatorId));
    const id = await takeFreeReview(tx, {
      moderatorId: input.moderatorId,
      order: input.order,
      now,
      team: await teamHasTwoPeople(tx),
    });
    if (!id) return { ok: false, reason: "queue_empty" };
    await tx
      .update(reviews)
      .set({ heldBy: input.moderatorId, heldAt: now, heldUntil })
      .where(eq(reviews.id, id));
    await tx.insert(auditEvents).values({
      type: "review_handed_out",
      profileId: input.moderatorId,
      detail: { reviewId: id, order: input.order },
      createdAt: now,
    });
    return { ok: true, reviewId: id, heldUntil };
  });
}

/** Gives a held review back to the queue before its hold ends ('Give back'). */
export async function giveBackReview(
  db: DbOrTx,
  input: { moderatorId: string; reviewId: string; now?: Date },
): Promise<void> {
  await db
    .update(reviews)
    .set({ heldBy: null, heldAt: null, heldUntil: null })
    .where(and(eq(reviews.id, input.reviewId), eq(reviews.heldBy, input.moderatorId)));
}

/** The hold is the moderator's and has not run out. */
export function heldBy(moderatorId: string, now: Date) {
  return and(eq(reviews.heldBy, moderatorId), gt(reviews.heldUntil, now));
}

/**
 * The first free pending review in the chosen order, row-locked and skipping rows another
 * transaction holds. 'pending' is a literal so that the partial indexes serve both orders.
 */
export function handOutCandidateQuery(input: {
  moderatorId: string;
  order: HandOutOrder;
  now: Date;
  team: boolean;
}) {
  const notMine = input.team ? sql`and ${independentOfReview(input.moderatorId)}` : sql``;
  const order =
    input.order === "risk"
      ? sql`r.risk_score desc nulls last, r.created_at, r.id`
      : sql`r.status, r.created_at, r.id`;
  return sql`select r.id from reviews r
    where r.status = 'pending'
      and (r.held_until is null or r.held_until <= ${input.now.toISOString()}::timestamptz)
      ${notMine}
    order by ${order}
    limit 1
    for update of r skip locked`;
}

async function takeFreeReview(
  tx: Transaction,
  input: { moderatorId: string; order: HandOutOrder; now: Date; team: boolean },
): Promise<string | undefined> {
  const result = await tx.execute(handOutCandidateQuery(input));
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows[0]?.id;
}
