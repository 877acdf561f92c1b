import { Icon, type IconName } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import { buttonVariants } from "./ui/button";
import { cn } from "./ui/cn";
import { useToast } from "./ui/toast";

/** Edit, Pause and Delete, which for now only say they are not implemented. */
export function NotImplementedActions({
  label,
  withText = false,
}: {
  label: string;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const notImplemented = () =>
    showToast({
      title: t("dashboard.notImplementedTitle"),
      description: t("dashboard.notImplementedText"),
    });
  const actions: { key: string; icon: IconName; text: string }[] = [
    { key: "edit", icon: "pencil", text: t("dashboard.edit") },
    { key: "pause", icon: "pause", text: t("dashboard.pause") },
    { key: "delete", icon: "trash-2", text: t("dashboard.delete") },
  ];
  return (
    <div className="flex items-center gap-1">
      {actions.map(({ key, icon, text }) => (
        <button
          key={key}
          type="button"
          onClick={notImplemented}
          aria-label={withText ? undefined : `${text}: ${label}`}
          title={text}
          className={cn(
            buttonVariants({
              variant: withText ? "outline" : "ghost",
              size: withText ? "sm" : "icon",
            }),
            withText ? "" : "size-9",
          )}
        >
          <Icon name={icon} />
          {withText ? text : null}
        </button>
      ))}
    </div>
  );
}
