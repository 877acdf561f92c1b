import type { RouterContextProvider } from "react-router";
import { requireRole } from "~/auth/guards.server";
import type { DbOrTx } from "~/db/client.server";
import { type AdminCounts, adminCounts } from "~/domain/moderation/admin-counts.server";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices, type Services } from "~/http/context.server";
import { dispatchIntent } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import type { AdminIntentArgs } from "./admin-intents";
import type { TabInput } from "./tab-pages.server";

/*
 * An admin tab's loader and action (decision 124): the guard, then the tab's own read or the
 * handler its form names. A route module is `export const loader = tabLoader(loadReviewsTab)`.
 */

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };
type Handlers = Readonly<Record<string, (args: AdminIntentArgs) => Promise<unknown>>>;
type Answer<H extends Handlers> = Awaited<ReturnType<H[keyof H]>>;

const countsOfRequest = new WeakMap<object, Promise<AdminCounts>>();

/**
 * The counters, read once per request (one row, decision 013): a page load runs the layout's
 * loader and the tab's side by side, and both want them (the badges, the tab's pager totals).
 */
export function requestCounts(
  context: Readonly<RouterContextProvider>,
  db: DbOrTx,
  adminId: string,
): Promise<AdminCounts> {
  let counts = countsOfRequest.get(context);
  if (!counts) {
    counts = adminCounts(db, { adminId });
    countsOfRequest.set(context, counts);
  }
  return counts;
}

/** The signed-in admin's view of a tab: its read (tab-pages.server.ts) for this URL. */
export function tabLoader<T>(
  read: (db: DbOrTx, input: TabInput, services: Services) => Promise<T>,
) {
  return ({ request, context }: RouteArgs): Promise<T> => {
    const profile = requireRole(context, "admin", request);
    const services = getServices(context);
    const input = {
      adminId: profile.id,
      language: getRequestInfo(context).language,
      url: new URL(request.url),
      counts: () => requestCounts(context, services.db, profile.id),
    };
    return read(services.db, input, services);
  };
}

/**
 * A tab's action: the handler its form's intent names in the tab's table
 * (intents/admin-intent-table.server.ts); an intent the tab has not is an unexpected request.
 */
export function tabAction<H extends Handlers>(handlers: H) {
  return (args: RouteArgs) => answerTabForm(args, handlers);
}

/** What tabAction answers, also for the old `/admin/dashboard`'s action (every tab's forms). */
export async function answerTabForm<H extends Handlers>(
  { request, context }: RouteArgs,
  handlers: H,
): Promise<Answer<H> | ReturnType<typeof answerRefusal>> {
  const profile = requireRole(context, "admin");
  const form = await readForm(request);
  return dispatchIntent<string, AdminIntentArgs, Answer<H> | ReturnType<typeof answerRefusal>>(
    form,
    handlers as Handlers as Record<string, (args: AdminIntentArgs) => Promise<Answer<H>>>,
    { form, adminId: profile.id, context },
    () => answerRefusal(unexpectedRequest),
  );
}
