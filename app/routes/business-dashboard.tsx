import { useTranslation } from "react-i18next";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { Card } from "~/components/ui/card";
import type { Route } from "./+types/business-dashboard";

export function loader({ context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business");
  return { name: profile.businessName ?? profile.username ?? "" };
}

export default function BusinessDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("dashboard.businessTitle")}</title>
      <DashboardHeader />
      <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">
          {t("dashboard.welcomeBusiness", { name: loaderData.name })}
        </h1>
        <Card>
          <p className="text-ink-700">{t("dashboard.comingSoon")}</p>
        </Card>
      </main>
    </>
  );
}
