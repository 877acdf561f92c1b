import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { passwords, profiles } from "~/db/schema";
import { type City, isCity } from "~/domain/shared/city";
import { setConsentSwitch } from "~/domain/shared/consents.server";
import { hasHiddenCharacters } from "~/forms/names";
import { CONTROL_CHARACTERS_MESSAGE, readText } from "~/forms/text";
import type { Language } from "~/i18n/languages";
import { recordAuditEvent } from "./audit.server";
import { MAX_USERNAME_LENGTH } from "./forms";
import { hashPassword, passwordSchema, verifyPassword } from "./password.server";
import { savePasswordHash, verifyPasswordOfUnknownAccount } from "./password-store.server";
import type { LimitScope, RateLimits } from "./rate-limit.server";
import { deleteOtherSessions, type Profile } from "./session.server";

/**
 * A signed-in person's own account: completing or editing the profile (username, city, business
 * or reviewer details, a first password) and changing the password, which signs out the other
 * sessions. Signing up and in is in accounts.server.ts.
 */
/** Too many wrong current passwords for this account: how long to wait (decision 040). */
type CheckLimited = { ok: false; reason: "limited"; retryAfterSeconds: number; scope: LimitScope };
/** The limits a current-password check counts against. */
type PasswordCheckLimits = Pick<RateLimits, "passwordCheck" | "passwordCheckSucceeded">;

export type UpdateProfileResult =
  | { ok: true; profile: Profile }
  | { ok: false; errors: { username?: string; password?: string; currentPassword?: string } }
  | CheckLimited;
export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: "wrong_current" | "too_short" }
  | CheckLimited;

/**
 * Checks a signed-in account's current password, at most 10 wrong tries in 15 minutes (each
 * costs a 32 MiB scrypt); a right one forgets the wrong ones.
 */
async function checkCurrentPassword(
  limits: PasswordCheckLimits,
  input: { profileId: string; given: string; hash: string | undefined },
): Promise<boolean | CheckLimited> {
  const limit = await limits.passwordCheck({ profileId: input.profileId });
  if (!limit.ok) return { ...limit, reason: "limited" };
  const matches = input.hash
    ? await verifyPassword(input.given, input.hash)
    : await verifyPasswordOfUnknownAccount(input.given);
  if (matches) await limits.passwordCheckSucceeded({ profileId: input.profileId });
  return matches;
}

/**
 * Profile setup: a username, a password (optional once one is set, and for the admin, who signs
 * in by a code to ADMIN_PHONE: decision 107) and, for reviewers, a city. Errors are message
 * keys. Replacing a password that is set needs the current one (a borrowed phone left signed in
 * must not be enough), and signs out the account's other browsers when
 * keepSessionToken names the current one.
 */
export async function updateProfile(
  db: DbOrTx,
  input: {
    profileId: string;
    username: string;
    password?: string;
    currentPassword?: string;
    city?: City | null;
    /** The language the page was in, for what is sent to this person later (SMS). */
    language?: Language;
    /** A business's choice about the daily SMS of new reviews (decision 050). */
    reviewSms?: boolean;
    keepSessionToken?: string;
    ip?: string;
    limits: PasswordCheckLimits;
  },
): Promise<UpdateProfileResult> {
  if (input.city !== undefined && input.city !== null && !isCity(input.city)) {
    throw new RangeError(`not one of the ten cities: ${String(input.city)}`);
  }
  const username = readText(input.username);
  const newPassword = input.password ?? "";
  const [current] = await db
    .select({ hash: passwords.hash })
    .from(passwords)
    .where(eq(passwords.profileId, input.profileId));
  const [owner] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, input.profileId));
  const errors: { username?: string; password?: string; currentPassword?: string } = {};
  if (username === null) errors.username = CONTROL_CHARACTERS_MESSAGE;
  else if (hasHiddenCharacters(username)) errors.username = CONTROL_CHARACTERS_MESSAGE;
  else if (username === "") errors.username = "credentials.usernameRequired";
  else if (username.length > MAX_USERNAME_LENGTH) errors.username = "credentials.usernameTooLong";
  if (newPassword === "") {
    // The admin signs in by a code to ADMIN_PHONE (SPEC /admin/login): no password is needed.
    if (!current && owner?.role !== "admin") errors.password = "credentials.passwordRequired";
  } else {
    const checked = passwordSchema.safeParse(newPassword);
    if (!checked.success) errors.password = checked.error.issues[0]?.message;
  }
  if (username === null || errors.username || errors.password) return { ok: false, errors };
  if (current && newPassword !== "") {
    const given = input.currentPassword ?? "";
    if (given === "")
      return { ok: false, errors: { currentPassword: "credentials.currentPasswordRequired" } };
    const checked = await checkCurrentPassword(input.limits, {
      profileId: input.profileId,
      given,
      hash: current.hash,
    });
    if (checked === false)
      return { ok: false, errors: { currentPassword: "profile.wrongCurrentPassword" } };
    if (checked !== true) return checked;
  }

  const now = new Date();
  const hash = newPassword === "" ? null : await hashPassword(newPassword);
  const profile = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({
        username,
        ...(input.city === undefined ? {} : { city: input.city }),
        ...(input.language === undefined ? {} : { language: input.language }),
        ...(input.reviewSms === undefined ? {} : { reviewSms: input.reviewSms }),
      })
      .where(eq(profiles.id, input.profileId))
      .returning();
    if (!updated) throw new Error(`profile ${input.profileId} does not exist`);
    if (input.reviewSms !== undefined) {
      // The SMS of new reviews is consent-based: its record follows the box (decision 074).
      const on = input.reviewSms;
      await setConsentSwitch(tx, { profileId: updated.id, purpose: "review_sms", on, now });
    }
    if (hash !== null) {
      await savePasswordHash(tx, { profileId: updated.id, hash, now });
      if (current && input.keepSessionToken !== undefined) {
        await deleteOtherSessions(tx, {
          profileId: updated.id,
          keepToken: input.keepSessionToken,
        });
      }
    }
    await recordAuditEvent(tx, {
      type: "profile_updated",
      profileId: updated.id,
      ip: input.ip,
      detail: { passwordSet: hash !== null, city: updated.city },
    });
    return updated;
  });
  return { ok: true, profile };
}

/** Changes the password after checking the current one; every other browser is signed out. */
export async function changePassword(
  db: DbOrTx,
  input: {
    profileId: string;
    currentPassword: string;
    newPassword: string;
    keepSessionToken: string;
    ip?: string;
    limits: PasswordCheckLimits;
  },
): Promise<ChangePasswordResult> {
  if (!passwordSchema.safeParse(input.newPassword).success) {
    return { ok: false, reason: "too_short" };
  }
  const [current] = await db
    .select({ hash: passwords.hash })
    .from(passwords)
    .where(eq(passwords.profileId, input.profileId));
  const checked = await checkCurrentPassword(input.limits, {
    profileId: input.profileId,
    given: input.currentPassword,
    hash: current?.hash,
  });
  if (checked === false) return { ok: false, reason: "wrong_current" };
  if (checked !== true) return checked;
  const now = new Date();
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await savePasswordHash(tx, { profileId: input.profileId, hash, now });
    await deleteOtherSessions(tx, {
      profileId: input.profileId,
      keepToken: input.keepSessionToken,
    });
    await recordAuditEvent(tx, {
      type: "password_changed",
      profileId: input.profileId,
      ip: input.ip,
    });
  });
  return { ok: true };
}

/** The language a signed-in person switched to, for what is sent to them later (SMS). */
export async function rememberLanguage(
  db: DbOrTx,
  input: { profileId: string; language: Language },
): Promise<void> {
  await db
    .update(profiles)
    .set({ language: input.language })
    .where(eq(profiles.id, input.profileId));
}
