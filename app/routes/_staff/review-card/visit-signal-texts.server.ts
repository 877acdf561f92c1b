import type { VisitSignal } from "~/domain/proofs/visit-signals";
import { formatDate } from "~/domain/shared/dates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/** A proof's signals (decision 129) in the staff member's language, with the group's label. */
export function visitSignalTexts(signals: readonly VisitSignal[], language: Language) {
  const t = serverT(language);
  return {
    label: t("visitSignals.label"),
    signals: signals.map((signal) => ({
      kind: signal.kind,
      tone: signal.tone,
      text: t(`visitSignals.${signal.kind}`, valuesOf(signal, language)),
    })),
  };
}

function valuesOf(signal: VisitSignal, language: Language): Record<string, string | number> {
  switch (signal.kind) {
    case "kmFromThePlace":
      return { km: signal.km };
    case "takenBefore":
    case "takenAfter":
      return { count: signal.days };
    case "sameBill":
      return { date: formatDate(signal.at, language) };
    default:
      return {};
  }
}
