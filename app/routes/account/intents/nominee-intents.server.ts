import { removeNominee, saveNominee, saveNomineeRefusals } from "~/domain/privacy/nominee.server";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { redirectWithToast } from "~/http/toast.server";
import type { AccountIntentArgs } from "../account-intents";

const nomineeFields = ["nomineeName", "nomineeRelationship", "nomineePhone"] as const;

/** Names the nominee or changes the one named (DPDP Act s.14, decision 092). */
export async function nomineeIntent(args: AccountIntentArgs) {
  const text = (name: string) => {
    const value = args.form.get(name);
    return typeof value === "string" ? value : "";
  };
  const outcome = await saveNominee(getServices(args.context).db, {
    profileId: args.profileId,
    ownPhone: args.phone,
    name: text("nomineeName"),
    relationship: text("nomineeRelationship"),
    phone: text("nomineePhone"),
  });
  if (!outcome.ok) {
    return answerRefusal(saveNomineeRefusals[outcome.reason], { fields: nomineeFields });
  }
  return redirectWithToast("/account", {
    title: "nominee.savedTitle",
    description: "nominee.savedText",
    variant: "success",
  });
}

/** Removes the nominee. */
export async function removeNomineeIntent(args: AccountIntentArgs) {
  await removeNominee(getServices(args.context).db, args.profileId);
  return redirectWithToast("/account", {
    title: "nominee.removedTitle",
    description: "nominee.removedText",
    variant: "success",
  });
}
