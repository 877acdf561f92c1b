import { normalizeIndianMobile } from "~/forms/indian-mobile";
import { z } from "~/forms/zod";

export { localDigits, normalizeIndianMobile } from "~/forms/indian-mobile";

/** A form field holding an Indian mobile number; parses to E.164. */
export const phoneSchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const phone = normalizeIndianMobile(value);
    if (phone === null) {
      ctx.issues.push({ code: "custom", message: "credentials.invalidPhone", input: value });
      return z.NEVER;
    }
    return phone;
  }),
);
