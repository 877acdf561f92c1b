import type { QueueFlag } from "~/domain/moderation/queue-flags.server";
import { formatDate } from "~/domain/shared/dates";
import type { RiskSignal } from "~/domain/trust/assess-risk";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * The queue cards' flag and risk sentences, translated here in the admin's language: they are
 * read, never changed in the page, so their messages (groups flagReasons, riskReasons) stay on
 * the server instead of adding to every admin page's script.
 */

/** Re-saving and resizing move a perceptual hash by 0–2 of 64 bits, crops and edits by more. */
const RESAVED_PROOF_DISTANCE = 2;

export type FlagTexts = {
  /** Why the review is flagged, naming the earlier review. */
  reason: string;
  /** The caption over the earlier text or proof, and the earlier proof's alt text. */
  earlierCaption: string;
  earlierAlt: string;
};

export function flagTexts(flag: QueueFlag, language: Language): FlagTexts {
  const t = serverT(language);
  const business = flag.earlier.businessName;
  const date = formatDate(flag.earlier.createdAt, language);
  const reason =
    flag.kind === "copied_text"
      ? t("flagReasons.copiedText", { percent: flag.score, business, date })
      : flag.sameBytes
        ? t("flagReasons.reusedProofSameFile")
        : flag.score <= RESAVED_PROOF_DISTANCE
          ? t("flagReasons.reusedProofResaved")
          : t("flagReasons.reusedProofEdited");
  return {
    reason,
    earlierCaption: t(
      flag.kind === "copied_text" ? "flagReasons.earlierReview" : "flagReasons.earlierProof",
      { business, date },
    ),
    earlierAlt: t("flagReasons.earlierProofAlt", { business }),
  };
}

/** One risk signal as its sentence ('Account 2 days old') and its level. */
export function signalText(
  signal: Pick<RiskSignal, "reason" | "level" | "values">,
  language: Language,
): { reason: RiskSignal["reason"]; level: RiskSignal["level"]; text: string } {
  return {
    reason: signal.reason,
    level: signal.level,
    text: serverT(language)(`riskReasons.${signal.reason}`, signal.values),
  };
}
