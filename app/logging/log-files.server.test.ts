import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOG_FILE_DAYS } from "~/config/log-config.server";
import {
  closeDailyLogFile,
  logFileDay,
  openDailyLogFile,
  removeExpiredLogFiles,
} from "./log-files.server";
import { logger, writeLogLinesTo } from "./logger.server";

const folder = () => mkdtempSync(path.join(tmpdir(), "reviewkaro-logs-"));

describe("the daily log files", () => {
  it("are named after their day and take the lines written to them", async () => {
    const dir = path.join(folder(), "made-at-start");
    const file = await openDailyLogFile(dir);
    file.write('{"level":"info","msg":"request"}\n');
    await closeDailyLogFile(file);
    const [name = ""] = readdirSync(dir);
    expect(name).toMatch(/^server\.\d{4}-\d{2}-\d{2}\.1\.log$/);
    expect(logFileDay(name)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(readFileSync(path.join(dir, name), "utf8")).toBe('{"level":"info","msg":"request"}\n');
  });

  it("take every line the server's logger writes once opened, its time in UTC", async () => {
    const dir = folder();
    const file = await openDailyLogFile(dir);
    writeLogLinesTo(file);
    logger.info({ reqId: "req-file-1" }, "written to the day's file");
    const [name = ""] = readdirSync(dir);
    await expect
      .poll(() => readFileSync(path.join(dir, name), "utf8"))
      .toContain('"reqId":"req-file-1"');
    const line = JSON.parse(readFileSync(path.join(dir, name), "utf8").trim());
    expect(line).toMatchObject({ level: "info", msg: "written to the day's file" });
    expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("are kept 180 days after their day ended, then removed; other files stay", async () => {
    const dir = folder();
    const now = new Date("2026-11-29T09:00:00Z");
    // 2026-06-01 ended at 2026-06-02T00:00Z: 180 days later is 2026-11-29T00:00Z, before `now`.
    for (const name of [
      "server.2026-06-01.1.log",
      "server.2026-06-01.2.log",
      "server.2026-06-02.1.log",
      "server.2026-11-29.1.log",
      "notes.txt",
      "server.2026-05-01.1.log.gz",
    ]) {
      writeFileSync(path.join(dir, name), "{}\n");
    }
    expect(LOG_FILE_DAYS).toBe(180);
    const { removed } = await removeExpiredLogFiles(dir, { now, keepDays: LOG_FILE_DAYS });
    expect(removed).toEqual(["server.2026-06-01.1.log", "server.2026-06-01.2.log"]);
    expect(readdirSync(dir).sort()).toEqual([
      "notes.txt",
      "server.2026-05-01.1.log.gz",
      "server.2026-06-02.1.log",
      "server.2026-11-29.1.log",
    ]);
  });
});
