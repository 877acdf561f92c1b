import type { Refusals } from "~/domain/shared/refusal";
import {
  type CheckBankNameResult,
  MAX_BANK_NAME_LENGTH,
  MIN_BANK_NAME_LENGTH,
} from "./holder-name";

type BankNameFailure = Extract<CheckBankNameResult, { ok: false }>["reason"];

/** A bank name the payout form refuses, said under its field, in the browser and from the server. */
export const bankNameRefusals = {
  bank_name_required: {
    status: 400,
    field: "bankName",
    title: "input.refusedTitle",
    message: "upiNameCheck.bankNameRequired",
  },
  bank_name_latin: {
    status: 400,
    field: "bankName",
    title: "input.refusedTitle",
    message: "upiNameCheck.bankNameLatin",
  },
  bank_name_length: {
    status: 400,
    field: "bankName",
    title: "input.refusedTitle",
    message: "upiNameCheck.bankNameLength",
    values: { min: MIN_BANK_NAME_LENGTH, max: MAX_BANK_NAME_LENGTH },
  },
} as const satisfies Refusals<BankNameFailure, "bankName">;
