import { data } from "react-router";
import {
  buildDataExport,
  dataExportRefusals,
  EXPORTS_PER_WEEK,
  requestDataExport,
} from "~/domain/privacy/data-exports.server";
import {
  saveReviewerInfo,
  saveReviewerInfoRefusals,
} from "~/domain/reviews/save-reviewer-info.server";
import { formatDateTime } from "~/domain/shared/dates";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { redirectWithToast } from "~/http/toast.server";
import type { AccountActionResult, AccountIntentArgs } from "../account-intents";

/** A reviewer corrects the name on their reviews and their email. */
export async function correctIntent(args: AccountIntentArgs) {
  const text = (name: string) => {
    const value = args.form.get(name);
    return typeof value === "string" ? value : "";
  };
  const outcome = await saveReviewerInfo(getServices(args.context).db, {
    userId: args.profileId,
    reviewerName: text("reviewerName"),
    reviewerEmail: text("reviewerEmail"),
  });
  if (outcome.ok) {
    return redirectWithToast("/account", {
      title: "dataRights.detailsSavedTitle",
      description: "dataRights.detailsSavedText",
      variant: "success",
    });
  }
  if (outcome.reason) return answerRefusal(saveReviewerInfoRefusals[outcome.reason]);
  const [name, message] = Object.entries(outcome.errors)[0] ?? ["reviewerName", "errors.tryAgain"];
  return data<AccountActionResult>(
    {
      toast: null,
      field: {
        name: name === "reviewerEmail" ? "reviewerEmail" : "reviewerName",
        title: "",
        text: message ?? "errors.tryAgain",
      },
    },
    400,
  );
}

/**
 * 'Prepare my data': a small account's ZIP is built now, a large one's by the job; one being
 * prepared or ready answers instead of another, and a few a week is the limit (decision 103).
 */
export async function exportIntent(args: AccountIntentArgs) {
  const { db, storage } = getServices(args.context);
  const request = await requestDataExport(db, { profileId: args.profileId });
  if (!request.ok) {
    const date = formatDateTime(request.retryAt, getRequestInfo(args.context).language);
    return answerRefusal(
      { ...dataExportRefusals[request.reason], values: { date, count: EXPORTS_PER_WEEK } },
      { fields: ["export"] },
    );
  }
  const built =
    request.existing === "ready"
      ? "ready"
      : request.inline && request.existing === null
        ? await buildDataExport(db, storage, { requestId: request.id })
        : "gone";
  return redirectWithToast(
    "/account",
    built === "ready"
      ? { title: "dataRights.readyTitle", description: "dataRights.readyText", variant: "success" }
      : { title: "dataRights.preparingTitle", description: "dataRights.preparingText" },
  );
}
