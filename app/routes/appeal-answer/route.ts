import { data, redirect } from "react-router";
import { dashboardPath } from "~/auth/dashboard-path";
import { markLiftAnswerRead } from "~/domain/moderation/appeal-answer-notices.server";
import { getServices, getSignedIn } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { signInChallenge } from "~/http/refusal-headers";
import type { Route } from "./+types/route";

/**
 * /appeal-answer (decision 109): 'I have read this' under a lifted suspension's answer, recorded
 * for the signed-in person's own answer; back to their dashboard. No page: a post only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = getSignedIn(context);
  // A Response, not data(): a resource route's thrown data() loses its headers.
  if (!signedIn) {
    throw new Response(null, { status: 401, headers: { "WWW-Authenticate": signInChallenge } });
  }
  const form = await readForm(request);
  const done = await markLiftAnswerRead(getServices(context).db, {
    profileId: signedIn.profile.id,
    answerId: String(form.get("answerId") ?? ""),
  });
  if (!done.ok) throw data(null, { status: 404 });
  return redirect(dashboardPath(signedIn.profile.role));
}
