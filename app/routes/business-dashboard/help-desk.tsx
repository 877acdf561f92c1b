import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { supportPhone, supportPhoneDisplay } from "~/domain/shared/support-contact";
import { useTranslation } from "~/i18n/use-translation";

/** Who to call for help, with the support number as a tel: link. */
export function HelpDesk() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Icon name="life-buoy" className="size-5 text-brand-700" />
        {t("business.helpDesk")}
      </CardTitle>
      <p className="mt-2 text-sm text-ink-700">{t("business.helpDeskText")}</p>
      <a
        href={`tel:${supportPhone}`}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-3")}
      >
        <Icon name="phone" />
        {supportPhoneDisplay}
      </a>
    </Card>
  );
}
