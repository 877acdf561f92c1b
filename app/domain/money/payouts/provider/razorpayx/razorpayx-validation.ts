import type { UpiValidation } from "../payout-provider.server";

/**
 * RazorpayX's Fund Account Validation of a VPA, as documented (decision 086):
 * request https://razorpay.com/docs/api/x/account-validation/vpa/, entity and statuses
 * https://razorpay.com/docs/api/x/account-validation/entity, webhooks
 * https://razorpay.com/docs/webhooks/account-validation.
 */

/** The account validation entity, the fields we read; older samples say `results`. */
export type RazorpayxValidationEntity = {
  id: string;
  status: string;
  validation_results?: ValidationResults | null;
  results?: ValidationResults | null;
};
type ValidationResults = { account_status?: string | null; registered_name?: string | null };

/**
 * A contact's name as RazorpayX accepts it (https://razorpay.com/docs/api/x/contacts/create):
 * 3–50 of a-z, A-Z, 0-9, space, ’ - _ / ( ) and '.', not ending with a special character but '.'.
 * The ASCII apostrophe is taken for the documented ’ (a bank name 'D'Souza').
 */
const contactNamePattern = /^[A-Za-z0-9 ’'\-_/().]{3,50}$/;
const endsWell = /[A-Za-z0-9.]$/;

export function fitsContactName(name: string): boolean {
  return contactNamePattern.test(name) && endsWell.test(name);
}

/**
 * The body of POST /v1/fund_accounts/validations for a VPA: `source_account_number` (not the
 * payouts' `account_number`), `validation_type` as documented, and a contact only when its name
 * fits the contact rules — the contact is optional for a validation, a wrong name is a 400.
 */
export function vpaValidationBody(input: {
  sourceAccountNumber: string;
  upiId: string;
  contactName: string | null;
}) {
  const name = input.contactName?.trim() ?? "";
  return {
    source_account_number: input.sourceAccountNumber,
    validation_type: "pennydrop",
    fund_account: {
      account_type: "vpa",
      vpa: { address: input.upiId },
      ...(fitsContactName(name) ? { contact: { name, type: "employee" } } : {}),
    },
    notes: { purpose: "ReviewKaro payout name check" },
  };
}

/** 'active' in the VPA pages, 'valid' in the composite API's samples: both mean it exists. */
const activeStatuses = new Set(["active", "valid"]);

/**
 * A validation in our words. `created` is pending (never 'no such account'); `completed` with an
 * active account and a registered name is found; `completed` otherwise (account_status
 * `invalid`) is not found; `failed` is a technical error, asked again later. Both shapes of the
 * results are read: `validation_results` (documented) and `results` (the older samples').
 */
export function upiValidationOf(entity: RazorpayxValidationEntity): UpiValidation {
  const checkId = entity.id;
  if (entity.status === "created") return { state: "pending", checkId };
  if (entity.status === "failed") return { state: "failed", checkId };
  if (entity.status !== "completed") return { state: "failed", checkId };
  const results = entity.validation_results ?? entity.results ?? null;
  const holderName = results?.registered_name?.trim() ?? "";
  const accountStatus = results?.account_status ?? null;
  if (accountStatus !== null && activeStatuses.has(accountStatus) && holderName !== "") {
    return { state: "found", checkId, holderName };
  }
  // Completed with no status at all is not an answer about the account: asked again.
  if (accountStatus === null) return { state: "failed", checkId };
  return { state: "not_found", checkId };
}
