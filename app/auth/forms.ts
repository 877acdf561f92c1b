import { passwordField } from "~/forms/input";
import { z } from "~/forms/zod";
import { phoneSchema } from "./phone";

/** The longest username; the profile form says so at the field. */
export const MAX_USERNAME_LENGTH = 40;
/** New passwords are capped here, so no stored hash is of a longer one. */
export const MAX_PASSWORD_LENGTH = 200;

/** Form fields shared by the account screens; messages are keys, translated where shown. */
export const phoneField = z.pipe(z.string({ error: "auth.invalidPhone" }), phoneSchema);
/** Six digits; a code pasted from an SMS as "123 456" or "123-456" is read the same. */
export const otpField = z.pipe(
  z.pipe(
    z.string({ error: "auth.otpFormat" }),
    z.transform((value: string) => value.replace(/[\s-]/g, "")),
  ),
  z.string().check(z.regex(/^\d{6}$/, "auth.otpFormat")),
);
/** Missing: 'Please choose a password'; too short or long: the SPEC's message. */
export const newPasswordField = z.pipe(
  z.string({ error: "auth.passwordRequired" }),
  passwordField({ message: "auth.passwordTooShort", min: 6, max: MAX_PASSWORD_LENGTH }),
);
/** A password typed to be checked (sign-in, the current one): never trimmed or normalised. */
export function checkedPasswordField(required: string) {
  return passwordField({ message: required, min: 1, max: MAX_PASSWORD_LENGTH });
}
export const signupRoleField = z.catch(z.enum(["user", "business"]), "user");

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
          message: "auth.passwordsDontMatch",
          path: ["confirmPassword"],
        },
      ),
    );
}
