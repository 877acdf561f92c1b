import type { Refusals } from "~/domain/shared/refusal";
import type { CheckUpiIdResult } from "./upi";

type UpiIdFailure = Extract<CheckUpiIdResult, { ok: false }>["reason"];

/** A UPI ID the payout form refuses, said under its field, in the browser and from the server. */
export const upiIdRefusals = {
  upi_required: {
    status: 400,
    field: "upiId",
    title: "input.refusedTitle",
    message: "payout.upiRequired",
  },
  upi_invalid: {
    status: 400,
    field: "upiId",
    title: "input.refusedTitle",
    message: "payout.upiInvalid",
  },
} as const satisfies Refusals<UpiIdFailure, "upiId">;
