import { data } from "react-router";
import {
  saveReviewerInfo,
  saveReviewerInfoRefusals,
} from "~/domain/reviews/save-reviewer-info.server";
import { setDetectedCity } from "~/domain/reviews/set-detected-city.server";
import { isCity } from "~/domain/shared/city";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { ActionResult, ReviewerIntentArgs } from "../reviewer-intents";

/* The reviewer's own details: the city the browser found, and the public name and email. */

/** The city the browser found the reviewer in, saved once (CityDetector). */
export async function setCityIntent(args: ReviewerIntentArgs) {
  const city = args.form.get("city");
  if (!isCity(city)) return answerRefusal(unexpectedRequest);
  const saved = await setDetectedCity(getServices(args.context).db, { userId: args.userId, city });
  if (!saved) return answerRefusal(unexpectedRequest);
  return data<ActionResult>({
    done: "city",
    city: saved.city,
    toast: {
      title: "reviewer.cityDetectedTitle",
      description: "reviewer.cityDetectedText",
      values: { city: saved.city },
      variant: "success",
    },
  });
}

/** Reviewer Info: the public name and contact email, asked before the first review. */
export async function saveInfoIntent(args: ReviewerIntentArgs) {
  const outcome = await saveReviewerInfo(getServices(args.context).db, {
    userId: args.userId,
    reviewerName: String(args.form.get("reviewerName") ?? ""),
    reviewerEmail: String(args.form.get("reviewerEmail") ?? ""),
  });
  if (!outcome.ok) {
    // Each wrong field is said under it, with its own message; the dialog stays open.
    if (!outcome.reason) return data<ActionResult>({ toast: null, errors: outcome.errors }, 400);
    return answerRefusal(saveReviewerInfoRefusals[outcome.reason]);
  }
  return data<ActionResult>({
    done: "info",
    toast: {
      title: "reviewer.infoSavedTitle",
      description: "reviewer.infoSavedText",
      variant: "success",
    },
  });
}
