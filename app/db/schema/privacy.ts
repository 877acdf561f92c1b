/** A person's data rights (decisions 076, 077): their data's export files. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { id } from "./columns";

/** preparing → ready → expired (the file deleted by the retention sweep); failed if it could not be built. */
export const exportStatuses = ["preparing", "ready", "expired", "failed"] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** 'Download my data': asked, built in the background into a ZIP in storage, gone at expiry. */
export const exportRequests = pgTable(
  "export_requests",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status", { enum: exportStatuses }).notNull().default("preparing"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    /** The link stops working then, and the retention sweep deletes the file. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The ZIP's key in private storage ('exports/<32 hex>.zip'), set when ready. */
    fileKey: text("file_key"),
  },
  (t) => [
    index("export_requests_profile_idx").on(t.profileId, t.requestedAt),
    // The builder job reads the few still preparing.
    // The retention sweep reads ready ones by expiry.
    index("export_requests_ready_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    index("export_requests_preparing_idx").on(t.requestedAt).where(sql`${t.status} = 'preparing'`),
    check(
      "export_requests_status_check",
      sql`${t.status} in ('preparing', 'ready', 'expired', 'failed')`,
    ),
    check(
      "export_requests_ready_check",
      sql`(${t.status} = 'ready') = (${t.fileKey} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);
