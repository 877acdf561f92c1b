import { type City, isCity } from "~/domain/shared/city";
import { passwordField, textField } from "~/forms/input";
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH } from "~/forms/limits";
import { z } from "~/forms/zod";
import { phoneSchema } from "./phone";

export { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH } from "~/forms/limits";

/** Form fields shared by the account screens; messages are keys, translated where shown. */
export const phoneField = z.pipe(z.string({ error: "credentials.invalidPhone" }), phoneSchema);
/** Six digits; a code pasted from an SMS as "123 456" or "123-456" is read the same. */
export const otpField = z.pipe(
  z.pipe(
    z.string({ error: "credentials.otpFormat" }),
    z.transform((value: string) => value.replace(/[\s-]/g, "")),
  ),
  // Spaces or dashes alone leave an empty code, which Conform reads as missing: same message.
  z.string({ error: "credentials.otpFormat" }).check(z.regex(/^\d{6}$/, "credentials.otpFormat")),
);
/** Missing: 'Please choose a password'; too short or long: the SPEC's message. */
export const newPasswordField = z.pipe(
  z.string({ error: "credentials.passwordRequired" }),
  passwordField({ message: "credentials.passwordTooShort", min: 6, max: MAX_PASSWORD_LENGTH }),
);
/** A password typed to be checked (sign-in, the current one): never trimmed or normalised. */
export function checkedPasswordField(required: string) {
  return passwordField({ message: required, min: 1, max: MAX_PASSWORD_LENGTH });
}
export const signupRoleField = z.catch(z.enum(["user", "business"]), "user");
/** The signup's 'I am 18 or older' box: a browser sends "on" only when it is ticked. */
export const adultField = z.literal("on", { error: "consent.adultRequired" });

/** New password twice; a mismatch is reported on the confirmation field. */
export function withConfirmedPassword<T extends z.core.$ZodShape>(shape: T) {
  return z
    .object({ ...shape, password: newPasswordField, confirmPassword: z.optional(z.string()) })
    .check(
      z.refine(
        (value) => {
          const { password, confirmPassword } = value as {
            password: string;
            confirmPassword?: string;
          };
          return password === confirmPassword;
        },
        {
          message: "credentials.passwordsDontMatch",
          path: ["confirmPassword"],
        },
      ),
    );
}

/** /login (the browser's mirror: `loginChecks` in app/forms/field-checks.ts). */
export const loginSchema = z.object({
  phone: phoneField,
  password: checkedPasswordField("credentials.passwordEnter"),
});

/** /change-password. */
export const changePasswordSchema = withConfirmedPassword({
  currentPassword: checkedPasswordField("credentials.currentPasswordRequired"),
});

const profileFields = {
  username: textField({
    name: true,
    message: "credentials.usernameRequired",
    tooLong: "credentials.usernameTooLong",
    max: MAX_USERNAME_LENGTH,
  }),
  confirmPassword: z.optional(z.string()),
  city: z.optional(z.pipe(z.string(), z.custom<City>(isCity))),
};
const passwordsMatch = z.refine<{ password?: string; confirmPassword?: string }>(
  (value) => (value.password ?? "") === (value.confirmPassword ?? ""),
  { message: "credentials.passwordsDontMatch", path: ["confirmPassword"] },
);

/** /update-profile once a password is set: the password fields only to change it. */
export const profileSchema = z
  .object({
    ...profileFields,
    password: z.optional(newPasswordField),
    currentPassword: z.optional(checkedPasswordField("credentials.currentPasswordRequired")),
  })
  .check(passwordsMatch);

/** /update-profile on first setup: a password must be chosen (there is none to keep). */
export const firstProfileSchema = z
  .object({ ...profileFields, password: newPasswordField })
  .check(passwordsMatch);
