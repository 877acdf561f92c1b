import type { BreachBanner } from "~/components/breach-banner";
import type { DbOrTx } from "~/db/client.server";
import { findUnreadNotice } from "~/domain/breach/breach-notices.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * The banner of a signed-in person's next visit while a breach notice to them is unread
 * (DPDP Rules r.7(1): 'through her user account'), in the page's language; the root loader
 * reads it so that every dashboard shows it, translated here so no page carries its words.
 */
export async function unreadBreachBanner(
  db: DbOrTx,
  input: { profileId: string; language: Language },
): Promise<BreachBanner | null> {
  const notice = await findUnreadNotice(db, { profileId: input.profileId });
  if (!notice) return null;
  const t = serverT(input.language);
  return {
    href: `/breach#breach-${notice.id}`,
    title: t("breach.bannerTitle"),
    text: t("breach.bannerText"),
    read: t("breach.bannerRead"),
  };
}
