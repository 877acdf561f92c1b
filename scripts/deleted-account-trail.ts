/**
 * `DATABASE_URL=… SESSION_SECRET=… npx tsx scripts/deleted-account-trail.ts <phone>`: prints the
 * security log kept of the deleted accounts that had this number (decision 103), one JSON line an
 * event, oldest first, for an investigation of misuse or a lawful request. Needs the server's own
 * SESSION_SECRET: the rows are keyed by an HMAC of the number under it. Not for the embedded
 * database: the running server holds it, and a second process must never open it.
 */
import { normalizeIndianMobile } from "~/auth/phone";
import { openDatabase } from "~/db/client.server";
import { findKeptAuditTrail } from "~/domain/privacy/keep-audit-trail.server";

const [typed] = process.argv.slice(2);
const phone = normalizeIndianMobile(typed ?? "");
const databaseUrl = process.env.DATABASE_URL;
const phoneKey = process.env.SESSION_SECRET;
if (!phone || !databaseUrl || !phoneKey) {
  console.error(
    "Usage: DATABASE_URL=postgres://… SESSION_SECRET=… npx tsx scripts/deleted-account-trail.ts <Indian mobile number>",
  );
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl, dataDir: "." });
try {
  const events = await findKeptAuditTrail(handle.db, { phone, phoneKey });
  for (const event of events) console.log(JSON.stringify(event));
  console.error(`${events.length} kept events for ${phone}.`);
} finally {
  await handle.close();
}
