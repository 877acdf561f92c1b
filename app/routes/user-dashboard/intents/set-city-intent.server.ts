import { data } from "react-router";
import { setDetectedCity } from "~/domain/reviews/set-detected-city.server";
import { isCity } from "~/domain/shared/city";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { ActionResult, ReviewerIntentArgs } from "../reviewer-intents";

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
