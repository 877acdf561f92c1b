import { countAffected } from "~/domain/breach/affected-people.server";
import { type BreachRecordRow, listBreaches } from "~/domain/breach/breach-notices.server";
import type { BreachRecordInput } from "~/domain/breach/record-breach.server";
import { breachSmsText } from "~/domain/breach/send-breach-sms.server";
import { formatDateTime } from "~/domain/shared/dates";
import type { Services } from "~/http/context.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { type BreachFormInput, type BreachFormValue, splitListed } from "./breach-schema";

/** Rule 7(2)(b): the Board's detailed report is due 72 hours after the breach was found. */
export const BOARD_WITHIN_MS = 72 * 60 * 60 * 1000;

/** A date as a `datetime-local` value in India time, to prefill a field. */
export function indiaDateTimeValue(date: Date | null): string {
  if (!date) return "";
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

/** A notice's headings in one language, for the preview of the other language's notice. */
function noticeLabels(language: Language) {
  const t = serverT(language);
  return {
    happened: t("breach.happened"),
    found: t("breach.found"),
    description: t("breach.parts.description"),
    consequences: t("breach.parts.consequences"),
    measures: t("breach.parts.measures"),
    safety: t("breach.parts.safety"),
    contact: t("breach.parts.contact"),
  };
}

function shownIn(row: BreachRecordRow, language: Language) {
  return {
    parts: language === "hi" ? row.noticeHi : row.noticeEn,
    contact: row.contact,
    occurredAt: formatDateTime(row.occurredAt, language),
    discoveredAt: formatDateTime(row.discoveredAt, language),
  };
}

/** The draft as the form's values, to change it before anyone is told. */
function draftValues(row: BreachRecordRow): BreachFormInput {
  return {
    breachId: row.id,
    occurredAt: indiaDateTimeValue(row.occurredAt),
    discoveredAt: indiaDateTimeValue(row.discoveredAt),
    nature: row.nature,
    extent: row.extent,
    dataAffected: row.dataAffected,
    scope: row.scope,
    city: row.city ?? "",
    listed: (row.listed ?? []).join("\n"),
    windowFrom: indiaDateTimeValue(row.windowFrom),
    windowTo: indiaDateTimeValue(row.windowTo),
    enDescription: row.noticeEn.description,
    enConsequences: row.noticeEn.consequences,
    enMeasures: row.noticeEn.measures,
    enSafety: row.noticeEn.safety,
    hiDescription: row.noticeHi.description,
    hiConsequences: row.noticeHi.consequences,
    hiMeasures: row.noticeHi.measures,
    hiSafety: row.noticeHi.safety,
    contact: row.contact,
  };
}

/** The form's checked value as the breach to record: draftValues the other way round. */
export function breachFromForm(value: BreachFormValue): BreachRecordInput {
  return {
    occurredAt: value.occurredAt,
    discoveredAt: value.discoveredAt,
    nature: value.nature,
    extent: value.extent,
    dataAffected: value.dataAffected,
    scope: value.scope,
    city: value.city ?? null,
    listed: splitListed(value.listed),
    windowFrom: value.windowFrom ?? null,
    windowTo: value.windowTo ?? null,
    noticeEn: {
      description: value.enDescription,
      consequences: value.enConsequences,
      measures: value.enMeasures,
      safety: value.enSafety,
    },
    noticeHi: {
      description: value.hiDescription,
      consequences: value.hiConsequences,
      measures: value.hiMeasures,
      safety: value.hiSafety,
    },
    contact: value.contact,
  };
}

/**
 * Everything /admin/breaches shows (decision 095): the record of every breach in the admin's
 * language, and the draft asked for by `?draft=` with its preview in both languages, its SMS and
 * how many people it reaches.
 */
export async function breachesPage(
  services: Pick<Services, "db" | "config">,
  input: { language: Language; draftId: string | null; origin: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const t = serverT(input.language);
  const rows = await listBreaches(services.db);
  const draftRow = rows.find((row) => row.id === input.draftId && !row.notifiedAt) ?? null;
  const officer = services.config.grievanceOfficer;
  const records = rows.map((row) => {
    const boardDue = new Date(row.discoveredAt.getTime() + BOARD_WITHIN_MS);
    return {
      id: row.id,
      nature: row.nature,
      draft: row.notifiedAt === null,
      recordedOn: t("breachAdmin.recordedOn", {
        date: formatDateTime(row.createdAt, input.language),
      }),
      scope: t(`breachAdmin.scopes.${row.scope}`),
      notified: row.notifiedAt
        ? t("breachAdmin.notifiedOn", {
            count: row.notifiedCount ?? 0,
            date: formatDateTime(row.notifiedAt, input.language),
          })
        : null,
      delivery: row.notifiedAt
        ? t("breachAdmin.delivery", {
            sent: row.smsSent,
            failed: row.smsFailed,
            read: row.acknowledged,
          })
        : null,
      board: row.boardToldAt
        ? t("breachAdmin.boardToldOn", {
            date: formatDateTime(row.boardToldAt, input.language),
            reference: row.boardReference ?? "",
          })
        : null,
      boardDue: row.boardToldAt
        ? null
        : {
            text: t("breachAdmin.boardDue", { date: formatDateTime(boardDue, input.language) }),
            overdue: boardDue.getTime() <= now.getTime(),
          },
    };
  });
  return {
    records,
    contactDefault: [officer.name ?? t("policies.grievance.defaultOfficerName"), officer.email]
      .filter(Boolean)
      .join(", "),
    draft: draftRow
      ? {
          id: draftRow.id,
          values: draftValues(draftRow),
          reaches: await countAffected(services.db, draftRow),
          en: { notice: shownIn(draftRow, "en"), labels: noticeLabels("en") },
          hi: { notice: shownIn(draftRow, "hi"), labels: noticeLabels("hi") },
          sms: { en: breachSmsText("en", input.origin), hi: breachSmsText("hi", input.origin) },
        }
      : null,
  };
}

export type BreachesPage = Awaited<ReturnType<typeof breachesPage>>;
