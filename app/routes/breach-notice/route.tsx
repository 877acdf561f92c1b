import { data, Form } from "react-router";
import { dashboardPath } from "~/auth/dashboard-path";
import { BreachNoticeBody } from "~/components/breach-notice-body";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import {
  acknowledgeNotice,
  listPublicNotices,
  listUnreadBreachIds,
} from "~/domain/breach/breach-notices.server";
import { formatDateTime } from "~/domain/shared/dates";
import { isUuid } from "~/domain/shared/uuid";
import { getRequestInfo, getServices, getSignedIn } from "~/http/context.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";

// Plain HTML and one form: the page an SMS opens on any phone, with or without script.
export const handle: RouteHandle = { staticPage: true, messages: ["breach", "footer"] };

/**
 * /breach (decision 095): the notices of the past year's breaches, in the reader's language,
 * readable without signing in (a breach may be of the very password that signs in). A signed-in
 * person who was told of one says here that they have read it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const { language } = getRequestInfo(context);
  const signedIn = getSignedIn(context);
  const [notices, unread] = await Promise.all([
    listPublicNotices(db),
    signedIn ? listUnreadBreachIds(db, { profileId: signedIn.profile.id }) : Promise.resolve([]),
  ]);
  return {
    notices: notices.map((notice) => ({
      id: notice.id,
      sentOn: formatDateTime(notice.notifiedAt ?? notice.discoveredAt, language),
      mine: unread.includes(notice.id),
      notice: {
        parts: language === "hi" ? notice.noticeHi : notice.noticeEn,
        contact: notice.contact,
        occurredAt: formatDateTime(notice.occurredAt, language),
        discoveredAt: formatDateTime(notice.discoveredAt, language),
      },
    })),
  };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/** 'I have read this notice': recorded for the signed-in person's own notice, then their dashboard. */
export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = getSignedIn(context);
  const form = await request.formData();
  const breachId = String(form.get("breachId") ?? "");
  if (!signedIn || form.get("intent") !== "acknowledge" || !isUuid(breachId)) {
    throw data(null, { status: 400 });
  }
  const done = await acknowledgeNotice(getServices(context).db, {
    profileId: signedIn.profile.id,
    breachId,
  });
  if (!done.ok) throw data(null, { status: 404 });
  return redirectWithToast(dashboardPath(signedIn.profile.role), {
    title: "breach.acknowledgedTitle",
    variant: "success",
  });
}

export default function BreachNoticePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("breach.metaTitle")}</title>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-950">{t("breach.title")}</h1>
        <p className="text-lg text-ink-800">{t("breach.intro")}</p>
        {loaderData.notices.length === 0 ? (
          <p className="text-ink-700">{t("breach.none")}</p>
        ) : (
          loaderData.notices.map((item) => (
            <article
              key={item.id}
              id={`breach-${item.id}`}
              aria-labelledby={`breach-${item.id}-sent`}
              className="space-y-4 rounded-2xl border border-red-200 bg-white p-4 shadow-sm sm:p-6"
              data-testid="breach-notice"
            >
              <h2 id={`breach-${item.id}-sent`} className="text-lg font-semibold text-red-900">
                {t("breach.sentOn", { date: item.sentOn })}
              </h2>
              <BreachNoticeBody notice={item.notice} />
              {item.mine ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="acknowledge" />
                  <input type="hidden" name="breachId" value={item.id} />
                  <Button type="submit" size="lg" className="w-full sm:w-auto">
                    {t("breach.acknowledge")}
                  </Button>
                </Form>
              ) : null}
            </article>
          ))
        )}
        <p className="rounded-lg bg-amber-50 p-3 text-amber-950">{t("breach.neverAsks")}</p>
      </main>
      <SiteFooter />
    </>
  );
}
