import type { TFunction } from "i18next";
import type { AccessLogRow } from "~/domain/privacy/access-log-lists.server";

/**
 * What a view was of and whose: a proof or rating is a review's, a UPI ID a payout's, and a phone
 * with a record a complaint's, seen on the Complaints tab (its record is the complaint, whose
 * complainant may have no account); a phone without one is a team member's.
 */
export function describeRecord(
  row: Omit<AccessLogRow, "cursor">,
  t: TFunction,
): { record: string | null; whose: string } {
  const account =
    row.subjectId === null
      ? null
      : `${row.subjectName ?? t("accessLog.noName")} (${t("accessLog.accountTail", { tail: row.subjectId.slice(-6) })})`;
  if (row.kind === "phone" && row.recordId !== null) {
    const complainant = row.complainantName
      ? t("accessLog.complainant", { name: row.complainantName })
      : null;
    return {
      record: row.ticketNumber
        ? t("accessLog.complaint", { ticket: row.ticketNumber })
        : t("accessLog.complaintGone"),
      // "; ", not " · ": the row wraps its parts, and a middot could end a line.
      whose: [complainant, account].filter(Boolean).join("; ") || t("accessLog.noAccount"),
    };
  }
  const tail = row.recordId?.slice(-6);
  const record =
    tail === undefined
      ? null
      : row.kind === "upi"
        ? t("accessLog.payout", { tail })
        : t("accessLog.review", { tail });
  return { record, whose: account ?? t("accessLog.noAccount") };
}
