import type { RouterContextProvider } from "react-router";
import type { FlashToast, TranslatedToast } from "~/http/toast.server";

/*
 * What the staff's screens share about their forms (decision 119): the admin's tabs and the
 * moderator's workbench answer the same review decisions and removal appeals.
 */

/** The review card's decisions, sent by the admin's queue and the moderator's workbench alike. */
export type ReviewDecisionIntent = "approve-review" | "reject-review";

/** A removal appeal's answer, from the admin's Appeals tab or the workbench. */
export type RemovalAppealIntent = "decide-removal-appeal";

/**
 * What a staff screen's action answers; its forms read it from their fetchers.
 * Their dialogs check what they send, so a refusal is a toast.
 */
export type ActionResult = { toast: FlashToast | TranslatedToast | null };

/** What a staff route hands each intent's handler: the form and the signed-in person deciding. */
export type StaffIntentArgs = {
  form: FormData;
  adminId: string;
  context: Readonly<RouterContextProvider>;
};
