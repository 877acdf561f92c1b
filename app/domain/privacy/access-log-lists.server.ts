import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/client.server";
import { complaints, profiles, type StaffAccessKind, staffAccessViews } from "~/db/schema";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import { boundedLimit, type Cursor, type KeysetWindow } from "~/domain/shared/list-pages";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

export const ACCESS_LOG_PAGE_SIZE = 50;

export type AccessLogRow = {
  id: string;
  kind: StaffAccessKind;
  viewedAt: Date;
  screen: string;
  masked: string | null;
  recordId: string | null;
  staffId: string | null;
  staffName: string | null;
  subjectId: string | null;
  subjectName: string | null;
  /** A complainant's phone (Complaints tab): the ticket and the name it was filed under. */
  ticketNumber: string | null;
  complainantName: string | null;
  cursor: Cursor;
};

const staff = alias(profiles, "staff");
const subject = alias(profiles, "subject");

function filterOf(input: { adminId: string; staffId?: string }) {
  return and(
    isAdmin(input.adminId),
    input.staffId && isUuid(input.staffId)
      ? eq(staffAccessViews.staffId, input.staffId)
      : undefined,
  );
}

/** The log, newest first, a keyset page at a time; nothing for anyone but the admin. */
export async function listAccessLog(
  db: DbOrTx,
  input: { adminId: string; staffId?: string } & Partial<KeysetWindow>,
): Promise<AccessLogRow[]> {
  const page = keysetPage(
    { at: staffAccessViews.viewedAt, id: staffAccessViews.id },
    "desc",
    input,
  );
  const rows = await db
    .select({
      id: staffAccessViews.id,
      kind: staffAccessViews.kind,
      viewedAt: staffAccessViews.viewedAt,
      screen: staffAccessViews.screen,
      masked: staffAccessViews.masked,
      recordId: staffAccessViews.recordId,
      staffId: staffAccessViews.staffId,
      staffName: staff.username,
      subjectId: staffAccessViews.subjectId,
      subjectName: sql<string | null>`coalesce(${subject.username}, ${subject.businessName})`,
      ticketNumber: complaints.ticketNumber,
      complainantName: complaints.name,
      cursorAt: cursorTime(staffAccessViews.viewedAt),
    })
    .from(staffAccessViews)
    .leftJoin(staff, eq(staff.id, staffAccessViews.staffId))
    .leftJoin(subject, eq(subject.id, staffAccessViews.subjectId))
    // A phone with a record is a complainant's (revealContact): its record is the complaint.
    .leftJoin(
      complaints,
      and(eq(staffAccessViews.kind, "phone"), eq(complaints.id, staffAccessViews.recordId)),
    )
    .where(and(filterOf(input), page.where))
    .orderBy(...page.orderBy)
    // A page and the one row more that says whether another follows (loadOpenPage).
    .limit(boundedLimit(input.limit, ACCESS_LOG_PAGE_SIZE, ACCESS_LOG_PAGE_SIZE + 1))
    .offset(page.offset);
  return pageRows(rows, page);
}

/**
 * The staff who appear in the log or could: the admin and every moderator, for the filter. Read
 * through the staff's partial index (migration 0031): a scan of every profile before.
 */
export async function listStaffForFilter(db: DbOrTx, input: { adminId: string }) {
  return db
    .select({ id: profiles.id, name: profiles.username, role: profiles.role })
    .from(profiles)
    .where(and(isAdmin(input.adminId), sql`${profiles.role} in ('admin', 'moderator')`))
    .orderBy(profiles.role, profiles.username)
    .limit(200);
}
