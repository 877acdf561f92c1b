import type { DbOrTx } from "~/db/client.server";
import { APPEALS_SHOWN, listWaitingAppeals } from "~/domain/moderation/suspension-lists.server";
import { formatDate } from "~/domain/shared/dates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { appealTexts } from "./suspension-texts.server";

/**
 * The Appeals tab (decision 071): each waiting appeal with the suspension it answers and the
 * person, in the admin's words; only the count when another tab is shown.
 */
export async function appealsSection(
  db: DbOrTx,
  input: { adminId: string; language: Language; shown: boolean },
) {
  const { list, count } = await listWaitingAppeals(db, { adminId: input.adminId });
  if (!input.shown) return { count, appeals: null };
  const t = serverT(input.language);
  const texts = appealTexts(input.language);
  return {
    count,
    appeals: {
      texts,
      more: count > list.length ? t("suspensionAdmin.more", { shown: APPEALS_SHOWN, count }) : null,
      list: list.map((appeal) => ({
        id: appeal.id,
        person: `${appeal.role === "business" ? texts.roleBusiness : texts.roleUser} ${
          appeal.businessName ?? appeal.username ?? ""
        } · …${appeal.idTail}`,
        suspendedOn: `${t("suspensionAdmin.suspendedOn", {
          date: formatDate(appeal.createdAt, input.language),
        })} · ${texts.categories[appeal.category]}`,
        reason: appeal.reason,
        appealLabel: t("suspensionAdmin.appealLabel", {
          date: formatDate(appeal.appealedAt ?? appeal.createdAt, input.language),
        }),
        appealMessage: appeal.appealMessage ?? "",
      })),
    },
  };
}

export type AppealsSection = Awaited<ReturnType<typeof appealsSection>>;
export type AppealRow = NonNullable<AppealsSection["appeals"]>["list"][number];
