import { Pause, Pencil, Trash2 } from "lucide-react";
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
      title: t("business.notImplementedTitle"),
      description: t("business.notImplementedText"),
    });
  const actions = [
    { key: "edit", Icon: Pencil, text: t("business.edit") },
    { key: "pause", Icon: Pause, text: t("business.pause") },
    { key: "delete", Icon: Trash2, text: t("business.delete") },
  ];
  return (
    <div className="flex items-center gap-1">
      {actions.map(({ key, Icon, text }) => (
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
          <Icon aria-hidden="true" />
          {withText ? text : null}
        </button>
      ))}
    </div>
  );
}
