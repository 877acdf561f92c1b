import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";

/** The privacy page's kinds of data kept, in the order they are listed (decision 092). */
export const collectedKinds = [
  "phone",
  "profile",
  "reviews",
  "payouts",
  "business",
  "consents",
  "nominee",
  "marks",
  "securityLog",
] as const;

type ProcessorLine = { kind: string; key: string; values: Record<string, string> };

/**
 * The lists inside two sections of /privacy: what we collect (section 'collect') and who
 * receives what (section 'shared', from this installation's settings).
 */
export function PrivacySectionList({
  section,
  processors,
}: {
  section: string;
  processors: readonly ProcessorLine[] | null;
}) {
  const { t } = useTranslation();
  const items =
    section === "collect"
      ? collectedKinds.map((kind) => ({
          id: kind,
          text: translateKey(t, `policies.privacy.collected.${kind}`),
        }))
      : section === "shared" && processors
        ? processors.map((line) => ({
            id: line.kind,
            text: translateKey(t, line.key, line.values),
          }))
        : [];
  if (items.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 ps-6 text-ink-800" data-list={section}>
      {items.map((item) => (
        <li key={item.id} data-kind={item.id}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
