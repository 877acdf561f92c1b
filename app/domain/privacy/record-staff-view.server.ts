import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { payouts, profiles, reviews, staffAccessViews } from "~/db/schema";
import { maskUpiId } from "~/domain/money/payouts/upi";
import { isUuid } from "~/domain/shared/uuid";

/*
 * Views that are recorded by the route serving what was seen (decision 083): a GET that serves a
 * proof photo or a QR code is the view itself, so its one insert is part of serving it.
 */

/**
 * One row for a proof photo served to a staff member: one statement, which reads the review's
 * author itself. Its author looking at their own proof writes nothing, nor does anyone not staff.
 */
export async function recordProofView(
  db: DbOrTx,
  input: { staffId: string; reviewId: string; screen: string },
): Promise<void> {
  if (!isUuid(input.staffId) || !isUuid(input.reviewId)) return;
  await db.execute(sql`
    insert into ${staffAccessViews} (staff_id, kind, subject_id, record_id, screen)
    select ${input.staffId}::uuid, 'proof', ${reviews.userId}, ${reviews.id}, ${input.screen}
    from ${reviews}
    where ${reviews.id} = ${input.reviewId}::uuid and ${reviews.userId} <> ${input.staffId}::uuid
      and exists (select 1 from ${profiles} where ${profiles.id} = ${input.staffId}::uuid
        and ${profiles.role} in ('admin', 'moderator'))`);
}

/**
 * One row for a payout's UPI ID shown to the admin by its QR code (the pending payout's card,
 * which the admin pays from): the code is drawn only for the admin (decision 083).
 */
export async function recordPayoutQrView(
  db: DbOrTx,
  input: { staffId: string; payoutId: string; screen: string },
): Promise<void> {
  if (!isUuid(input.staffId) || !isUuid(input.payoutId)) return;
  const [payout] = await db
    .select({ upiId: payouts.upiId, userId: payouts.userId })
    .from(payouts)
    .where(eq(payouts.id, input.payoutId))
    .limit(1);
  if (!payout) return;
  await db.insert(staffAccessViews).values({
    staffId: input.staffId,
    kind: "upi",
    subjectId: payout.userId,
    recordId: input.payoutId,
    masked: maskUpiId(payout.upiId),
    screen: input.screen,
  });
}
