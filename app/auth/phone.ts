import { z } from "~/forms/zod";
import { normalizeIndianMobile } from "./indian-mobile";

export { localDigits, normalizeIndianMobile } from "./indian-mobile";

/** A form field holding an Indian mobile number; parses to E.164. */
export const phoneSchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const phone = normalizeIndianMobile(value);
    if (phone === null) {
      ctx.issues.push({ code: "custom", message: "auth.invalidPhone", input: value });
      return z.NEVER;
    }
    return phone;
  }),
);
