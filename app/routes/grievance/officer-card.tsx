import { Card } from "~/components/ui/card";
import { useTranslation } from "~/i18n/use-translation";

/** The grievance officer's name and email (IT Rules 2021), with the promise of both clocks. */
export function OfficerCard({ officer }: { officer: { name: string | null; email: string } }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3" data-testid="grievance-officer">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-600">{t("policies.grievance.nameLabel")}</dt>
        <dd className="font-semibold text-ink-950">
          {officer.name ?? t("policies.grievance.defaultOfficerName")}
        </dd>
        <dt className="text-ink-600">{t("policies.grievance.emailLabel")}</dt>
        <dd>
          <a
            className="inline-flex min-h-11 items-center break-all text-brand-800 underline"
            href={`mailto:${officer.email}`}
          >
            {officer.email}
          </a>
        </dd>
      </dl>
      <p className="text-ink-800">{t("policies.grievance.acknowledge")}</p>
      <p className="text-sm text-ink-700">{t("policies.grievance.include")}</p>
    </Card>
  );
}
