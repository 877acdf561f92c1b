import { Link, useNavigate } from "react-router";
import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import { buttonVariants } from "./ui/button";
import { cn } from "./ui/cn";

/** Goes to `to` when given, otherwise one step back in the browser's history. */
export function BackButton({ to, className }: { to?: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classes = cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-2", className);
  const content = (
    <>
      <Icon name="arrow-left" />
      {t("common.back")}
    </>
  );
  if (to) {
    return (
      <Link to={to} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={classes} onClick={() => navigate(-1)}>
      {content}
    </button>
  );
}
