import type { DbOrTx } from "~/db/client.server";
import { complaintOutcomes } from "~/db/complaint-choices";
import { isOverdue } from "~/domain/grievances/complaint-clocks";
import {
  COMPLAINTS_SHOWN,
  countOpenComplaints,
  listOpenComplaints,
} from "~/domain/grievances/complaint-queue.server";
import {
  CONTACT_MESSAGES_SHOWN,
  countWaitingContactMessages,
  isLateContactMessage,
  listWaitingContactMessages,
} from "~/domain/grievances/contact-messages.server";
import { maskPhone } from "~/domain/privacy/mask";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { complaintClocks } from "~/routes/_complaints/clock-texts.server";

/** The Complaints tab's words, translated here: the admin's script has no room for them. */
function complaintTexts(language: Language) {
  const t = serverT(language);
  return {
    title: t("grievanceAdmin.title"),
    intro: t("grievanceAdmin.intro"),
    empty: t("grievanceAdmin.empty"),
    from: t("grievanceAdmin.from"),
    linkLabel: t("grievanceAdmin.linkLabel"),
    acknowledgedWith: t("grievanceAdmin.acknowledgedWith"),
    reply: t("grievanceAdmin.reply"),
    replyHint: t("grievanceAdmin.replyHint"),
    outcome: t("grievanceAdmin.outcome"),
    outcomes: complaintOutcomes.map((value) => ({
      value,
      label: t(`grievance.outcomes.${value}`),
    })),
    acknowledge: t("grievanceAdmin.acknowledge"),
    decide: t("grievanceAdmin.decide"),
    replyRequired: t("grievanceAdmin.replyRequired"),
    outcomeRequired: t("grievanceAdmin.outcomeRequired"),
  };
}

/**
 * The Complaints tab (decision 078): open complaints, overdue first then by deadline, each with
 * both clocks read now. (The tab bar's label and badge are the layout's.)
 */
export async function complaintsSection(db: DbOrTx, input: { language: Language; now?: Date }) {
  const now = input.now ?? new Date();
  const [counts, list] = await Promise.all([
    countOpenComplaints(db, { now }),
    listOpenComplaints(db),
  ]);
  const t = serverT(input.language);
  const texts = complaintTexts(input.language);
  return {
    contact: await contactSection(db, input.language, now),
    complaints: {
      texts,
      overdue:
        counts.overdue > 0 ? t("grievanceAdmin.overdueCount", { count: counts.overdue }) : null,
      more:
        counts.open > list.length
          ? t("grievanceAdmin.more", { shown: COMPLAINTS_SHOWN, count: counts.open })
          : null,
      list: list.map((complaint) => ({
        id: complaint.id,
        ticketNumber: complaint.ticketNumber,
        open: complaint.status === "open",
        overdue: isOverdue(complaint, now),
        // The phone is shown only through the logged 'Show phone' (decision 083).
        from: [
          complaint.name,
          complaint.email,
          complaint.onBehalfOf
            ? t("grievanceAdmin.onBehalfOf", { who: complaint.onBehalfOf })
            : null,
        ]
          .filter(Boolean)
          .join(" · "),
        maskedPhone: maskPhone(complaint.phone),
        about: `${t(`grievance.categories.${complaint.category}`)} · ${t("grievance.filedOn", {
          date: formatDateTime(complaint.createdAt, input.language),
        })}`,
        text: complaint.text,
        link: complaint.link,
        acknowledgement: complaint.acknowledgement,
        // Whose language the answer reaches: the complaint's own (decision 109).
        replyHint: `${texts.replyHint} ${t("grievanceAdmin.readsIn", {
          language: t(
            `suspensionAdmin.readerLanguage.${isLanguage(complaint.language) ? complaint.language : "en"}`,
          ),
        })}`,
        clocks: complaintClocks(complaint, input.language, now),
      })),
    },
  };
}

/**
 * Messages from the contact page that wait for an answer, oldest first (decision 099): the admin
 * writes back by email, then marks each answered.
 */
async function contactSection(db: DbOrTx, language: Language, now: Date) {
  const t = serverT(language);
  const [counts, list] = await Promise.all([
    countWaitingContactMessages(db, { now }),
    listWaitingContactMessages(db),
  ]);
  const subject = encodeURIComponent(t("grievanceAdmin.contact.replySubject"));
  return {
    texts: {
      title: t("grievanceAdmin.contact.title"),
      intro: t("grievanceAdmin.contact.intro"),
      empty: t("grievanceAdmin.contact.empty"),
      late: t("grievanceAdmin.contact.late"),
      replyByEmail: t("grievanceAdmin.contact.replyByEmail"),
      markAnswered: t("grievanceAdmin.contact.markAnswered"),
    },
    lateCount:
      counts.late > 0 ? t("grievanceAdmin.contact.lateCount", { count: counts.late }) : null,
    more:
      counts.waiting > list.length
        ? t("grievanceAdmin.contact.more", { shown: CONTACT_MESSAGES_SHOWN, count: counts.waiting })
        : null,
    list: list.map((message) => ({
      id: message.id,
      from: `${message.fullName} · ${message.email}`,
      received: t("grievanceAdmin.contact.received", {
        date: formatDateTime(message.createdAt, language),
      }),
      inLanguage: t("grievanceAdmin.contact.inLanguage", {
        language: message.language === "hi" ? "हिंदी" : "English",
      }),
      late: isLateContactMessage(message.createdAt, now),
      message: message.message,
      mailto: `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${subject}`,
    })),
  };
}

export type ContactMessagesList = Awaited<ReturnType<typeof contactSection>>;
export type ContactMessageRow = ContactMessagesList["list"][number];

export type ComplaintsSection = Awaited<ReturnType<typeof complaintsSection>>;
export type ComplaintsList = ComplaintsSection["complaints"];
export type ComplaintRow = ComplaintsList["list"][number];
