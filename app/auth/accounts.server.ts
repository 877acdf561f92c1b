import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { passwords, profiles, type Role, type VerificationPurpose } from "~/db/schema";
import { isInvitedNumber } from "~/domain/moderation/team.server";
import { signupPurposes } from "~/domain/shared/consent-notices";
import { recordConsents } from "~/domain/shared/consents.server";
import { logger } from "~/logging/logger.server";
import { SmsDeliveryError, type SmsProvider } from "~/notifications/sms";
import { removeFormerAdmins } from "./admin-role.server";
import { recordAuditEvent } from "./audit.server";
import { otpMessage } from "./otp-message.server";
import { hashPassword, passwordSchema, verifyPassword } from "./password.server";
import { savePasswordHash, verifyPasswordOfUnknownAccount } from "./password-store.server";
import { normalizeIndianMobileStrict } from "./phone.server";
import type { LimitScope, RateLimits } from "./rate-limit.server";
import { deleteAllSessions, type Profile } from "./session.server";
import { createVerification, verifyCode } from "./verification.server";

export type AuthDeps = {
  sms: SmsProvider;
  limits: RateLimits;
  /** Key for the OTP hashes (the session secret). */
  secret: string;
  adminPhone: string;
  now?: () => Date;
  /**
   * Work that must not delay the answer (a reset code's SMS, whose wait would tell that the
   * number is registered). By default it runs on its own and logs a failure; tests collect it.
   */
  background?: (work: Promise<void>) => void;
};

type SmsLanguage = "en" | "hi";
type SignupRole = "user" | "business";
export type CodeFailure = "invalid" | "expired" | "too_many_attempts";
/** A limit refused the request: how long to wait, and whose limit it was (for the words). */
type Refusal = { retryAfterSeconds: number; scope: LimitScope };
export type Limited = { status: "limited" } & Refusal;
export type CodeLimited = { ok: false; reason: "limited" } & Refusal;

/** The SMS provider failed: nothing was counted, the person may simply try again. */
export type SmsFailed = { status: "sms_failed" };
export type StartSignupResult =
  | { status: "sent" }
  | { status: "exists"; role: Role }
  | Limited
  | SmsFailed;
export type CompleteSignupResult =
  | { ok: true; profile: Profile }
  | { ok: false; reason: CodeFailure | "exists" }
  | CodeLimited;
export type LoginResult =
  | { ok: true; profile: Profile }
  | { ok: false; reason: "invalid" }
  | CodeLimited;
export type StartPasswordResetResult = { status: "sent" } | Limited | SmsFailed;
export type CompleteWithCodeResult =
  | { ok: true; profile: Profile }
  | { ok: false; reason: CodeFailure }
  | CodeLimited;
export type StartAdminLoginResult = { status: "denied" } | { status: "sent" } | Limited | SmsFailed;

/** Step 1 of sign-up: sends a code, unless the number already has an account. */
export async function startSignup(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; role: SignupRole; ip: string; language: SmsLanguage },
): Promise<StartSignupResult> {
  const phone = requirePhone(input.phone);
  requireSignupRole(input.role);
  // 'Account Exists' tells that a number is registered: it counts as every step here does.
  const step = await deps.limits.accountStep({ phone, ip: input.ip });
  if (!step.ok) return limited(step);
  const existing = await findProfileByPhone(db, phone);
  if (existing) return { status: "exists", role: existing.role };
  const send = await deps.limits.otpSend({ phone, purpose: "signup" });
  if (!send.ok) return limited(send);
  return sendCode(db, deps, { phone, purpose: "signup", language: input.language });
}

/**
 * Step 2 of sign-up: the code creates the account (role as chosen, wallet 0). The code is
 * checked before anything is said about the account: a registered number was never sent one.
 */
export async function completeSignup(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; role: SignupRole; code: string; ip: string; adult: true },
): Promise<CompleteSignupResult> {
  const phone = requirePhone(input.phone);
  requireSignupRole(input.role);
  if (input.adult !== true) throw new RangeError("sign-up needs the 18+ declaration");
  const step = await deps.limits.accountStep({ phone, ip: input.ip });
  if (!step.ok) return codeLimited(step);
  const now = clock(deps);
  return db.transaction(async (tx): Promise<CompleteSignupResult> => {
    const verified = await verifyCode(tx, {
      phone,
      purpose: "signup",
      code: input.code,
      secret: deps.secret,
      now,
    });
    if (!verified.ok) return verified;
    // A number the admin invited to the moderation team becomes a moderator (decision 067).
    const role = (await isInvitedNumber(tx, phone)) ? "moderator" : input.role;
    const [profile] = await tx
      .insert(profiles)
      .values({ phone, role, walletBalance: 0 })
      .onConflictDoNothing({ target: profiles.phone })
      .returning();
    // Registered meanwhile (a second tab, or the same code posted twice).
    if (!profile) return { ok: false, reason: "exists" };
    // The notice's consents and the 18+ declaration exist exactly when the account does.
    await recordConsents(tx, { profileId: profile.id, purposes: signupPurposes(role), now });
    await recordAuditEvent(tx, {
      type: "signup",
      profileId: profile.id,
      ip: input.ip,
      detail: { role },
    });
    return { ok: true, profile };
  });
}

/**
 * Password login. An unknown number and a wrong password answer alike, and take about as long
 * (a password check runs either way).
 */
export async function loginWithPassword(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; password: string; ip: string },
): Promise<LoginResult> {
  const phone = normalizeIndianMobileStrict(input.phone) ?? input.phone.trim();
  const limit = await deps.limits.login({ phone, ip: input.ip });
  if (!limit.ok) return codeLimited(limit);
  const [row] = await db
    .select({ profile: profiles, hash: passwords.hash })
    .from(profiles)
    .leftJoin(passwords, eq(passwords.profileId, profiles.id))
    .where(eq(profiles.phone, phone))
    .limit(1);
  const matches = row?.hash
    ? await verifyPassword(input.password, row.hash)
    : await verifyPasswordOfUnknownAccount(input.password);
  if (!row || !matches) {
    await recordAuditEvent(db, {
      type: "login_failed",
      profileId: row?.profile.id,
      ip: input.ip,
      detail: { phone },
    });
    return { ok: false, reason: "invalid" };
  }
  await deps.limits.loginSucceeded({ phone, ip: input.ip });
  await recordAuditEvent(db, { type: "login", profileId: row.profile.id, ip: input.ip });
  return { ok: true, profile: row.profile };
}

/** Step 1 of a reset: answers 'sent' for every number, and texts only registered ones. */
export async function startPasswordReset(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; ip: string; language: SmsLanguage },
): Promise<StartPasswordResetResult> {
  const phone = requirePhone(input.phone);
  // Limited the same way for every number, so the answer never tells whether it is registered.
  const step = await deps.limits.accountStep({ phone, ip: input.ip });
  if (!step.ok) return limited(step);
  const send = await deps.limits.otpSend({ phone, purpose: "reset" });
  if (!send.ok) return limited(send);
  if (await findProfileByPhone(db, phone)) {
    // The code is made and sent after the answer, so a slow SMS provider cannot tell that the
    // number is registered. A failed SMS is given back to the limits but not told, for the same
    // reason: the person can ask again at once.
    const delivery = sendCode(db, deps, {
      phone,
      purpose: "reset",
      language: input.language,
    }).then(() => undefined);
    (deps.background ?? runInBackground)(delivery);
  }
  return { status: "sent" };
}

/** Step 2 of a reset: the code sets the new password and signs the account out everywhere. */
export async function completePasswordReset(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; code: string; newPassword: string; ip: string },
): Promise<CompleteWithCodeResult> {
  const phone = requirePhone(input.phone);
  requireValidPassword(input.newPassword);
  const step = await deps.limits.accountStep({ phone, ip: input.ip });
  if (!step.ok) return codeLimited(step);
  const now = clock(deps);
  const hash = await hashPassword(input.newPassword);
  const result = await db.transaction(async (tx): Promise<CompleteWithCodeResult> => {
    const verified = await verifyCode(tx, {
      phone,
      purpose: "reset",
      code: input.code,
      secret: deps.secret,
      now,
    });
    if (!verified.ok) return verified;
    const profile = await findProfileByPhone(tx, phone);
    if (!profile) return { ok: false, reason: "invalid" };
    await savePasswordHash(tx, { profileId: profile.id, hash, now });
    await deleteAllSessions(tx, { profileId: profile.id });
    await recordAuditEvent(tx, { type: "password_reset", profileId: profile.id, ip: input.ip });
    return { ok: true, profile };
  });
  // Whoever holds the phone may try the new password at once, even after many failures.
  if (result.ok) await deps.limits.loginSucceeded({ phone, ip: input.ip });
  return result;
}

/** Step 1 of the admin login: only the configured admin number gets a code. */
export async function startAdminLogin(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; ip: string; language: SmsLanguage },
): Promise<StartAdminLoginResult> {
  const phone = requirePhone(input.phone);
  // 'Access Denied' tells which number is the admin's: it counts as every step here does.
  const step = await deps.limits.accountStep({ phone, ip: input.ip });
  if (!step.ok) return limited(step);
  if (phone !== normalizeIndianMobileStrict(deps.adminPhone)) return { status: "denied" };
  const send = await deps.limits.otpSend({ phone, purpose: "admin_login" });
  if (!send.ok) return limited(send);
  return sendCode(db, deps, { phone, purpose: "admin_login", language: input.language });
}

/** Step 2 of the admin login: creates the account if needed and makes its role admin. */
export async function completeAdminLogin(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; code: string; ip: string },
): Promise<CompleteWithCodeResult> {
  const phone = requirePhone(input.phone);
  const step = await deps.limits.accountStep({ phone, ip: input.ip });
  if (!step.ok) return codeLimited(step);
  // The admin number may have changed since the code was sent.
  if (phone !== normalizeIndianMobileStrict(deps.adminPhone)) {
    return { ok: false, reason: "invalid" };
  }
  const now = clock(deps);
  return db.transaction(async (tx): Promise<CompleteWithCodeResult> => {
    const verified = await verifyCode(tx, {
      phone,
      purpose: "admin_login",
      code: input.code,
      secret: deps.secret,
      now,
    });
    if (!verified.ok) return verified;
    // One admin at a time: a server still running with an older ADMIN_PHONE cannot leave two.
    await removeFormerAdmins(tx, { adminPhone: phone, ip: input.ip });
    const before = await findProfileByPhone(tx, phone);
    const [profile] = await tx
      .insert(profiles)
      .values({ phone, role: "admin" })
      .onConflictDoUpdate({ target: profiles.phone, set: { role: "admin" } })
      .returning();
    if (!profile) throw new Error("admin profile was not saved");
    await recordAuditEvent(tx, {
      type: "admin_login",
      profileId: profile.id,
      ip: input.ip,
      detail: { created: !before, previousRole: before?.role ?? null },
    });
    return { ok: true, profile };
  });
}

function limited({ retryAfterSeconds, scope }: Refusal): Limited {
  return { status: "limited", retryAfterSeconds, scope };
}

function codeLimited({ retryAfterSeconds, scope }: Refusal): CodeLimited {
  return { ok: false, reason: "limited", retryAfterSeconds, scope };
}

function clock(deps: AuthDeps): Date {
  return deps.now?.() ?? new Date();
}

/** Routes validate with phoneSchema first; reaching here with a bad number is a bug. */
function requirePhone(input: string): string {
  const phone = normalizeIndianMobileStrict(input);
  if (phone === null) throw new TypeError("phone must be validated with phoneSchema first");
  return phone;
}

function requireSignupRole(role: string): asserts role is SignupRole {
  if (role !== "user" && role !== "business") throw new TypeError(`cannot sign up as ${role}`);
}

function requireValidPassword(password: string): void {
  if (!passwordSchema.safeParse(password).success) {
    throw new RangeError("password must be validated with passwordSchema first");
  }
}

async function findProfileByPhone(db: DbOrTx, phone: string): Promise<Profile | undefined> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.phone, phone)).limit(1);
  return profile;
}

/**
 * Creates a code and sends it. When the SMS provider fails, the send is given back to the
 * limits (the person did nothing wrong) and the caller says so; any other error is a bug.
 */
export async function sendCode(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; purpose: VerificationPurpose; language: SmsLanguage },
): Promise<{ status: "sent" } | SmsFailed> {
  const { code } = await createVerification(db, {
    phone: input.phone,
    purpose: input.purpose,
    secret: deps.secret,
    now: clock(deps),
  });
  try {
    await deps.sms.send({
      to: input.phone,
      body: otpMessage({ code, purpose: input.purpose, language: input.language }),
      code,
    });
    return { status: "sent" };
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    logger.error({ purpose: input.purpose, err: error }, "SMS not delivered");
    await deps.limits.otpSendFailed({ phone: input.phone, purpose: input.purpose });
    return { status: "sms_failed" };
  }
}

function runInBackground(work: Promise<void>): void {
  work.catch((error: unknown) => {
    logger.error({ err: error }, "background work failed");
  });
}
