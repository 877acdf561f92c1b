import type { BreachNoticeParts } from "~/db/schema";
import { useTranslation } from "~/i18n/use-translation";

export type BreachNoticeShown = {
  parts: BreachNoticeParts;
  contact: string;
  occurredAt: string;
  discoveredAt: string;
};

const partOrder = ["description", "consequences", "measures", "safety"] as const;

/**
 * A breach notice as the person reads it (DPDP Rules r.7(1)(a)–(e)): what happened, when it
 * happened and was found, what it can mean, what was done, what they can do, and who answers.
 * `lang` marks a preview in the other language for screen readers (the admin's tool).
 */
export function BreachNoticeBody({
  notice,
  lang,
  labels,
}: {
  notice: BreachNoticeShown;
  lang?: "en" | "hi";
  /** The headings in the notice's own language, when it is not the page's (the preview). */
  labels?: Record<(typeof partOrder)[number] | "contact" | "happened" | "found", string>;
}) {
  const { t } = useTranslation();
  const label = (key: keyof NonNullable<typeof labels>) =>
    labels?.[key] ??
    (key === "happened" || key === "found" ? t(`breach.${key}`) : t(`breach.parts.${key}`));
  return (
    <div className="space-y-3 [overflow-wrap:anywhere]" lang={lang}>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-ink-600">{label("happened")}</dt>
          <dd className="text-ink-950">{notice.occurredAt}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-ink-600">{label("found")}</dt>
          <dd className="text-ink-950">{notice.discoveredAt}</dd>
        </div>
      </dl>
      <dl className="space-y-3">
        {partOrder.map((part) => (
          <div key={part}>
            <dt className="font-semibold text-ink-950">{label(part)}</dt>
            <dd className="whitespace-pre-line text-ink-800">{notice.parts[part]}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-ink-950">{label("contact")}</dt>
          <dd className="whitespace-pre-line text-ink-800">{notice.contact}</dd>
        </div>
      </dl>
    </div>
  );
}
