import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import {
  type ComplaintCategory,
  type ComplaintSmsKind,
  complaintSms,
  complaints,
} from "~/db/schema";
import { pastThePagesTurn, sendOutboxRows, waitOrSkip } from "~/domain/shared/outbox-sms.server";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { SmsProvider } from "~/notifications/sms";
import { hasActionClock } from "./complaint-clocks";

/**
 * The limits on complaint SMS (app/auth/rate-limit.server.ts, above the domain): a complaint's
 * first SMS counts for its number (whoever typed it on /grievance) and in the hourly SMS budget;
 * its later SMS count in the hourly budget only (decision 103).
 */
export type ComplaintSmsLimits = {
  complaintSms(input: { phone: string }): Promise<{ ok: boolean }>;
  complaintFollowUpSms(): Promise<{ ok: boolean }>;
};

/** The ticket's first SMS states its clocks: a 24-hour complaint's says 24 hours to act. */
function smsKey(message: { kind: ComplaintSmsKind; category: ComplaintCategory }) {
  return message.kind === "received" && hasActionClock(message.category)
    ? "receivedUrgent"
    : message.kind;
}
const BATCH = 100;
/** How often the job retries what could not leave right after its commit. */
export const COMPLAINT_SMS_INTERVAL_MS = 60 * 1000;

/**
 * Sends the complainants' pending SMS (ticket received, acknowledged, decided), each after the
 * transaction that wrote it: the page that committed sends its complaint's at once
 * (`complaintId`), and a job every minute sends what is older than a page's send could take
 * (so the two never send one row together), up to three tries.
 */
export async function sendComplaintSms(
  db: DbOrTx,
  input: {
    sms: SmsProvider;
    limits: ComplaintSmsLimits;
    origin: string;
    complaintId?: string;
    now?: Date;
  },
): Promise<{ sent: number; failed: number; skipped: number; waiting: number }> {
  const now = input.now ?? new Date();
  const pending = await db
    .select({
      id: complaintSms.id,
      complaintId: complaintSms.complaintId,
      kind: complaintSms.kind,
      attempts: complaintSms.attempts,
      createdAt: complaintSms.createdAt,
      ticketNumber: complaints.ticketNumber,
      phone: complaints.phone,
      language: complaints.language,
      outcome: complaints.outcome,
      category: complaints.category,
    })
    .from(complaintSms)
    .innerJoin(complaints, eq(complaints.id, complaintSms.complaintId))
    .where(
      and(
        eq(complaintSms.status, "pending"),
        input.complaintId
          ? eq(complaintSms.complaintId, input.complaintId)
          : pastThePagesTurn(complaintSms.createdAt, now),
      ),
    )
    .orderBy(complaintSms.createdAt)
    .limit(BATCH);
  return sendOutboxRows(pending, {
    sms: input.sms,
    now,
    limits: (message) => allowedToSend(db, input.limits, message, now),
    message: (message) => {
      const t = serverT(isLanguage(message.language) ? message.language : "en");
      const values = {
        ticket: message.ticketNumber,
        link: `${input.origin}/grievance/status`,
        ...(message.outcome ? { outcome: t(`grievance.outcomes.${message.outcome}`) } : {}),
      };
      return {
        to: message.phone,
        body: t(`grievance.sms.${smsKey(message)}`, values),
        template: { name: "complaint_update", values: { ...values, kind: message.kind } },
      };
    },
    // Claimed by status: a second sender racing on the same row records nothing twice.
    mark: (message, set) =>
      db
        .update(complaintSms)
        .set(set)
        .where(and(eq(complaintSms.id, message.id), eq(complaintSms.status, "pending"))),
  });
}

/**
 * Whether a complaint SMS may leave now (decision 103). The first SMS ("received") is what anyone
 * can cause by typing a number on the anonymous form: past the number's daily limit or the hourly
 * budget it is skipped for good, the ticket having been shown on the page. A later SMS is written
 * by staff, one of each per complaint: it follows its complaint's first SMS (skipped with it, so
 * a stranger's number hears nothing more of complaints it never sent), and when the hourly budget
 * is spent it waits for a later hour, up to a day.
 */
async function allowedToSend(
  db: DbOrTx,
  limits: ComplaintSmsLimits,
  message: { complaintId: string; kind: ComplaintSmsKind; phone: string; createdAt: Date },
  now: Date,
): Promise<"send" | "skipped" | "wait"> {
  if (message.kind === "received") {
    return (await limits.complaintSms({ phone: message.phone })).ok ? "send" : "skipped";
  }
  const [first] = await db
    .select({ status: complaintSms.status })
    .from(complaintSms)
    .where(
      and(eq(complaintSms.complaintId, message.complaintId), eq(complaintSms.kind, "received")),
    );
  if (first?.status === "skipped") return "skipped";
  if ((await limits.complaintFollowUpSms()).ok) return "send";
  return waitOrSkip(message.createdAt, now);
}
