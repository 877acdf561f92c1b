import type { FlashToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { LimitResult } from "./rate-limit.server";

type Refusal = Omit<Extract<LimitResult, { ok: false }>, "ok">;

/** What the person was doing: asking for or entering a code, or typing a password. */
export type LimitedAttempt = "code" | "password";

/**
 * The refusal of a limit, in words that say whose limit it was and what to do, never that this
 * try was one too many (decision 040): a busy shared network, a number sent several codes, the
 * service's hourly SMS budget, or wrong passwords. Translated here: the texts live in the
 * server-only `limits` section, so no page downloads them, and a page shows a text it has no
 * key for as it is.
 */
export function limitedToast(
  refusal: Refusal,
  language: Language,
  attempt: LimitedAttempt = "code",
): FlashToast {
  const t = serverT(language);
  const seconds = Math.max(1, Math.ceil(refusal.retryAfterSeconds));
  const wait =
    seconds > 90
      ? t("limits.waitMinutes", { count: Math.ceil(seconds / 60) })
      : t("limits.waitSeconds", { count: seconds });
  const about =
    refusal.scope === "number"
      ? `number${attempt === "code" ? "Code" : "Password"}`
      : refusal.scope;
  return {
    title: translateKey(t, `limits.${about}Title`),
    description: translateKey(t, `limits.${about}Text`, { wait }),
    variant: "error",
  };
}
