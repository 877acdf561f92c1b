import type { RouterContextProvider } from "react-router";
import { MAX_APPEAL_DECISION_LENGTH } from "~/domain/moderation/removal-appeals/appeal-text";
import {
  decideRemovalAppeal,
  decideRemovalAppealRefusals,
} from "~/domain/moderation/removal-appeals/decide-removal-appeal.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readStaffForm } from "~/routes/_staff/read-staff-form.server";
import type { ActionResult, StaffIntentArgs } from "~/routes/_staff/staff-intents";
import { sendAppealAnswerNow } from "./send-appeal-answer-now.server";

const decisionForm = z.object({
  appealId: z.string().check(z.minLength(1), z.maxLength(64)),
  outcome: z._default(z.string().check(z.maxLength(20)), ""),
  // Browsers send line breaks as '\r\n': room for them; the domain counts each as one.
  reason: z._default(z.string().check(z.maxLength(2 * MAX_APPEAL_DECISION_LENGTH)), ""),
});

/**
 * 'Publish again' / 'Keep removed' on an author's appeal (decision 091), from the admin's Appeals
 * tab or a moderator's workbench: the domain refuses the person who removed the review.
 */
export async function decideRemovalAppealAnswer(input: {
  form: FormData;
  staffId: string;
  context: Readonly<RouterContextProvider>;
}) {
  const decision = readStaffForm(input.form, decisionForm);
  const outcome = await decideRemovalAppeal(getServices(input.context).db, {
    staffId: input.staffId,
    ...decision,
  });
  if (!outcome.ok) return answerRefusal(decideRemovalAppealRefusals[outcome.reason]);
  // After the commit: the author's SMS leaves now, in their language (the job retries a failure).
  await sendAppealAnswerNow(input.context, { removalAppealId: decision.appealId });
  return {
    toast: {
      title:
        outcome.outcome === "reinstated"
          ? "removalAppeals.reinstatedTitle"
          : "removalAppeals.upheldTitle",
      description: "removalAppeals.decidedToastText",
      variant: "success",
    },
  } satisfies ActionResult;
}

export async function decideRemovalAppealIntent(args: StaffIntentArgs) {
  return decideRemovalAppealAnswer({ ...args, staffId: args.adminId });
}
