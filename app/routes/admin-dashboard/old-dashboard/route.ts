import { redirect } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { type FlashToast, redirectWithToast } from "~/http/toast.server";
import { adminIntents } from "../intents/admin-intent-table.server";
import { pathOfOldUrl } from "../tab-paths";
import { answerTabForm } from "../tab-route.server";
import type { Route } from "./+types/route";

/*
 * The old one-page dashboard's URL (decision 124). A link or bookmark to
 * `/admin/dashboard?tab=payouts&payouts=2` opens `/admin/payouts?payouts=2`. A form sent from a
 * page opened before the deploy is still answered, for one release, by the same handlers, then
 * the admin lands on its tab with the answer's toast: nothing sent is lost.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, "admin", request);
  return redirect(pathOfOldUrl(new URL(request.url)), 302);
}

export async function action(args: Route.ActionArgs) {
  const to = pathOfOldUrl(new URL(args.request.url));
  const answer = await answerTabForm(args, adminIntents);
  const toast = toastOf(answer);
  return toast ? redirectWithToast(to, toast, { status: 303 }) : redirect(to, 303);
}

/** The answer's toast, as a flash: a translated one travels as its words. */
function toastOf(answer: unknown): FlashToast | null {
  const body =
    answer && typeof answer === "object" && "data" in answer && "init" in answer
      ? (answer as { data: unknown }).data
      : answer;
  if (!body || typeof body !== "object" || !("toast" in body)) return null;
  const toast = (body as { toast: (FlashToast & { translated?: true }) | null }).toast;
  if (!toast) return null;
  const { translated: _translated, ...flash } = toast;
  return flash;
}
