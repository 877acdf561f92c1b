import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { auditEvents, type ComplaintCategory, complaintSms, complaints } from "~/db/schema";
import { kolkataDateKey } from "~/domain/shared/dates";
import { complaintDeadlines } from "./complaint-clocks";
import { formatTicketNumber } from "./ticket-number";

export type FiledComplaint = {
  complaintId: string;
  ticketNumber: string;
  acknowledgeBy: Date;
  decideBy: Date;
};

/**
 * Files a complaint (issue 34): the ticket with its number and both deadlines, and the SMS that
 * tells the complainant the number, written in one transaction; the SMS leaves after commit
 * (send-complaint-sms.server.ts). The form's schema (app/forms/complaint-schema.ts) has read
 * and cleaned every field.
 */
export async function fileComplaint(
  db: DbOrTx,
  input: {
    name: string;
    phone: string;
    email: string | null;
    /** The person it is for, when someone files it for them (e.g. their nominee). */
    onBehalfOf?: string | null;
    category: ComplaintCategory;
    text: string;
    link: string | null;
    language: string;
    ip?: string;
    now?: Date;
  },
): Promise<FiledComplaint> {
  const now = input.now ?? new Date();
  const deadlines = complaintDeadlines(now, input.category);
  return db.transaction(async (tx) => {
    const [next] = await rowsOf<{ sequence: string }>(
      tx,
      sql`select nextval('complaint_number_seq')::text as sequence`,
    );
    const year = Number(kolkataDateKey(now).slice(0, 4));
    const ticketNumber = formatTicketNumber({ year, sequence: Number(next?.sequence) });
    const [filed] = await tx
      .insert(complaints)
      .values({
        ticketNumber,
        name: input.name,
        phone: input.phone,
        email: input.email,
        onBehalfOf: input.onBehalfOf ?? null,
        category: input.category,
        text: input.text,
        link: input.link,
        language: input.language,
        ...deadlines,
        createdAt: now,
      })
      .returning({ id: complaints.id });
    if (!filed) throw new Error("complaint not stored");
    await tx
      .insert(complaintSms)
      .values({ complaintId: filed.id, kind: "received", createdAt: now });
    await tx.insert(auditEvents).values({
      type: "complaint_filed",
      ip: input.ip ?? null,
      detail: { complaintId: filed.id, ticketNumber, category: input.category },
      createdAt: now,
    });
    return { complaintId: filed.id, ticketNumber, ...deadlines };
  });
}
