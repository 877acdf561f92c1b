import { once } from "node:events";
import { readdir, unlink } from "node:fs/promises";
import path from "node:path";
import pinoRoll from "pino-roll";
import type SonicBoom from "sonic-boom";

/**
 * The daily log files (decision 094): `server.YYYY-MM-DD.N.log` in LOG_DIR, one JSON line per
 * log line exactly as stdout has it. pino-roll (the pino organisation's) starts a new file at
 * midnight of the machine's clock and keeps appending to today's after a restart; files whose
 * day ended more than LOG_FILE_DAYS ago are removed by `removeExpiredLogFiles`.
 */
export const LOG_FILE_PATTERN = /^server\.(\d{4}-\d{2}-\d{2})\.(\d+)\.log$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opens today's file in `dir` (made if missing), once it is open: a file that cannot be opened
 * stops the start. Pass it to `writeLogLinesTo`; `closeDailyLogFile` at shutdown.
 */
export async function openDailyLogFile(dir: string): Promise<SonicBoom> {
  const file = await pinoRoll({
    file: path.join(dir, "server"),
    extension: ".log",
    frequency: "daily",
    dateFormat: "yyyy-MM-dd",
    mkdir: true,
  });
  // SonicBoom opens its file after it is made (its `fd` is -1 until then; not in its types).
  if ((file as unknown as { fd: number }).fd < 0) await once(file, "ready");
  return file;
}

/** Writes what the file still holds and closes it (before the process exits). */
export async function closeDailyLogFile(file: SonicBoom): Promise<void> {
  const closed = once(file, "close");
  file.end();
  await closed;
}

/** The day a log file's name carries, as YYYY-MM-DD; null for any other file. */
export function logFileDay(name: string): string | null {
  return LOG_FILE_PATTERN.exec(name)?.[1] ?? null;
}

/**
 * Deletes the log files whose whole day ended more than `keepDays` days before `now`: with 180,
 * a file is kept 180 days after its last line at the least, and never a day longer than that.
 * Other files in the folder are left alone.
 */
export async function removeExpiredLogFiles(
  dir: string,
  options: { now: Date; keepDays: number },
): Promise<{ removed: string[] }> {
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    const day = logFileDay(name);
    if (day === null) continue;
    const dayEnds = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
    if (Number.isNaN(dayEnds) || options.now.getTime() - dayEnds <= options.keepDays * DAY_MS) {
      continue;
    }
    await unlink(path.join(dir, name));
    removed.push(name);
  }
  return { removed: removed.sort() };
}
