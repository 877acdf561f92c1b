import type { parse as conformParse } from "@conform-to/react";
import { normalizeIndianMobile } from "./indian-mobile";
import { CONTACT_MAX_LENGTHS, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH } from "./limits";
import { hiddenCharactersProblem } from "./names";
import { CONTROL_CHARACTERS_MESSAGE, cleanText, hasControlCharacters } from "./text";

/**
 * The account and contact forms' rules as plain functions (decision 035): the browser re-checks
 * a field as the person corrects it without downloading Zod or libphonenumber. Each mirrors a
 * server schema (app/auth/forms.ts, app/forms/contact-schema.ts) and field-checks.test.ts holds
 * them to the same verdicts. The server stays the authority. A check answers null or a problem:
 * its message key, and whether it stops the form's later checks (Zod's non-continuable issues:
 * a missing value, control characters), as the password confirmation is then not compared.
 */
export type Problem = { message: string; stops?: true };
export type FieldCheck = (value: string | undefined, form: FormValues) => Problem | null;
export type FormValues = Record<string, string | undefined>;
export type FieldChecks = Record<string, FieldCheck>;

// Zod's own `z.email()` pattern (zod/v4/core/regexes.ts), copied so the browser needs no Zod.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** `phoneField`: a 10-digit Indian mobile as the form accepts it (with or without +91, 0, 91). */
export const phone: FieldCheck = (value) =>
  value !== undefined && normalizeIndianMobile(value) !== null
    ? null
    : stop("credentials.invalidPhone");

/** `adultField`: the signup's 18+ box, which a browser sends as "on" only when ticked. */
export const adult: FieldCheck = (value) => (value === "on" ? null : stop("consent.adultRequired"));

/** `otpField`: six digits, spaces and dashes from a pasted SMS ignored. */
export const otp: FieldCheck = (value) => {
  const digits = value?.replace(/[\s-]/g, "");
  // Nothing but spaces and dashes is read as a missing code, as by Conform on the server.
  if (!digits) return stop("credentials.otpFormat");
  return /^\d{6}$/.test(digits) ? null : { message: "credentials.otpFormat" };
};

/** `passwordField`: control characters refused first, then min..max characters. */
function password(value: string | undefined, message: string, min: number): Problem | null {
  if (value === undefined) return stop(message);
  if (hasControlCharacters(value)) return stop(CONTROL_CHARACTERS_MESSAGE);
  const length = characters(value);
  return length < min || length > MAX_PASSWORD_LENGTH ? { message } : null;
}

/** `newPasswordField`: missing says 'choose', too short or too long the SPEC's message. */
export const newPassword: FieldCheck = (value) =>
  value === undefined
    ? stop("credentials.passwordRequired")
    : password(value, "credentials.passwordTooShort", 6);

/** `checkedPasswordField(message)`: a password typed to be checked, at least one character. */
export const checkedPassword =
  (message: string): FieldCheck =>
  (value) =>
    password(value, message, 1);

/** Zod measures lengths in Unicode code points (an emoji is one character), and so do we. */
function characters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function stop(message: string): Problem {
  return { message, stops: true };
}

/** A field the form may leave empty, checked only when filled. */
export const optional =
  (check: FieldCheck): FieldCheck =>
  (value, form) =>
    value === undefined ? null : check(value, form);

/**
 * `textField`: control characters (and in a name, hidden ones) refused, then cleaned, then
 * required and at most `max`.
 */
export function text(options: {
  message: string;
  tooLong: string;
  max: number;
  multiline?: boolean;
  name?: boolean;
}): FieldCheck {
  const shape = { multiline: options.multiline };
  return (value) => {
    if (value === undefined) return stop(options.message);
    if (hasControlCharacters(value, shape)) return stop(CONTROL_CHARACTERS_MESSAGE);
    const hidden = options.name ? hiddenCharactersProblem(value) : null;
    if (hidden) return stop(hidden);
    const cleaned = cleanText(value, shape);
    if (cleaned === "") return { message: options.message };
    return characters(cleaned) > options.max ? { message: options.tooLong } : null;
  };
}

/** The contact form's email: a `textField`, then Zod's email pattern on the cleaned text. */
export function email(options: { message: string; tooLong: string; max: number }): FieldCheck {
  const asText = text(options);
  return (value, form) =>
    asText(value, form) ??
    (emailPattern.test(cleanText(value ?? "")) ? null : { message: "contact.emailInvalid" });
}

/** The profile's username (`textField` with the profile's messages and 40 characters). */
export const username = text({
  message: "credentials.usernameRequired",
  tooLong: "credentials.usernameTooLong",
  max: MAX_USERNAME_LENGTH,
  name: true,
});

/**
 * The confirmation of a new password, compared with `password` by `checkForm`. The server
 * compares them only once every other field is valid (a refinement over the whole form), so
 * the mismatch is said then too.
 */
const CONFIRM_PASSWORD = "confirmPassword";
export const confirmation: FieldCheck = () => null;
const passwordsDontMatch = "credentials.passwordsDontMatch";

/** The form's errors by field name (empty when all is well), as the server would answer. */
export function checkForm(checks: FieldChecks, form: FormValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  let stopped = false;
  for (const [name, check] of Object.entries(checks)) {
    if (name === CONFIRM_PASSWORD) continue;
    const problem = check(form[name], form);
    if (problem) errors[name] = [problem.message];
    if (problem?.stops) stopped = true;
  }
  if (
    CONFIRM_PASSWORD in checks &&
    !stopped &&
    (form.password ?? "") !== (form[CONFIRM_PASSWORD] ?? "")
  ) {
    errors[CONFIRM_PASSWORD] = [passwordsDontMatch];
  }
  return errors;
}

// Each form's checks, field by field as the form shows them (hidden fields stay the server's).
const currentPassword = checkedPassword("credentials.currentPasswordRequired");
export const formChecks = {
  login: { phone, password: checkedPassword("credentials.passwordEnter") },
  phoneStep: { phone },
  signupPhoneStep: { phone, adult },
  codeStep: { code: otp },
  resetStep: { code: otp, password: newPassword, confirmPassword: confirmation },
  changePassword: { currentPassword, password: newPassword, confirmPassword: confirmation },
  profile: {
    username,
    password: optional(newPassword),
    currentPassword: optional(currentPassword),
    confirmPassword: confirmation,
  },
  firstProfile: { username, password: newPassword, confirmPassword: confirmation },
  contact: {
    fullName: text({
      message: "contact.fullNameRequired",
      tooLong: "contact.tooLong",
      max: CONTACT_MAX_LENGTHS.fullName,
      name: true,
    }),
    email: email({
      message: "contact.emailRequired",
      tooLong: "contact.tooLong",
      max: CONTACT_MAX_LENGTHS.email,
    }),
    message: text({
      message: "contact.messageRequired",
      tooLong: "contact.tooLong",
      max: CONTACT_MAX_LENGTHS.message,
      multiline: true,
    }),
  },
} satisfies Record<string, FieldChecks>;
export type FormChecksName = keyof typeof formChecks;

/**
 * Conform's options for a form checked in the browser by `checks`: on submit, then at every
 * input once submitted (nothing is said while the form is first filled in). Conform's `parse`
 * is handed in by the page, which has Conform already, so this lazily loaded module has none.
 */
export function browserChecks<Value>(form: FormChecksName, parse: typeof conformParse) {
  const checks: FieldChecks = formChecks[form];
  return {
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }: { formData: FormData }) =>
      parse<Value, string[]>(formData, {
        resolve: (payload) => {
          const values: FormValues = {};
          for (const name of Object.keys(checks)) values[name] = read(payload, name);
          const error = checkForm(checks, values);
          // The value is never used in the browser: a valid form goes to the server as sent.
          return Object.keys(error).length ? { error } : { value: payload as Value };
        },
      }),
  } as const;
}

/** The value the form sent, as the server reads it: an empty text is a missing one. */
function read(payload: Record<string, unknown>, name: string): string | undefined {
  const value = payload[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}
