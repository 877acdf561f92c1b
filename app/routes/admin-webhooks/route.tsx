import { data, Link } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { Pager } from "~/components/pager";
import { Button, buttonVariants } from "~/components/ui/button";
import { type InboundWebhookState, inboundWebhookStates } from "~/db/schema";
import { replayInboundWebhook } from "~/domain/jobs/handle-inbound-webhook.server";
import {
  INBOUND_WEBHOOKS_PAGE_SIZE,
  listInboundWebhooks,
} from "~/domain/money/webhooks/list-inbound-webhooks.server";
import { webhookProviderName } from "~/domain/money/webhooks/webhook-provider-names.server";
import { loadOpenPage, readPageRequest } from "~/domain/shared/list-pages";
import { isUuid } from "~/domain/shared/uuid";
import { getServices } from "~/http/context.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { EventItem } from "./event-item";

/** A static page (decision 140): a filter by GET; a replay posted, answered by a redirect. */
export const handle: RouteHandle = { staticPage: true, messages: ["adminWebhooks"] };

const pageParam = "page";

const isState = (value: string | null): value is InboundWebhookState =>
  (inboundWebhookStates as readonly string[]).includes(value ?? "");

/**
 * Inbound webhooks (decision 087): every event Razorpay and RazorpayX sent, newest first, a
 * keyset page at a time, narrowed to one state with `?state=`; what the payer's details say is
 * never shown (webhook-summary.ts). Not counted, as the access log (decision 084).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin", request);
  const { db } = getServices(context);
  const search = new URL(request.url).searchParams;
  const asked = search.get("state");
  const state = isState(asked) ? asked : undefined;
  const page = await loadOpenPage({
    request: readPageRequest(search, pageParam),
    size: INBOUND_WEBHOOKS_PAGE_SIZE,
    list: (window) => listInboundWebhooks(db, { adminId: profile.id, state, ...window }),
  });
  return {
    events: {
      ...page,
      // Each row's provider by its own name, from the registries (decision 127).
      list: page.list.map(({ cursor: _cursor, ...row }) => ({
        ...row,
        providerName: webhookProviderName(row.provider),
      })),
    },
    state: state ?? null,
  };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/**
 * Replay: the stored body handled again, idempotently (an event already acted on changes
 * nothing), then back to the same list with what it answered.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, "admin", request);
  const services = getServices(context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "replay" || !isUuid(id)) throw data(null, { status: 400 });
  const back = `/admin/webhooks${new URL(request.url).search}`;
  const answer = await replayInboundWebhook(services.db, { id });
  if (!answer.ok && answer.error === "not_found") {
    return redirectWithToast(back, {
      title: "inboundWebhooks.notFoundTitle",
      description: "inboundWebhooks.notFoundText",
      variant: "error",
    });
  }
  if (!answer.ok || answer.result.state === "failed") {
    return redirectWithToast(back, {
      title: "inboundWebhooks.replayFailedTitle",
      description: "inboundWebhooks.replayFailedText",
      variant: "error",
    });
  }
  // More reviews paid for a campaign that changed meanwhile: its refund goes out now.
  if (answer.outcome === "reviews_given_back") services.wakeRefunds?.();
  return redirectWithToast(back, {
    title: "inboundWebhooks.replayedTitle",
    description: "inboundWebhooks.replayedText",
    values: { outcome: answer.outcome },
    variant: "success",
  });
}

export default function AdminWebhooks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { events, state } = loaderData;
  return (
    <>
      <title>{t("inboundWebhooks.metaTitle")}</title>
      <DashboardHeader showProfile={false} />
      <main id="main" className="mx-auto max-w-4xl space-y-5 px-4 py-6">
        <Link to="/admin/team" className={buttonVariants({ variant: "link" })}>
          {t("inboundWebhooks.back")}
        </Link>
        <h1 className="text-2xl font-bold text-ink-950">{t("inboundWebhooks.title")}</h1>
        <p className="max-w-prose text-ink-700">{t("inboundWebhooks.intro")}</p>
        <form method="get" className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-ink-900">
            {t("inboundWebhooks.filterLabel")}
            <select
              name="state"
              defaultValue={state ?? ""}
              className="min-h-11 rounded-lg border border-ink-300 bg-white px-3 text-base"
            >
              <option value="">{t("inboundWebhooks.filterAll")}</option>
              {inboundWebhookStates.map((name) => (
                <option key={name} value={name}>
                  {t(`inboundWebhooks.state.${name}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            {t("inboundWebhooks.filterApply")}
          </Button>
        </form>
        <div className="rounded-2xl border border-ink-200 bg-white shadow-sm">
          {events.list.length === 0 ? (
            <p className="p-4 text-ink-700">
              {state ? t("inboundWebhooks.emptyFiltered") : t("inboundWebhooks.empty")}
            </p>
          ) : (
            <ol className="divide-y divide-ink-100" aria-label={t("inboundWebhooks.title")}>
              {events.list.map((row) => (
                <EventItem key={row.id} row={row} />
              ))}
            </ol>
          )}
        </div>
        <Pager param={pageParam} paged={events} label={t("inboundWebhooks.pages")} />
      </main>
    </>
  );
}
