import type { DbOrTx } from "~/db/client.server";
import { findDeletionBlocker } from "~/domain/privacy/account-deletion-blockers.server";
import { type EraseAccountResult, eraseAccount } from "~/domain/privacy/erase-account.server";
import type { AuthDeps, CodeFailure, CodeLimited, Limited, SmsFailed } from "./accounts.server";
import { sendCode } from "./accounts.server";
import { verifyCode } from "./verification.server";

/** 'Delete my account' step 1: a code to the account's own phone, counted like every code. */
export async function startAccountDeletion(
  db: DbOrTx,
  deps: AuthDeps,
  input: { phone: string; ip: string; language: "en" | "hi" },
): Promise<{ status: "sent" } | Limited | SmsFailed> {
  const step = await deps.limits.accountStep({ phone: input.phone, ip: input.ip });
  if (!step.ok) return { status: "limited", ...step };
  const send = await deps.limits.otpSend({ phone: input.phone, purpose: "delete_account" });
  if (!send.ok) return { status: "limited", ...send };
  return sendCode(db, deps, {
    phone: input.phone,
    purpose: "delete_account",
    language: input.language,
  });
}

export type CompleteAccountDeletionResult =
  | EraseAccountResult
  | { ok: false; reason: CodeFailure }
  | CodeLimited;

/**
 * 'Delete my account' step 2: the code, then the erasure (decision 076). The code is used up
 * only when right; a refusal of the erasure (money still held) leaves the account as it was.
 * What would refuse it is looked for before the code is checked, so a balance that changed since
 * the tick (a review approved meanwhile) is ticked again and the same code still works; the
 * erasure checks again inside its transaction.
 */
export async function completeAccountDeletion(
  db: DbOrTx,
  deps: AuthDeps,
  input: { profileId: string; phone: string; code: string; givingUp?: number; ip: string },
): Promise<CompleteAccountDeletionResult> {
  const step = await deps.limits.accountStep({ phone: input.phone, ip: input.ip });
  if (!step.ok) {
    return {
      ok: false,
      reason: "limited",
      retryAfterSeconds: step.retryAfterSeconds,
      scope: step.scope,
    };
  }
  const blocker = await findDeletionBlocker(db, input.profileId, { givingUp: input.givingUp });
  if (blocker) return { ok: false, reason: blocker };
  const now = deps.now?.() ?? new Date();
  const verified = await verifyCode(db, {
    phone: input.phone,
    purpose: "delete_account",
    code: input.code,
    secret: deps.secret,
    now,
  });
  if (!verified.ok) return verified;
  return eraseAccount(db, {
    profileId: input.profileId,
    givingUp: input.givingUp,
    // The audit rows it keeps are keyed by the phone's HMAC under this secret (decision 103).
    phoneKey: deps.secret,
    now,
  });
}
