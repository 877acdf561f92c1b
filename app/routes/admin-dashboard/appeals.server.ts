import type { DbOrTx } from "~/db/client.server";
import {
  APPEALS_SHOWN,
  countSuspensionsInForce,
  listSuspensionsInForce,
  listWaitingAppeals,
} from "~/domain/moderation/suspension-lists.server";
import { formatDate } from "~/domain/shared/dates";
import { type KeysetWindow, loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { PAGE_SIZE, pageParams } from "~/routes/_staff/staff-list-pages";
import { type AppealTexts, appealTexts } from "./suspension-texts.server";

type Person = {
  role: string;
  businessName: string | null;
  username: string | null;
  idTail: string;
  language: "en" | "hi" | null;
};

/** Under the reply field: the language the person reads their answer in (decision 109). */
function replyHint(person: Person, language: Language) {
  const t = serverT(language);
  return t("suspensionAdmin.replyHint", {
    language: t(`suspensionAdmin.readerLanguage.${person.language ?? "en"}`),
  });
}

/** 'Reviewer priya · …a1b2c3': who a suspension names, in the admin's words. */
function personLine(person: Person, texts: AppealTexts) {
  const role = person.role === "business" ? texts.roleBusiness : texts.roleUser;
  return `${role} ${person.businessName ?? person.username ?? ""} · …${person.idTail}`;
}

/**
 * The Appeals tab (decision 071): each waiting appeal with the suspension it answers and the
 * person, in the admin's words; only the badge's count when another tab is shown.
 */
export async function appealsSection(
  db: DbOrTx,
  input: {
    adminId: string;
    language: Language;
    shown: boolean;
    searchParams: URLSearchParams;
    /** The badge's count, read with every other badge (adminCounts). */
    count: number;
  },
) {
  if (!input.shown) return { count: input.count, appeals: null };
  const { list, count } = await listWaitingAppeals(db, { adminId: input.adminId });
  const t = serverT(input.language);
  const texts = appealTexts(input.language);
  return {
    count,
    appeals: {
      texts,
      more: count > list.length ? t("suspensionAdmin.more", { shown: APPEALS_SHOWN, count }) : null,
      list: list.map((appeal) => ({
        id: appeal.id,
        person: personLine(appeal, texts),
        suspendedOn: `${t("suspensionAdmin.suspendedOn", {
          date: formatDate(appeal.createdAt, input.language),
        })} · ${texts.categories[appeal.category]}`,
        reason: appeal.reason,
        appealLabel: t("suspensionAdmin.appealLabel", {
          date: formatDate(appeal.appealedAt ?? appeal.createdAt, input.language),
        }),
        appealMessage: appeal.appealMessage ?? "",
        replyHint: replyHint(appeal, input.language),
      })),
      inForce: await suspensionsInForce(db, { ...input, texts }),
    },
  };
}

/** Every suspension in force, newest first, each of which the admin may lift with or without an appeal. */
async function suspensionsInForce(
  db: DbOrTx,
  input: { adminId: string; language: Language; searchParams: URLSearchParams; texts: AppealTexts },
) {
  const t = serverT(input.language);
  const page = await loadKeysetPage({
    request: readPageRequest(input.searchParams, pageParams.suspensions),
    size: PAGE_SIZE,
    count: () => countSuspensionsInForce(db),
    list: (window: KeysetWindow) =>
      listSuspensionsInForce(db, { adminId: input.adminId, ...window }),
  });
  const date = (at: Date) => formatDate(at, input.language);
  return {
    ...page,
    list: page.list.map((row) => ({
      id: row.id,
      cursor: row.cursor,
      person: personLine(row, input.texts),
      suspendedOn: `${t("suspensionAdmin.suspendedOn", { date: date(row.createdAt) })} · ${
        input.texts.categories[row.category]
      }`,
      reason: row.reason,
      replyHint: replyHint(row, input.language),
      appeal:
        row.decision === "kept" && row.decidedAt
          ? t("suspensionAdmin.appealKept", { date: date(row.decidedAt) })
          : row.appealedAt
            ? t("suspensionAdmin.appealWaiting", { date: date(row.appealedAt) })
            : t("suspensionAdmin.noAppeal"),
    })),
  };
}

export type AppealsSection = Awaited<ReturnType<typeof appealsSection>>;
export type AppealRow = NonNullable<AppealsSection["appeals"]>["list"][number];
