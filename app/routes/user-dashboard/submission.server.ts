import { data, type RouterContextProvider } from "react-router";
import { reviewFormSchema } from "~/domain/review-text";
import { submitReview } from "~/domain/reviews.server";
import { readClientTraits } from "~/http/client-traits.server";
import { getServices } from "~/http/context.server";
import { type ActionResult, failure, reviewFormFailure, textRefused } from "./action-result";

/** The reviewer dashboard's "submit-review" intent: a new review with its proof. */
export async function submitAction(input: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  userId: string;
}) {
  const { db, storage, config } = getServices(input.context);
  const proof = input.form.get("proof");
  const bytes =
    proof instanceof File && proof.size > 0
      ? Buffer.from(await proof.arrayBuffer())
      : Buffer.alloc(0);
  // '4.5' or '+4' is refused here, never rounded into a rating (input.ts).
  const parsed = reviewFormSchema.safeParse({
    rating: input.form.get("rating") ?? undefined,
    reviewText: input.form.get("reviewText") ?? undefined,
    campaignId: input.form.get("campaignId") ?? undefined,
  });
  const outcome = parsed.success
    ? await submitReview(
        db,
        { storage, clientSalt: config.sessionSecret },
        {
          userId: input.userId,
          ...parsed.data,
          proof: bytes,
          client: readClientTraits(input.request, input.context),
        },
      )
    : ({ ok: false, reason: reviewFormFailure(parsed.error.issues) } as const);
  if (!outcome.ok) {
    if (outcome.reason === "text_invalid") {
      return textRefused();
    }
    return failure(outcome.reason, outcome.reason === "not_reviewer" ? 403 : 400);
  }
  return data<ActionResult>({
    done: "review",
    toast: {
      title: "reviewer.submittedTitle",
      description: "reviewer.submittedText",
      variant: "success",
    },
  });
}
