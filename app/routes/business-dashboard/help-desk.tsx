import { formatPhone } from "~/auth/format-phone";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { useOperator } from "~/components/use-operator";
import { useTranslation } from "~/i18n/use-translation";

/** Who to call for help: the operator's phone from its settings (decision 094), as a tel: link. */
export function HelpDesk() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Icon name="life-buoy" className="size-5 text-brand-700" />
        {t("business.helpDesk")}
      </CardTitle>
      <p className="mt-2 text-sm text-ink-700">{t("business.helpDeskText")}</p>
      {operator ? (
        <a
          href={`tel:${operator.phone}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-3")}
        >
          <Icon name="phone" />
          {formatPhone(operator.phone)}
        </a>
      ) : null}
    </Card>
  );
}
