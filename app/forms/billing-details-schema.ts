import { gstStates } from "./gst-states";
import { gstinProblem, normalizedGstin } from "./gstin";
import { textField } from "./input";
import { z } from "./zod";

/** The billing details form's lengths, said in its 'too long' message. */
export const BILLING_MAX_LENGTHS = { legalName: 200, address: 400 } as const;

/**
 * An Indian PIN code: six digits, the first 1–9 (1–8 the postal regions, 9 the Army Postal
 * Service), never 0; a space typed in the middle ('452 001') is dropped.
 */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

const stateCodes = gstStates.map((state) => state.code) as [string, ...string[]];
const knownState = (code: string) => stateCodes.includes(code);

/** Billing details for tax invoices; error messages are message keys (billing.*). */
export const billingDetailsSchema = z
  .object({
    legalName: textField({
      name: true,
      message: "billing.legalNameRequired",
      tooLong: "billing.tooLong",
      max: BILLING_MAX_LENGTHS.legalName,
    }),
    gstin: z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value ? normalizedGstin(value) : null)),
    ),
    address: textField({
      message: "billing.addressRequired",
      tooLong: "billing.tooLong",
      max: BILLING_MAX_LENGTHS.address,
      multiline: true,
    }),
    pinCode: z.string({ error: "billing.pinCodeRequired" }).check(
      z.overwrite((value: string) => value.replace(/\s+/g, "")),
      z.minLength(1, "billing.pinCodeRequired"),
      z.regex(PIN_CODE_PATTERN, "billing.pinCodeFormat"),
    ),
    stateCode: z.enum(stateCodes, { error: "billing.stateRequired" }),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.gstin === null) return;
      const problem = gstinProblem(value.gstin, knownState);
      if (problem) {
        ctx.issues.push({
          code: "custom",
          message: `billing.gstin_${problem}`,
          path: ["gstin"],
          input: value.gstin,
        });
      } else if (value.gstin.slice(0, 2) !== value.stateCode) {
        ctx.issues.push({
          code: "custom",
          message: "billing.gstinOtherState",
          path: ["gstin"],
          input: value.gstin,
        });
      }
    }),
  );

export type BillingDetailsInput = z.output<typeof billingDetailsSchema>;
