import { formatPhone } from "~/auth/format-phone";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "./ui/cn";
import { useOperator } from "./use-operator";

/** Who runs ReviewKaro: legal name, address, email and phone, from the configuration. */
export function OperatorIdentity({
  className,
  heading,
}: {
  className?: string;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const operator = useOperator();
  if (!operator) return null;
  const link = "inline-flex min-h-11 items-center break-all underline underline-offset-2";
  // A region of its own on a policy page; inside the footer's landmark elsewhere, so a page never
  // has two regions of one name (axe's landmark-unique).
  const Box = heading ? "section" : "div";
  return (
    <Box
      aria-label={heading ? t("operator.heading") : undefined}
      className={cn("text-sm", className)}
      data-testid="operator"
    >
      {heading ? (
        <h2 className="text-lg font-semibold text-ink-950">{t("operator.heading")}</h2>
      ) : null}
      <p className="font-medium">{t("operator.runBy", { name: operator.legalName })}</p>
      <p>
        <span className="sr-only">{t("operator.address")}: </span>
        {operator.address}
      </p>
      <p className="flex flex-wrap gap-x-4">
        <a className={link} href={`mailto:${operator.email}`}>
          <span className="sr-only">{t("operator.email")}: </span>
          {operator.email}
        </a>
        <a className={link} href={`tel:${operator.phone}`}>
          <span className="sr-only">{t("operator.phone")}: </span>
          {formatPhone(operator.phone)}
        </a>
      </p>
    </Box>
  );
}
