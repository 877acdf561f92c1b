import { getServices } from "~/http/context.server";
import { readClient } from "~/http/read-client.server";
import type { ReviewerIntentArgs } from "../reviewer-intents";

/**
 * What a submission and a revision both hand the domain besides their fields: the proof's bytes
 * (empty when none was sent), the stores, and the client, for the risk signals.
 */
export async function readReviewUpload(input: ReviewerIntentArgs) {
  const { db, storage, config } = getServices(input.context);
  const proof = input.form.get("proof");
  return {
    db,
    deps: { storage, clientSalt: config.sessionSecret },
    proof:
      proof instanceof File && proof.size > 0
        ? Buffer.from(await proof.arrayBuffer())
        : Buffer.alloc(0),
    client: readClient(input.request, input.context),
  };
}
