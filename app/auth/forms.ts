import { z } from "~/zod";
import { phoneSchema } from "./phone";

/** Form fields shared by the account screens; messages are keys, translated where shown. */
export const phoneField = z.string({ error: "auth.invalidPhone" }).pipe(phoneSchema);
/** Six digits; a code pasted from an SMS as "123 456" or "123-456" is read the same. */
export const otpField = z
  .string({ error: "auth.otpFormat" })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "auth.otpFormat"));
export const newPasswordField = z
  .string({ error: "auth.passwordRequired" })
  .min(6, "auth.passwordTooShort")
  .max(200, "auth.passwordTooShort");
export const signupRoleField = z.enum(["user", "business"]).catch("user");

/** New password twice; a mismatch is reported on the confirmation field. */
export function withConfirmedPassword<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: newPasswordField, confirmPassword: z.string().optional() })
    .refine(
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
    );
}

/** How a number is shown back to the person: '+91 98765 43210'. */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/^\+91/, "");
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
