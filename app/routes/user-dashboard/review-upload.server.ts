import type { RouterContextProvider } from "react-router";
import { readClientTraits } from "~/http/client-traits.server";
import { getServices } from "~/http/context.server";

/** A reviewer dashboard intent's request, as route.tsx's action hands it on. */
export type ReviewIntentInput = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  userId: string;
};

/**
 * What a submission and a revision both hand the domain besides their fields: the proof's bytes
 * (empty when none was sent), the stores, and the client's traits for the risk signals.
 */
export async function readReviewUpload(input: ReviewIntentInput) {
  const { db, storage, config } = getServices(input.context);
  const proof = input.form.get("proof");
  return {
    db,
    deps: { storage, clientSalt: config.sessionSecret },
    proof:
      proof instanceof File && proof.size > 0
        ? Buffer.from(await proof.arrayBuffer())
        : Buffer.alloc(0),
    client: readClientTraits(input.request, input.context),
  };
}
