import type { DbOrTx } from "~/db/client.server";
import {
  listWaitingRemovalAppeals,
  REMOVAL_APPEALS_SHOWN,
} from "~/domain/moderation/removal-appeals/removal-appeal-lists.server";
import { formatDate } from "~/domain/shared/dates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * The waiting appeals of removed reviews (decision 091) as the admin's Appeals tab and the
 * moderator's workbench show them: the removal and the appeal in the reader's words, and whether
 * this reader may decide each one. No rating.
 */
export async function removalAppealsSection(
  db: DbOrTx,
  input: { staffId: string; language: Language },
) {
  const { list, count, teamOfTwo } = await listWaitingRemovalAppeals(db, {
    staffId: input.staffId,
  });
  const t = serverT(input.language);
  const date = (at: Date) => formatDate(at, input.language);
  return {
    count,
    teamOfTwo,
    more:
      count > list.length
        ? t("removalAppeals.more", { count, shown: REMOVAL_APPEALS_SHOWN })
        : null,
    list: list.map((appeal) => ({
      id: appeal.id,
      businessName: appeal.businessName,
      author: t("removalAppeals.author", { tail: appeal.authorIdTail }),
      reviewText: appeal.reviewText,
      removed: t("removalAppeals.removedLine", {
        date: date(appeal.removedAt),
        who: appeal.removedByName ?? "—",
        ground: t(`removalGround.${appeal.removalGround}`),
      }),
      removalNote: appeal.removalNote,
      appealLabel: t("removalAppeals.appealLine", { date: date(appeal.appealedAt) }),
      reason: appeal.reason,
      ownRemoval: appeal.ownRemoval,
      // Whose language the reason reaches: its author's (decision 109).
      readsIn: t("suspensionAdmin.replyHint", {
        language: t(`suspensionAdmin.readerLanguage.${appeal.authorLanguage ?? "en"}`),
      }),
    })),
  };
}

export type RemovalAppealsSection = Awaited<ReturnType<typeof removalAppealsSection>>;
export type RemovalAppealRow = RemovalAppealsSection["list"][number];
