import type express from "express";
import type SonicBoom from "sonic-boom";
import { LOG_FILE_DAYS } from "~/config/log-config.server";
import type { OperatorDetails } from "~/config/operator-config.server";
import { openDailyLogFile, removeExpiredLogFiles } from "~/logging/log-files.server";
import { type logger as appLogger, writeLogLinesTo } from "~/logging/logger.server";
import type { createJobRunner } from "./jobs";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * CERT-In's duties a server keeps itself (decision 094): its log lines in a file a day under
 * LOG_DIR, the files past 180 days removed, and a start-up line saying the times are UTC.
 */
export async function openLogFiles(
  logDir: string | null,
  logger: typeof appLogger,
): Promise<{ flush(): void }> {
  let file: SonicBoom | null = null;
  if (logDir) {
    file = await openDailyLogFile(logDir);
    writeLogLinesTo(file);
    logger.info(
      { logDir, keptDays: LOG_FILE_DAYS },
      "log lines also go to a file a day (search them with npm run logs)",
    );
  }
  logger.info(
    { now: new Date().toISOString(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    "log times are UTC (ISO 8601); keep this machine's clock synchronised by NTP (docs/operations.md)",
  );
  return {
    flush() {
      // At exit: the lines still buffered reach the file (an async write in flight finishes first).
      try {
        file?.flushSync();
      } catch {
        // Nothing buffered, or the file is already gone: nothing to save.
      }
    },
  };
}

/** Removes this server's log files whose day ended more than 180 days ago, every 6 hours. */
export function scheduleLogFileSweep(
  jobs: ReturnType<typeof createJobRunner>,
  options: { logDir: string | null; logger: typeof appLogger },
): void {
  const { logDir, logger } = options;
  if (!logDir) return;
  jobs.schedule({
    name: "log_files_sweep",
    // Each server has its own LOG_DIR: the sweep runs on each.
    acrossServers: false,
    firstAfterMs: 5_000,
    everyMs: DAY_MS / 4,
    run: () => removeExpiredLogFiles(logDir, { now: new Date(), keepDays: LOG_FILE_DAYS }),
    logOutcome: ({ removed }) => {
      if (removed.length > 0) logger.info({ removed }, "log files past 180 days removed");
    },
  });
}

/**
 * /.well-known/security.txt (RFC 9116): where to report a security problem, from
 * SECURITY_CONTACT_EMAIL. Its Expires is 180 days ahead of each answer, as the file is made from
 * the running configuration (the RFC recommends less than a year).
 */
export function securityTxt(options: {
  operator: OperatorDetails;
  publicOrigin: string | null;
}): express.RequestHandler {
  return (_req, res) => {
    const expires = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 180 * DAY_MS);
    const lines = [
      `Contact: mailto:${options.operator.securityEmail}`,
      `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
      "Preferred-Languages: en, hi",
      ...(options.publicOrigin
        ? [`Canonical: ${options.publicOrigin}/.well-known/security.txt`]
        : []),
    ];
    res
      .type("text/plain; charset=utf-8")
      .set("Cache-Control", "public, max-age=86400")
      .send(`${lines.join("\n")}\n`);
  };
}
