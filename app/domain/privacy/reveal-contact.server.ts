import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { complaints, payouts, profiles, staffAccessViews, teamMembers } from "~/db/schema";
import { maskUpiId } from "~/domain/money/payouts/upi";
import type { Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { maskPhone } from "./mask";

/**
 * What the admin asks to see: a team member's phone (Team tab), a complainant's phone
 * (Complaints tab) or a payout's UPI ID (Payouts).
 */
export type RevealRequest =
  | { kind: "phone"; memberId: string }
  | { kind: "phone"; complaintId: string }
  | { kind: "upi"; payoutId: string };

export type RevealContactResult =
  | { ok: true; value: string }
  | { ok: false; reason: "not_admin" | "not_found" };

export const revealContactRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: {
    status: 404,
    title: "accessLog.revealGoneTitle",
    message: "accessLog.revealGoneText",
  },
} satisfies Refusals<Extract<RevealContactResult, { ok: false }>["reason"]>;

/**
 * A phone number or UPI ID the admin asked to see ('Show'), and its row of the access log, in one
 * transaction: nothing is shown that is not logged (decision 083). Only the admin's screens show
 * either; a moderator or anyone else is refused, and so is a number or payout that is not there.
 */
export async function revealContact(
  db: DbOrTx,
  input: { staffId: string; screen: string; request: RevealRequest },
): Promise<RevealContactResult> {
  return db.transaction(async (tx) => {
    if ((await findRole(tx, input.staffId)) !== "admin") return { ok: false, reason: "not_admin" };
    const found = await findContact(tx, input.request);
    if (!found) return { ok: false, reason: "not_found" };
    await tx.insert(staffAccessViews).values({
      staffId: input.staffId,
      kind: input.request.kind,
      subjectId: found.subjectId,
      recordId: found.recordId,
      masked: input.request.kind === "phone" ? maskPhone(found.value) : maskUpiId(found.value),
      screen: input.screen,
    });
    return { ok: true, value: found.value };
  });
}

async function findContact(
  tx: DbOrTx,
  request: RevealRequest,
): Promise<{ value: string; subjectId: string | null; recordId: string | null } | null> {
  if (request.kind === "phone" && "complaintId" in request) {
    if (!isUuid(request.complaintId)) return null;
    const [complaint] = await tx
      .select({ value: complaints.phone, subjectId: profiles.id, recordId: complaints.id })
      .from(complaints)
      .leftJoin(profiles, eq(profiles.phone, complaints.phone))
      .where(eq(complaints.id, request.complaintId))
      .limit(1);
    return complaint ?? null;
  }
  if (request.kind === "phone") {
    if (!isUuid(request.memberId)) return null;
    const [member] = await tx
      .select({ value: teamMembers.phone, subjectId: profiles.id })
      .from(teamMembers)
      .leftJoin(profiles, eq(profiles.phone, teamMembers.phone))
      .where(eq(teamMembers.id, request.memberId))
      .limit(1);
    return member ? { ...member, recordId: null } : null;
  }
  if (!isUuid(request.payoutId)) return null;
  const [payout] = await tx
    .select({ value: payouts.upiId, subjectId: payouts.userId, recordId: payouts.id })
    .from(payouts)
    .where(eq(payouts.id, request.payoutId))
    .limit(1);
  return payout ?? null;
}
