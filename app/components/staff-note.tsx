import { useTranslation } from "~/i18n/use-translation";

/**
 * A note a staff member typed for this person, shown as their own words beside a frame in the
 * reader's language (issue 46: "a note shown as the staff member's words beside a translated
 * frame"). The note is never machine-translated: the frame says whose words they are, and the
 * note keeps no `lang` of the page, since it may be written in either language.
 */
export function StaffNote({
  text,
  className,
}: {
  text: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!text?.trim()) return null;
  return (
    <figure className={className} data-testid="staff-note">
      <figcaption className="text-xs text-slate-600">{t("common.staffWords")}</figcaption>
      <blockquote className="mt-1 border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-line wrap-anywhere text-slate-900">
        {text}
      </blockquote>
    </figure>
  );
}
