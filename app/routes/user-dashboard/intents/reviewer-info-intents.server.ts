import { data } from "react-router";
import {
  saveReviewerInfo,
  saveReviewerInfoRefusals,
} from "~/domain/reviews/save-reviewer-info.server";
import { setDetectedCity } from "~/domain/reviews/set-detected-city.server";
import { isCity } from "~/domain/shared/city";
import { type CityDetectionFailure, cityDetectionFailures } from "~/domain/shared/nearest-city";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { cityLabel } from "~/i18n/i18n";
import { serverT } from "~/i18n/translate.server";
import { logger } from "~/logging/logger.server";
import type { ActionResult, ReviewerIntentArgs } from "../reviewer-intents";

/* The reviewer's own details: the city the browser found, and the public name and email. */

/**
 * The city the browser found the reviewer in, saved once (CityDetector). A failed detection saves
 * the fallback, is logged, and toasts nothing: 'City Detected!' would be untrue (decision 053).
 */
export async function setCityIntent(args: ReviewerIntentArgs) {
  const city = args.form.get("city");
  const failure = args.form.get("failure") || null;
  if (!isCity(city) || !(failure === null || isDetectionFailure(failure))) {
    return answerRefusal(unexpectedRequest);
  }
  const saved = await setDetectedCity(getServices(args.context).db, { userId: args.userId, city });
  if (!saved) return answerRefusal(unexpectedRequest);
  if (failure) {
    logger.info({ failure, city: saved.city }, "city not detected; fallback city saved");
    const t = serverT(getRequestInfo(args.context).language);
    const notice = t("dashboardNotes.cityFallbackNotice", { city: cityLabel(t, saved.city) });
    return data<ActionResult>({ done: "city", city: saved.city, cityNotice: notice, toast: null });
  }
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

function isDetectionFailure(value: FormDataEntryValue): value is CityDetectionFailure {
  return (cityDetectionFailures as readonly unknown[]).includes(value);
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
