import { useTranslation } from "react-i18next";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { Card } from "~/components/ui/card";
import type { Route } from "./+types/admin-dashboard";

export function loader({ context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin");
  return { username: profile.username ?? "" };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("dashboard.adminTitle")}</title>
      <DashboardHeader showProfile={false} />
      <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">
          {t("dashboard.greeting", { name: loaderData.username })}
        </h1>
        <Card>
          <p className="text-ink-700">{t("dashboard.comingSoon")}</p>
        </Card>
      </main>
    </>
  );
}
