import { z } from "~/zod";
import { phoneSchema } from "./phone";

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
export const newPasswordField = z
  .string({ error: "auth.passwordRequired" })
  .check(z.minLength(6, "auth.passwordTooShort"), z.maxLength(200, "auth.passwordTooShort"));
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
