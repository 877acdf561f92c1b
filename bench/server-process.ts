/**
 * The app server as the benchmarks run it: the production build started with `node
 * server/index.js` on a free port, and the CPU time of its process (and of its PostgreSQL
 * backends) read from /proc.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

/** The operator's details a production server will not start without (decision 094). */
const benchOperator = {
  OPERATOR_LEGAL_NAME: "Bench Reviews Private Limited",
  OPERATOR_ADDRESS: "1 Bench Road, Bhopal, Madhya Pradesh 462001",
  OPERATOR_EMAIL: "privacy@reviewkaro.example",
  OPERATOR_PHONE: "+917554009999",
  GRIEVANCE_OFFICER_NAME: "Bench Grievance Officer",
  GRIEVANCE_OFFICER_EMAIL: "grievance@reviewkaro.example",
  SECURITY_CONTACT_EMAIL: "security@reviewkaro.example",
  // A production server also refuses the development seller and console SMS (decision 113): a
  // bench is a rehearsal that reads its codes from DATA_DIR.
  SELLER_LEGAL_NAME: "Bench Reviews Private Limited",
  SELLER_GSTIN: "27AAPFU0939F1ZV",
  SELLER_ADDRESS: "1 Bench Road, Pune, Maharashtra 411001",
  SMS_CONSOLE_IN_PRODUCTION: "rehearsal",
};

export type AppServer = {
  base: string;
  pid: number;
  /** Output of the server so far, for the error message when something fails. */
  log(): string;
  stop(): Promise<void>;
};

/**
 * Starts the production build with these variables on top of PORT (and a throwaway DATA_DIR
 * unless one is given), and these options to node. Run `npm run build` first (in `cwd`, the
 * checkout whose build runs: this one unless another is given).
 */
export async function startAppServer(
  env: Record<string, string>,
  nodeOptions: string[] = [],
  cwd: string = process.cwd(),
): Promise<AppServer> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "reviewkaro-bench-"));
  const server = spawn(process.execPath, [...nodeOptions, "server/index.js"], {
    cwd,
    env: {
      ...process.env,
      ...benchOperator,
      DATA_DIR: ownDataDir ?? "",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${output}`);
  }
  if (server.pid === undefined) throw new Error("server has no pid");
  return { base, pid: server.pid, log: () => output, stop };
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process in ms (0 once it is gone), from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return 0;
  }
  // Fields after the command name, which is in parentheses and may hold spaces: state is [0].
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / ticksPerSecond;
}

/** The machine's load average over 1, 5 and 15 minutes. */
export function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}
