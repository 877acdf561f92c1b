import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { Card } from "~/components/ui/card";
import type { Route } from "./+types/user-dashboard";

export function loader({ context }: Route.LoaderArgs) {
  const profile = requireRole(context, "user");
  return { username: profile.username ?? "" };
}

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("dashboard.userTitle")}</title>
      <DashboardHeader />
      <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">
          {t("dashboard.greeting", { name: loaderData.username })}
        </h1>
        <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t("dashboard.scamNotice")}
        </p>
        <Card>
          <p className="text-ink-700">{t("dashboard.comingSoon")}</p>
        </Card>
      </main>
    </>
  );
}
