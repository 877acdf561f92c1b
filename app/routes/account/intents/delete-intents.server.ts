import { data } from "react-router";
import { completeAccountDeletion, startAccountDeletion } from "~/auth/account-deletion.server";
import {
  deletionCodeRefusals,
  limitedRefusal,
  smsFailedRefusal,
} from "~/auth/auth-refusals.server";
import { authDeps } from "~/auth/deps.server";
import { signOutAndRedirect } from "~/auth/sign-in.server";
import {
  type DeletionBlocker,
  deletionBlockerRefusals,
  findDeletionBlocker,
} from "~/domain/privacy/account-deletion-blockers.server";
import { deleteUnnamedFiles } from "~/domain/proofs/named-files.server";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import type { AccountActionResult, AccountIntentArgs } from "../account-intents";

/**
 * The balance the person ticked to give up ('give-up', its amount in rupees), if any: a balance
 * under the minimum payout (decision 076). Anything else is no tick at all.
 */
function givingUp(form: FormData): number | undefined {
  const value = form.get("giveUp");
  return typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : undefined;
}

/** A blocker said at the give-up tick when it is about that tick, else as the refusal's toast. */
function answerBlocker(blocker: DeletionBlocker) {
  return answerRefusal(
    deletionBlockerRefusals[blocker],
    blocker === "balance_not_given_up" ? { fields: ["giveUp"] } : undefined,
  );
}

/** Step 1: says at once what stops the deletion; otherwise sends the code. */
export async function sendCodeIntent(args: AccountIntentArgs) {
  const { db } = getServices(args.context);
  const blocker = await findDeletionBlocker(db, args.profileId, { givingUp: givingUp(args.form) });
  if (blocker) return answerBlocker(blocker);
  const { ip, language } = getRequestInfo(args.context);
  const sent = await startAccountDeletion(db, authDeps(args.context), {
    phone: args.phone,
    ip,
    language,
  });
  if (sent.status === "limited") return answerRefusal(limitedRefusal(sent, language));
  if (sent.status === "sms_failed") return answerRefusal(smsFailedRefusal);
  return data<AccountActionResult>({
    codeSent: true,
    givingUp: givingUp(args.form),
    toast: {
      title: "dataRights.codeSentTitle",
      description: "dataRights.codeSentText",
      variant: "success",
    },
  });
}

/** Step 2: the code erases the account, the files go after the commit, and the browser signs out. */
export async function deleteIntent(args: AccountIntentArgs) {
  const { db, storage } = getServices(args.context);
  const { ip, language } = getRequestInfo(args.context);
  const code = args.form.get("code");
  const ticked = givingUp(args.form);
  const outcome = await completeAccountDeletion(db, authDeps(args.context), {
    profileId: args.profileId,
    phone: args.phone,
    code: typeof code === "string" ? code : "",
    givingUp: ticked,
    ip,
  });
  if (outcome.ok) {
    await deleteUnnamedFiles(db, storage, outcome.filesToDelete);
    return signOutAndRedirect(args.context, {
      toast: { title: "dataRights.deletedTitle", description: "dataRights.deletedText" },
    });
  }
  // The code step stays open, and a balance ticked stays ticked: only what failed is said.
  const keep = { codeSent: true, givingUp: ticked };
  if (outcome.reason === "limited") {
    return answerRefusal(limitedRefusal(outcome, language), { keep });
  }
  if (
    outcome.reason === "invalid" ||
    outcome.reason === "expired" ||
    outcome.reason === "too_many_attempts"
  ) {
    return answerRefusal(deletionCodeRefusals[outcome.reason], { fields: ["code"], keep });
  }
  if (outcome.reason === "balance_not_given_up") {
    // The code is still good: the form keeps it (the answer is a new page, decision 140: the
    // code goes back to the person's own page, which no cache keeps), and asks for the tick
    // again beside it.
    return answerRefusal(deletionBlockerRefusals.balance_not_given_up, {
      fields: ["giveUp"],
      keep: { codeSent: true, code: typeof code === "string" ? code : "" },
    });
  }
  return answerBlocker(outcome.reason);
}
