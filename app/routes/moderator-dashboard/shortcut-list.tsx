import { Card } from "~/components/ui/card";
import { useTranslation } from "~/i18n/use-translation";

const shortcuts = [
  ["n", "workbench.shortcutNext"],
  ["1", "workbench.shortcutCheckOne"],
  ["2", "workbench.shortcutCheckTwo"],
  ["a", "workbench.shortcutApprove"],
  ["r", "workbench.shortcutReject"],
  ["?", "workbench.shortcutHelp"],
] as const;

/** The workbench's keys, shown on '?' or its button. */
export function ShortcutList({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Card id={id} className="p-4">
      <h2 className="mb-2 font-semibold text-ink-950">{t("workbench.shortcuts")}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-800">
        {shortcuts.map(([key, label]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-ink-300 bg-ink-50 px-1.5 font-mono">{key}</kbd>
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
