import { Link } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { Pager } from "~/components/pager";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  ACCESS_LOG_PAGE_SIZE,
  listAccessLog,
  listStaffForFilter,
} from "~/domain/privacy/access-log-lists.server";
import { loadOpenPage, readPageRequest } from "~/domain/shared/list-pages";
import { isUuid } from "~/domain/shared/uuid";
import { getServices } from "~/http/context.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { ViewItem } from "./view-item";

/** A static page (decision 140): a list, a filter by GET and links; it downloads no script. */
export const handle: RouteHandle = { staticPage: true, messages: ["adminDashboard"] };

const pageParam = "page";

/**
 * The staff access log (decision 083): every proof photo, phone number and UPI ID a staff member
 * saw, newest first, a keyset page at a time, narrowed to one staff member with `?staff=`. Not
 * counted: a count reads the whole log, which grows every day (decision 084).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin", request);
  const { db } = getServices(context);
  const search = new URL(request.url).searchParams;
  const asked = search.get("staff");
  const staffId = asked && isUuid(asked) ? asked : undefined;
  const filter = { adminId: profile.id, staffId };
  const [page, staff] = await Promise.all([
    loadOpenPage({
      request: readPageRequest(search, pageParam),
      size: ACCESS_LOG_PAGE_SIZE,
      list: (window) => listAccessLog(db, { ...filter, ...window }),
    }),
    listStaffForFilter(db, { adminId: profile.id }),
  ]);
  return {
    views: { ...page, list: page.list.map(({ cursor: _cursor, ...row }) => row) },
    staff,
    staffId: staffId ?? null,
  };
}

export default function AdminAccessLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { views, staff, staffId } = loaderData;
  return (
    <>
      <title>{t("accessLog.metaTitle")}</title>
      <DashboardHeader showProfile={false} />
      <main id="main" className="mx-auto max-w-4xl space-y-5 px-4 py-6">
        <Link to="/admin/team" className={buttonVariants({ variant: "link" })}>
          {t("accessLog.back")}
        </Link>
        <h1 className="text-2xl font-bold text-ink-950">{t("accessLog.title")}</h1>
        <p className="max-w-prose text-ink-700">{t("accessLog.intro")}</p>
        <form method="get" className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-ink-900">
            {t("accessLog.filterLabel")}
            <select
              name="staff"
              defaultValue={staffId ?? ""}
              className="min-h-11 rounded-lg border border-ink-300 bg-white px-3 text-base"
            >
              <option value="">{t("accessLog.filterAll")}</option>
              {staff.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name ?? t("accessLog.accountTail", { tail: person.id.slice(-6) })}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            {t("accessLog.filterApply")}
          </Button>
        </form>
        <div className="rounded-2xl border border-ink-200 bg-white shadow-sm">
          {views.list.length === 0 ? (
            <p className="p-4 text-ink-700">
              {staffId ? t("accessLog.emptyFiltered") : t("accessLog.empty")}
            </p>
          ) : (
            <ol className="divide-y divide-ink-100" aria-label={t("accessLog.title")}>
              {views.list.map((row) => (
                <ViewItem key={row.id} row={row} />
              ))}
            </ol>
          )}
        </div>
        <Pager param={pageParam} paged={views} label={t("accessLog.pages")} />
      </main>
    </>
  );
}
