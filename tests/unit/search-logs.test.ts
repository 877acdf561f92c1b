// The log search (`npm run logs`, scripts/search-logs.js) over the daily files the server writes
// (app/logging/log-files.server.ts): CERT-In's 180 days of logs, searchable (decision 094).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOG_FILE_PATTERN as written } from "~/logging/log-files.server";
import {
  LOG_FILE_PATTERN,
  type LogQuery,
  lineMatches,
  parseSearchArgs,
  searchLogs,
} from "../../scripts/search-logs.js";

const now = new Date("2026-11-29T12:00:00Z");
const env = { LOG_DIR: "/var/log/reviewkaro" };

/** A request's line as pino-http writes it (server/request-log.ts). */
function request(time: string, fields: { id: string; path: string; status: number }) {
  return JSON.stringify({
    level: fields.status >= 500 ? "error" : fields.status >= 400 ? "warn" : "info",
    time,
    req: { id: fields.id, method: "GET", path: fields.path, ip: "203.0.113.7" },
    res: { status: fields.status },
    responseTime: 3,
    msg: "request",
  });
}

function query(argv: string[]): LogQuery {
  const parsed = parseSearchArgs(argv, { now, env });
  if (!("query" in parsed)) throw new Error(JSON.stringify(parsed));
  return parsed.query;
}

describe("the log search's options", () => {
  it("read days and times as UTC, and spans back from now", () => {
    expect(query(["--since", "2026-11-01"]).since?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    // A day alone as --until counts the whole day.
    expect(query(["--until", "2026-11-01"]).until?.toISOString()).toBe("2026-11-02T00:00:00.000Z");
    expect(query(["--since", "2026-11-29T09:30:00+05:30"]).since?.toISOString()).toBe(
      "2026-11-29T04:00:00.000Z",
    );
    expect(query(["--since", "6h"]).since?.toISOString()).toBe("2026-11-29T06:00:00.000Z");
    expect(query([]).dir).toBe("/var/log/reviewkaro");
    expect(parseSearchArgs([], { now, env: { DATA_DIR: "/srv/data" } })).toEqual({
      query: { dir: "/srv/data/logs" },
    });
  });

  it("name a wrong option, and refuse a time without its zone", () => {
    for (const [argv, message] of [
      [["--since", "2026-11-29T09:30"], /--since 2026-11-29T09:30: give a day/],
      [["--status", "50x"], /--status 50x: a status like 500/],
      [["--path", "login"], /a path starts with \//],
      [["--since"], /--since needs a value/],
      [["--colour", "red"], /--colour: not an option/],
      [["--since", "2026-11-02", "--until", "2026-11-01"], /--since must come before --until/],
    ] as const) {
      const parsed = parseSearchArgs([...argv], { now, env });
      expect("error" in parsed && parsed.error).toMatch(message);
    }
  });
});

describe("a log line", () => {
  const line = JSON.parse(
    request("2026-11-29T10:00:00.000Z", { id: "req-1", path: "/login", status: 500 }),
  );

  it("matches by time, path, status, request id, level and words", () => {
    expect(lineMatches(line, query(["--since", "2026-11-29", "--until", "2026-11-29"]))).toBe(true);
    expect(lineMatches(line, query(["--since", "2026-11-29T10:00:01Z"]))).toBe(false);
    expect(lineMatches(line, query(["--path", "/login"]))).toBe(true);
    expect(lineMatches(line, query(["--path", "/log*"]))).toBe(true);
    expect(lineMatches(line, query(["--path", "/log"]))).toBe(false);
    expect(lineMatches(line, query(["--status", "500"]))).toBe(true);
    expect(lineMatches(line, query(["--status", "5xx"]))).toBe(true);
    expect(lineMatches(line, query(["--status", "4xx"]))).toBe(false);
    expect(lineMatches(line, query(["--req", "req-1"]))).toBe(true);
    expect(lineMatches(line, query(["--req", "req-2"]))).toBe(false);
    expect(lineMatches(line, query(["--ip", "203.0.113.7"]))).toBe(true);
    expect(lineMatches(line, query(["--ip", "203.0.113.8"]))).toBe(false);
    expect(lineMatches(line, query(["--level", "warn"]))).toBe(true);
    expect(lineMatches(line, query(["--level", "fatal"]))).toBe(false);
    expect(lineMatches(line, query(["--text", "REQUEST"]))).toBe(true);
  });

  it("logged while a request ran is found by that request's id", () => {
    const during = { level: "error", time: "2026-11-29T10:00:00.000Z", reqId: "req-1", msg: "x" };
    expect(lineMatches(during, query(["--req", "req-1"]))).toBe(true);
    // A line with no request is never a path's or a status's.
    expect(lineMatches(during, query(["--path", "/login"]))).toBe(false);
    expect(lineMatches(during, query(["--status", "500"]))).toBe(false);
  });
});

describe("searching the daily files", () => {
  function folderWithLogs() {
    const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-search-"));
    const write = (name: string, lines: string[]) =>
      writeFileSync(path.join(dir, name), `${lines.join("\n")}\n`);
    write("server.2026-11-01.1.log", [
      request("2026-11-01T08:00:00.000Z", { id: "a", path: "/login", status: 500 }),
    ]);
    // The same day after a restart that rolled to a second file, and a line cut short by a crash.
    write("server.2026-11-01.2.log", [
      request("2026-11-01T09:00:00.000Z", { id: "b", path: "/login", status: 200 }),
      '{"level":"info","time":"2026-11-01T09:0',
    ]);
    write("server.2026-11-28.1.log", [
      request("2026-11-28T23:59:59.000Z", { id: "c", path: "/login", status: 500 }),
      "not json at all",
      request("2026-11-29T00:00:01.000Z", { id: "d", path: "/b/xyz", status: 500 }),
    ]);
    write("other.txt", [
      request("2026-11-28T10:00:00.000Z", { id: "e", path: "/login", status: 500 }),
    ]);
    return dir;
  }

  it("reads every file, rotated ones included, oldest first, and prints matching lines as written", async () => {
    const dir = folderWithLogs();
    const found: string[] = [];
    const outcome = await searchLogs(query(["--dir", dir, "--path", "/login"]), (line) =>
      found.push(line),
    );
    expect(outcome).toEqual({ matched: 3, files: 3 });
    expect(found.map((line) => JSON.parse(line).req.id)).toEqual(["a", "b", "c"]);
    expect(found[0]).toBe(
      request("2026-11-01T08:00:00.000Z", { id: "a", path: "/login", status: 500 }),
    );
  });

  it("skips the files outside the span and still finds a line near midnight", async () => {
    const dir = folderWithLogs();
    const found: string[] = [];
    const outcome = await searchLogs(
      query(["--dir", dir, "--since", "2026-11-28T20:00:00Z", "--status", "500"]),
      (line) => found.push(line),
    );
    expect(outcome.files).toBe(1);
    expect(found.map((line) => JSON.parse(line).req.id)).toEqual(["c", "d"]);
  });

  it("runs as `npm run logs`: lines on stdout, exit 1 when nothing matched", () => {
    const dir = folderWithLogs();
    const script = path.resolve("scripts/search-logs.js");
    const stdout = execFileSync(process.execPath, [script, "--dir", dir, "--req", "c"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    expect(
      stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).req.id),
    ).toEqual(["c"]);
    const nothing = (() => {
      try {
        execFileSync(process.execPath, [script, "--dir", dir, "--req", "zzz"], { stdio: "ignore" });
        return 0;
      } catch (error) {
        return (error as { status?: number }).status;
      }
    })();
    expect(nothing).toBe(1);
  });

  it("names the files the way the server writes them", () => {
    expect(LOG_FILE_PATTERN.source).toBe(written.source);
  });
});
