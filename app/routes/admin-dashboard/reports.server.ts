import type { DbOrTx } from "~/db/client.server";
import { removalGrounds } from "~/domain/moderation/review-reports/report-form";
import {
  COMPLAINT_REVIEWS_SHOWN,
  listComplainedReviews,
} from "~/domain/moderation/review-reports/report-queue.server";
import { formatDate } from "~/domain/shared/dates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * The Reports tab (decision 080): reviews with open reports and disputes, oldest complaint first,
 * in the admin's words (translated here: the admin's script is at its size). (The tab bar's label
 * and badge are the layout's.)
 */
export async function reportsSection(db: DbOrTx, input: { adminId: string; language: Language }) {
  const t = serverT(input.language);
  const { list, count } = await listComplainedReviews(db, { adminId: input.adminId });
  const groundOf = (kind: string, ground: string) =>
    kind === "report"
      ? t(`complaints.reportGround.${ground}` as "complaints.reportGround.other")
      : t(`disputes.disputeGround.${ground}` as "disputes.disputeGround.other");
  return {
    reports: {
      texts: reportTexts(input.language),
      more:
        list.length >= COMPLAINT_REVIEWS_SHOWN
          ? t("complaintsAdmin.more", { shown: COMPLAINT_REVIEWS_SHOWN, count })
          : null,
      list: list.map((review) => ({
        reviewId: review.reviewId,
        heading: t("complaintsAdmin.heading", {
          business: review.businessName,
          name: review.reviewerName,
        }),
        counts: t("complaintsAdmin.counts", { reports: review.reports, disputes: review.disputes }),
        reviewText: review.reviewText,
        published: review.status === "approved",
        reply: review.reply,
        complaints: review.complaints.map((complaint) => ({
          id: complaint.id,
          line: t("complaintsAdmin.filed", {
            kind: t(
              complaint.kind === "report" ? "complaintsAdmin.report" : "complaintsAdmin.dispute",
            ),
            date: formatDate(complaint.createdAt, input.language),
            ground: groundOf(complaint.kind, complaint.ground),
          }),
          details: complaint.details,
        })),
      })),
    },
  };
}

function reportTexts(language: Language) {
  const t = serverT(language);
  return {
    title: t("complaintsAdmin.title"),
    intro: t("complaintsAdmin.intro"),
    empty: t("complaintsAdmin.empty"),
    replyLabel: t("complaintsAdmin.replyLabel"),
    groundField: t("complaintsAdmin.groundField"),
    groundChoose: t("complaintsAdmin.groundChoose"),
    grounds: removalGrounds.map((value) => ({ value, label: t(`removalGround.${value}`) })),
    groundRequired: t("complaints.removalGroundRequired"),
    noteField: t("complaintsAdmin.noteField"),
    noteRequired: t("complaints.noteRequired"),
    removeReview: t("complaintsAdmin.removeReview"),
    removeReply: t("complaintsAdmin.removeReply"),
    keep: t("complaintsAdmin.keep"),
  };
}

export type ReportsSection = Awaited<ReturnType<typeof reportsSection>>;
export type ReportTexts = ReturnType<typeof reportTexts>;
export type ComplainedReviewRow = ReportsSection["reports"]["list"][number];
