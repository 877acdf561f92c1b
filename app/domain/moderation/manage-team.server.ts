import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, profiles, reviews, sessions, teamMembers } from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { defaultLanguage, type Language } from "~/i18n/languages";

/**
 * The admin's team screen (decision 067): invite a moderator by phone, suspend, reinstate or
 * remove one. Suspending or removing ends their sessions and gives back any review they hold,
 * in the same transaction; every change is in the audit log with the admin as its actor.
 */
export type ManageTeamResult =
  | { ok: true; repeated?: true }
  | {
      ok: false;
      reason: "not_admin" | "invalid_phone" | "admin_number" | "has_other_account" | "not_found";
    };

export const manageTeamRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  invalid_phone: {
    status: 400,
    field: "phone",
    title: "team.inviteFailedTitle",
    // The admin page loads the Team tab's words, not the sign-in forms' (credentials).
    message: "team.invalidPhone",
  },
  admin_number: {
    status: 400,
    field: "phone",
    title: "team.inviteFailedTitle",
    message: "team.adminNumber",
  },
  has_other_account: {
    status: 409,
    field: "phone",
    title: "team.inviteFailedTitle",
    message: "team.hasOtherAccount",
  },
  not_found: { status: 404, title: "team.notFoundTitle", message: "team.notFoundText" },
} as const satisfies Refusals<ReasonOf<ManageTeamResult>, "phone">;

const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

/**
 * Invites a number (E.164). A number with a reviewer or business account is refused: a moderator
 * decides other people's reviews and earns nothing from them, so the account is a separate one.
 * The invitation SMS, in the language the admin chose, is written here and leaves after commit
 * (sendModeratorInvitations, decision 110); a repeated invitation sends nothing again.
 */
export async function inviteModerator(
  db: DbOrTx,
  input: { adminId: string; phone: string; language?: Language; now?: Date },
): Promise<ManageTeamResult> {
  const now = input.now ?? new Date();
  if (!INDIAN_MOBILE.test(input.phone)) return { ok: false, reason: "invalid_phone" };
  return db.transaction(async (tx): Promise<ManageTeamResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    const [account] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.phone, input.phone));
    if (account?.role === "admin") return { ok: false, reason: "admin_number" };
    if (account && account.role !== "moderator") return { ok: false, reason: "has_other_account" };
    const [invited] = await tx
      .insert(teamMembers)
      .values({
        phone: input.phone,
        invitedBy: input.adminId,
        invitedAt: now,
        changedAt: now,
        inviteLanguage: input.language ?? defaultLanguage,
        inviteSmsStatus: "pending",
      })
      .onConflictDoNothing()
      .returning({ phone: teamMembers.phone });
    if (!invited) return { ok: true, repeated: true };
    await audit(tx, input.adminId, "moderator_invited", input.phone, now);
    return { ok: true };
  });
}

/** Suspends an active moderator: signed out at once, their held review back in the queue. */
export function suspendModerator(
  db: DbOrTx,
  input: { adminId: string; phone: string; now?: Date },
): Promise<ManageTeamResult> {
  return changeMember(db, input, "suspend");
}

/** Lets a suspended moderator work again (they sign in again themselves). */
export function reinstateModerator(
  db: DbOrTx,
  input: { adminId: string; phone: string; now?: Date },
): Promise<ManageTeamResult> {
  return changeMember(db, input, "reinstate");
}

/** Removes a moderator from the team; their earlier checks keep naming them. */
export function removeModerator(
  db: DbOrTx,
  input: { adminId: string; phone: string; now?: Date },
): Promise<ManageTeamResult> {
  return changeMember(db, input, "remove");
}

const auditTypes = {
  suspend: "moderator_suspended",
  reinstate: "moderator_reinstated",
  remove: "moderator_removed",
} as const;

async function changeMember(
  db: DbOrTx,
  input: { adminId: string; phone: string; now?: Date },
  change: "suspend" | "reinstate" | "remove",
): Promise<ManageTeamResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ManageTeamResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    const changed =
      change === "remove"
        ? await tx
            .delete(teamMembers)
            .where(eq(teamMembers.phone, input.phone))
            .returning({ phone: teamMembers.phone })
        : await tx
            .update(teamMembers)
            .set({ status: change === "suspend" ? "suspended" : "active", changedAt: now })
            .where(
              and(
                eq(teamMembers.phone, input.phone),
                eq(teamMembers.status, change === "suspend" ? "active" : "suspended"),
              ),
            )
            .returning({ phone: teamMembers.phone });
    if (changed.length === 0) {
      const [member] = await tx
        .select({ phone: teamMembers.phone })
        .from(teamMembers)
        .where(eq(teamMembers.phone, input.phone));
      return member ? { ok: true, repeated: true } : { ok: false, reason: "not_found" };
    }
    if (change !== "reinstate") await signOutAndRelease(tx, input.phone);
    await audit(tx, input.adminId, auditTypes[change], input.phone, now);
    return { ok: true };
  });
}

/** Ends every session of the number's profile and gives back the review it holds. */
async function signOutAndRelease(tx: Transaction, phone: string): Promise<void> {
  const ids = (
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.phone, phone))
  ).map((row) => row.id);
  if (ids.length === 0) return;
  await tx.delete(sessions).where(inArray(sessions.profileId, ids));
  await tx
    .update(reviews)
    .set({ heldBy: null, heldAt: null, heldUntil: null })
    .where(and(inArray(reviews.heldBy, ids), eq(reviews.status, "pending")));
}

async function audit(tx: Transaction, adminId: string, type: string, phone: string, now: Date) {
  await tx
    .insert(auditEvents)
    .values({ type, profileId: adminId, detail: { phone }, createdAt: now });
}
