/**
 * `npx tsx scripts/replay-webhook.ts <id>`: handles a stored inbound webhook again, as the admin's
 * Replay on /admin/webhooks does (decision 087), against DATABASE_URL. Not for the embedded
 * database: the running server holds it, and a second process must never open it. A refund it
 * owes goes out with the refund job's next run.
 */
import { openDatabase } from "~/db/client.server";
import { replayInboundWebhook } from "~/domain/jobs/handle-inbound-webhook.server";

const [id] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!id || !databaseUrl) {
  console.error(
    "Usage: DATABASE_URL=postgres://… npx tsx scripts/replay-webhook.ts <event row id>",
  );
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl, dataDir: "." });
try {
  const answer = await replayInboundWebhook(handle.db, { id });
  if (!answer.ok) {
    console.error(`Not handled: ${answer.error}`);
    process.exitCode = 1;
  } else {
    console.log(`Handled again: ${answer.outcome} (${answer.result.state}).`);
    if (answer.result.state === "failed") process.exitCode = 1;
  }
} finally {
  await handle.close();
}
