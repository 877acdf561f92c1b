import { requireRole } from "~/auth/guards.server";
import { keepPageOnFailure, keepPageOnLoadFailure } from "~/browser/keep-page-on-failure";
import { getRequestInfo, getServices } from "~/http/context.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { RemovalAppeals } from "~/routes/_staff/removal-appeals/removal-appeals";
import { Appeals } from "../appeals";
import { adminTabIntents } from "../intents/admin-intent-table.server";
import { answerTabForm } from "../tab-action.server";
import { loadAppealsTab } from "../tab-pages.server";
import { shouldRevalidate, useTabPage, useTabSections } from "../tab-route";
import type { Route } from "./+types/route";

/** `/admin/appeals`: suspended accounts' and removed reviews' appeals (decision 124). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin", request);
  const services = getServices(context);
  return loadAppealsTab(services.db, {
    adminId: profile.id,
    language: getRequestInfo(context).language,
    url: new URL(request.url),
  });
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action(args: Route.ActionArgs) {
  return answerTabForm(args, adminTabIntents.appeals);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export { shouldRevalidate };

export default function AppealsTab({ loaderData, actionData }: Route.ComponentProps) {
  useTabPage(loaderData, actionData);
  const appeals = useTabSections(loaderData.live)["appeal-queue"];
  return (
    <>
      <RemovalAppeals {...appeals.removals} />
      {appeals.appeals ? <Appeals {...appeals.appeals} /> : null}
    </>
  );
}
