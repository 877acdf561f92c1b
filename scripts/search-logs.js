// `npm run logs -- --since 2026-11-01 --path /login --status 500 --req <id>`: searches the server's
// daily log files (LOG_DIR, rotated ones included) and prints the matching JSON lines as they are,
// oldest first, so they can go on to `jq` or a file for CERT-In (decision 094). Plain JavaScript:
// a production image runs it with no compiler.
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

/** The daily files' names (app/logging/log-files.server.ts writes them; a test keeps both alike). */
export const LOG_FILE_PATTERN = /^server\.(\d{4}-\d{2}-\d{2})\.(\d+)\.log$/;

const DAY_MS = 24 * 60 * 60 * 1000;
const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"];

export const usage = `Searches the server's log files, a file a day in LOG_DIR (times in UTC).

  npm run logs -- [--since WHEN] [--until WHEN] [--path /login] [--status 500|5xx]
                  [--req REQUEST-ID] [--ip ADDRESS] [--level warn] [--text WORDS]
                  [--dir FOLDER]

  WHEN        2026-11-01 (from that day's start, UTC), 2026-11-01T09:30:00Z, or 30m, 6h, 7d ago
  --until     up to that moment; a day alone counts the whole day
  --path      the request's path without its query; ends in * for every path starting so
  --status    the answer's status, or a class like 5xx
  --req       a request's id (the X-Request-Id header of its answer)
  --ip        the client's address the request came from
  --level     this level and above: debug, info, warn, error
  --text      words in the line's message
  --dir       the folder (default: LOG_DIR, else DATA_DIR/logs, else ./data/logs)

Prints each matching line as written; a count on stderr. Exit code 0 when some line matched,
1 when none did, 2 on a wrong option.`;

/**
 * @typedef {{
 *   dir: string;
 *   since?: Date;
 *   until?: Date;
 *   path?: string;
 *   status?: { exact: number } | { from: number; to: number };
 *   req?: string;
 *   ip?: string;
 *   level?: number;
 *   text?: string;
 * }} LogQuery
 */

/**
 * A moment as the options take it: a UTC day, an ISO time, or a span back from `now`.
 * @param {string} value
 * @param {Date} now
 * @param {"start" | "end"} edge a day alone is its start (--since) or its end (--until)
 */
export function parseWhen(value, now, edge) {
  const ago = /^(\d+)([mhd])$/.exec(value);
  if (ago) {
    const unit = { m: 60_000, h: 3_600_000, d: DAY_MS }[/** @type {"m" | "h" | "d"} */ (ago[2])];
    return new Date(now.getTime() - Number(ago[1]) * unit);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = Date.parse(`${value}T00:00:00Z`);
    if (Number.isNaN(start)) return null;
    return new Date(edge === "start" ? start : start + DAY_MS);
  }
  // A time without its zone would be read in this machine's zone: the logs are UTC, so say it.
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const moment = Date.parse(value);
  return Number.isNaN(moment) ? null : new Date(moment);
}

/**
 * Reads the command line's options into a query; a wrong one is named.
 * @param {string[]} argv the arguments after the script's name
 * @param {{ now: Date; env: NodeJS.ProcessEnv }} context
 * @returns {{ query: LogQuery } | { help: true } | { error: string }}
 */
export function parseSearchArgs(argv, context) {
  const { env, now } = context;
  /** @type {LogQuery} */
  const query = {
    dir: path.resolve(env.LOG_DIR || path.join(env.DATA_DIR || "./data", "logs")),
  };
  for (let at = 0; at < argv.length; at += 1) {
    const option = argv[at] ?? "";
    if (option === "--help" || option === "-h") return { help: true };
    const value = argv[at + 1];
    if (!option.startsWith("--")) return { error: `${option}: not an option (see --help)` };
    if (value === undefined || value.startsWith("--")) return { error: `${option} needs a value` };
    at += 1;
    switch (option) {
      case "--dir":
        query.dir = path.resolve(value);
        break;
      case "--since":
      case "--until": {
        const moment = parseWhen(value, now, option === "--since" ? "start" : "end");
        if (!moment) {
          return {
            error: `${option} ${value}: give a day (2026-11-01), a time with its zone (2026-11-01T09:30:00Z) or a span (6h)`,
          };
        }
        if (option === "--since") query.since = moment;
        else query.until = moment;
        break;
      }
      case "--path":
        if (!value.startsWith("/")) return { error: `--path ${value}: a path starts with /` };
        query.path = value;
        break;
      case "--status": {
        const kind = /^([1-5])xx$/i.exec(value);
        if (kind) {
          const from = Number(kind[1]) * 100;
          query.status = { from, to: from + 99 };
        } else if (/^[1-5]\d\d$/.test(value)) {
          query.status = { exact: Number(value) };
        } else {
          return { error: `--status ${value}: a status like 500, or a class like 5xx` };
        }
        break;
      }
      case "--req":
        query.req = value;
        break;
      case "--ip":
        query.ip = value;
        break;
      case "--level": {
        const level = LEVELS.indexOf(value);
        if (level < 0) return { error: `--level ${value}: one of ${LEVELS.join(", ")}` };
        query.level = level;
        break;
      }
      case "--text":
        query.text = value.toLowerCase();
        break;
      default:
        return { error: `${option}: not an option (see --help)` };
    }
  }
  if (query.since && query.until && query.since >= query.until) {
    return { error: "--since must come before --until" };
  }
  return { query };
}

/**
 * Whether one parsed log line answers the query.
 * @param {Record<string, unknown>} entry
 * @param {LogQuery} query
 */
export function lineMatches(entry, query) {
  const time = typeof entry.time === "string" ? Date.parse(entry.time) : Number.NaN;
  if ((query.since || query.until) && Number.isNaN(time)) return false;
  if (query.since && time < query.since.getTime()) return false;
  if (query.until && time >= query.until.getTime()) return false;
  const req = /** @type {{ id?: unknown; path?: unknown; ip?: unknown } | undefined} */ (entry.req);
  const res = /** @type {{ status?: unknown } | undefined} */ (entry.res);
  if (query.path !== undefined) {
    const linePath = typeof req?.path === "string" ? req.path : null;
    if (linePath === null) return false;
    if (query.path.endsWith("*")) {
      if (!linePath.startsWith(query.path.slice(0, -1))) return false;
    } else if (linePath !== query.path) return false;
  }
  if (query.status !== undefined) {
    const status = typeof res?.status === "number" ? res.status : null;
    if (status === null) return false;
    if (
      "exact" in query.status
        ? status !== query.status.exact
        : status < query.status.from || status > query.status.to
    ) {
      return false;
    }
  }
  // A request's own line carries req.id; lines logged while it ran carry reqId.
  if (query.req !== undefined && req?.id !== query.req && entry.reqId !== query.req) return false;
  if (query.ip !== undefined && req?.ip !== query.ip) return false;
  if (query.level !== undefined && LEVELS.indexOf(String(entry.level)) < query.level) return false;
  if (
    query.text !== undefined &&
    !String(entry.msg ?? "")
      .toLowerCase()
      .includes(query.text)
  ) {
    return false;
  }
  return true;
}

/**
 * The log files that may hold lines of the query's span, oldest first. A file is named after its
 * day on the server's clock, which may be ahead of or behind UTC: a day's margin either side.
 * @param {LogQuery} query
 */
export async function logFilesFor(query) {
  const names = (await readdir(query.dir)).filter((name) => LOG_FILE_PATTERN.test(name));
  const files = names
    .map((name) => {
      const [, day = "", number = "0"] = LOG_FILE_PATTERN.exec(name) ?? [];
      return { name, day, number: Number(number), start: Date.parse(`${day}T00:00:00Z`) };
    })
    .filter(
      (file) =>
        (!query.since || file.start + 2 * DAY_MS > query.since.getTime()) &&
        (!query.until || file.start - DAY_MS < query.until.getTime()),
    )
    .sort((a, b) => a.start - b.start || a.number - b.number);
  return files.map((file) => path.join(query.dir, file.name));
}

/**
 * Writes every matching line of the files, in order, to `write`.
 * @param {LogQuery} query
 * @param {(line: string) => void} write
 */
export async function searchLogs(query, write) {
  const files = await logFilesFor(query);
  let matched = 0;
  for (const file of files) {
    const lines = createInterface({
      input: createReadStream(file),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      if (!line.startsWith("{")) continue;
      /** @type {Record<string, unknown>} */
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue; // a line cut short by a crash
      }
      if (lineMatches(entry, query)) {
        matched += 1;
        write(line);
      }
    }
  }
  return { matched, files: files.length };
}

async function main() {
  const parsed = parseSearchArgs(process.argv.slice(2), { now: new Date(), env: process.env });
  if ("help" in parsed) {
    console.log(usage);
    return 0;
  }
  if ("error" in parsed) {
    console.error(parsed.error);
    return 2;
  }
  const { query } = parsed;
  try {
    const { matched, files } = await searchLogs(query, (line) => process.stdout.write(`${line}\n`));
    console.error(
      `${matched} line${matched === 1 ? "" : "s"} matched in ${files} file${files === 1 ? "" : "s"} of ${query.dir}`,
    );
    return matched > 0 ? 0 : 1;
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    console.error(
      code === "ENOENT"
        ? `${query.dir}: no such folder (set LOG_DIR or --dir to the server's log folder)`
        : error instanceof Error
          ? error.message
          : String(error),
    );
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
