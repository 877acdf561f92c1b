/**
 * One server of the two-server job test (tests/integration/jobs-once-across-servers.test.ts): a
 * process that schedules the orphan-proof sweep as server/app.ts does, through the same job
 * runner, on DATABASE_URL, with a period of JOB_EVERY_MS, for RUN_FOR_MS. Each run and each
 * skipped check is a JSON line on stdout: `{"event":"started","from":…}`, then
 * `{"event":"ran","from":…,"to":…}`; `{"event":"skipped"}`.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { sweepOrphanProofs } from "~/domain/jobs/sweep-orphan-proofs.server";
import { createDiskStorage } from "~/storage/storage.server";
import { createJobRunner } from "../../server/jobs";

const databaseUrl = process.env.DATABASE_URL as string;
const everyMs = Number(process.env.JOB_EVERY_MS);
const workMs = Number(process.env.JOB_WORK_MS ?? 0);
const runForMs = Number(process.env.RUN_FOR_MS);
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const database = await openDatabase({
  databaseUrl,
  dataDir: mkdtempSync(path.join(tmpdir(), "job-server-")),
});
const storage = createDiskStorage({ dir: process.env.STORAGE_DIR as string });
const quiet = () => {};
const jobs = createJobRunner({
  databaseUrl,
  logger: {
    info: quiet,
    debug: quiet,
    warn: (fields: object) => print({ event: "retrying", ...fields }),
    error: (fields: object) => print({ event: "failed", ...fields }),
  },
  counted: (_job, outcome) => {
    if (outcome === "skipped") print({ event: "skipped" });
  },
});
jobs.schedule({
  name: "proof_sweep",
  acrossServers: true,
  firstAfterMs: 0,
  everyMs,
  run: async () => {
    const from = Date.now();
    print({ event: "started", from });
    const swept = await sweepOrphanProofs(database.db, storage);
    // A slow run, to show that a run longer than its period is never joined by another.
    await new Promise((resolve) => setTimeout(resolve, workMs));
    print({ event: "ran", from, to: Date.now(), ...swept });
    return swept;
  },
});
setTimeout(async () => {
  jobs.stop();
  await database.close();
  process.exit(0);
}, runForMs);
