import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/rows.server";
import { createJobRunner } from "../../../server/jobs";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let testDb: TestDatabase;
let storageDir: string;
beforeAll(async () => {
  testDb = await createTestDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-jobs-"));
});
afterAll(async () => {
  await testDb.close();
  rmSync(storageDir, { recursive: true, force: true });
});

type Line =
  | { event: "started"; from: number }
  | { event: "ran"; from: number; to: number }
  | { event: "skipped" | "failed" };

/** One server process (tests/support/job-server.ts) sweeping on the test database; its lines. */
function jobServer(env: { JOB_EVERY_MS: number; JOB_WORK_MS: number; RUN_FOR_MS: number }) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/job-server.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: testDb.url ?? "",
      STORAGE_DIR: storageDir,
      JOB_EVERY_MS: String(env.JOB_EVERY_MS),
      JOB_WORK_MS: String(env.JOB_WORK_MS),
      RUN_FOR_MS: String(env.RUN_FOR_MS),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ pid: number; lines: Line[] }>((resolve, reject) => {
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`job server exited with ${code}:\n${output}`));
      const lines = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Line);
      resolve({ pid: child.pid ?? 0, lines });
    });
  });
}

const startsOf = (lines: Line[]) =>
  lines.flatMap((line) => (line.event === "started" ? [line.from] : []));

describe("jobs that must run once across servers", () => {
  // Two processes on one PostgreSQL database, each checking four times a period as a server does.
  if (process.env.TEST_DATABASE_URL) {
    it("two servers run the sweep once per period between them, not twice", async () => {
      const everyMs = 800;
      const servers = await Promise.all(
        [0, 1].map(() => jobServer({ JOB_EVERY_MS: everyMs, JOB_WORK_MS: 0, RUN_FOR_MS: 6_000 })),
      );
      const starts = servers.flatMap((server) => startsOf(server.lines)).sort((a, b) => a - b);
      // Twice per period would put two starts within one period; a period's wait is measured on
      // the database's clock, the starts here on the processes' (one machine): 25 ms apart at most.
      const gaps = starts.slice(1).map((start, i) => start - (starts[i] as number));
      expect(gaps.filter((gap) => gap < everyMs - 25)).toEqual([]);
      for (const server of servers) {
        expect(server.lines.filter((line) => line.event === "failed")).toEqual([]);
        // Both were checking all along; the lock and job_runs told one of them each time to wait.
        expect(server.lines.filter((line) => line.event === "skipped").length).toBeGreaterThan(3);
      }
      // And not starved: about 6 s / 0.8 s runs, whichever server's check came first.
      expect(starts.length).toBeGreaterThanOrEqual(4);
      expect(starts.length).toBeLessThanOrEqual(8);
      const [last] = await rowsOf<{ ran_by: string }>(
        testDb.db,
        sql`select ran_by from job_runs where name = 'proof_sweep'`,
      );
      expect(servers.map((server) => `:${server.pid}`)).toContain(
        last?.ran_by.slice(last.ran_by.lastIndexOf(":")),
      );
    });

    it("a run longer than its period is never joined by the other server", async () => {
      const everyMs = 400;
      const servers = await Promise.all(
        [0, 1].map(() => jobServer({ JOB_EVERY_MS: everyMs, JOB_WORK_MS: 700, RUN_FOR_MS: 5_000 })),
      );
      const runs = servers
        .flatMap((server) =>
          server.lines.flatMap((line) => (line.event === "ran" ? [[line.from, line.to]] : [])),
        )
        .sort((a, b) => (a[0] as number) - (b[0] as number));
      expect(runs.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < runs.length; i++) {
        expect(runs[i]?.[0]).toBeGreaterThanOrEqual(runs[i - 1]?.[1] as number);
      }
    });
  }

  it("on the embedded database every job runs in this process, once per period", async () => {
    const runs: number[] = [];
    const counted: string[] = [];
    const quiet = () => {};
    const jobs = createJobRunner({
      databaseUrl: undefined,
      logger: { info: quiet, debug: quiet, warn: quiet, error: quiet },
      counted: (job, outcome) => counted.push(`${job}:${outcome}`),
    });
    jobs.schedule({
      name: "embedded_sweep",
      acrossServers: true,
      firstAfterMs: 0,
      everyMs: 100,
      run: async () => runs.push(Date.now()),
    });
    await expect.poll(() => runs.length).toBeGreaterThanOrEqual(3);
    jobs.stop();
    expect(new Set(counted)).toEqual(new Set(["embedded_sweep:ok"]));
    // No lock, no claim: nothing was written.
    expect(
      await rowsOf(testDb.db, sql`select * from job_runs where name = 'embedded_sweep'`),
    ).toEqual([]);
  });
});
