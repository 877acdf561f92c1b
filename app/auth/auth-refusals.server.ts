import { limitReached, type Refusal, type Refusals } from "~/domain/shared/refusal";
import type { Language } from "~/i18n/languages";
import type { CodeFailure } from "./accounts.server";
import { type LimitedAttempt, limitedToast } from "./limit-message.server";
import type { LimitResult } from "./rate-limit.server";

/*
 * The account pages' refusal tables (decisions 047 and 116), beside the auth results they
 * answer: a wrong password at sign-in is 401, a limit 429 with its wait, an SMS not sent 503.
 */

/** loginWithPassword's "no" that is not a limit: the number or the password is wrong. */
export const loginRefusals = {
  invalid: { status: 401, title: "auth.loginFailedTitle", message: "auth.loginFailedText" },
} as const satisfies Refusals<"invalid">;

/** changePassword's refusals, each said at the field it is about. */
export const changePasswordRefusals = {
  wrong_current: {
    status: 400,
    field: "currentPassword",
    title: "profile.wrongCurrentPassword",
    message: "profile.wrongCurrentPassword",
  },
  too_short: {
    status: 400,
    field: "password",
    title: "credentials.passwordTooShort",
    message: "credentials.passwordTooShort",
  },
} as const satisfies Refusals<"wrong_current" | "too_short", "currentPassword" | "password">;

/** A deletion code that is wrong, expired or tried too often: said at the code field. */
export const deletionCodeRefusals = {
  invalid: {
    status: 400,
    field: "code",
    title: "auth.invalidOtpTitle",
    message: "dataRights.invalidCode",
  },
  expired: {
    status: 400,
    field: "code",
    title: "auth.invalidOtpTitle",
    message: "dataRights.expiredCode",
  },
  too_many_attempts: {
    status: 400,
    field: "code",
    title: "auth.invalidOtpTitle",
    message: "dataRights.tooManyCodes",
  },
} as const satisfies Refusals<CodeFailure, "code">;

/** The SMS provider failed; the send was not counted, so trying again is fine. */
export const smsFailedRefusal = {
  status: 503,
  title: "auth.smsFailedTitle",
  message: "auth.smsFailedText",
} as const satisfies Refusal;

type LimitRefusal = Omit<Extract<LimitResult, { ok: false }>, "ok">;

/**
 * A limit's refusal: 429, Retry-After its wait, in the words of limitedToast (decision 040),
 * already in the person's language (the `limits` texts are server-only), at `field` if given.
 */
export function limitedRefusal<Field extends string = never>(
  limit: LimitRefusal,
  language: Language,
  options: { attempt?: LimitedAttempt; field?: Field } = {},
): Refusal<Field> {
  const { title, description } = limitedToast(limit, language, options.attempt);
  const words = { title, message: description ?? title };
  return limitReached(
    options.field !== undefined ? { ...words, field: options.field } : words,
    limit.retryAfterSeconds,
  );
}

/** The number-and-code screens' own refusals, sent back to the number step (otpAction). */
export const otpScreenRefusals = {
  /** The number already has an account: `role` says which kind, and the page links to log in. */
  exists: { status: 409, title: "auth.accountExistsTitle", message: "auth.accountExistsText" },
  /** The invitation link's holder typed another number than the invited one. */
  invited_other_number: {
    status: 400,
    title: "auth.invitedOtherNumberTitle",
    message: "auth.invitedOtherNumberText",
  },
  /** A number that is not the admin's at the admin's door. */
  denied: { status: 403, title: "auth.accessDeniedTitle", message: "auth.accessDeniedText" },
} as const satisfies Refusals<"exists" | "invited_other_number" | "denied">;
