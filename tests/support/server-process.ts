import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A port nothing listens on now, chosen by the system (a random pick may be taken). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerProcess = ReturnType<typeof startServerProcess>;

/**
 * The operator's details a production server will not start without (decision 094): a test that
 * starts one names a made-up operator unless it sets (or blanks) these itself.
 */
export const testOperator = {
  OPERATOR_LEGAL_NAME: "Test Reviews Private Limited",
  OPERATOR_ADDRESS: "1 Test Road, Bhopal, Madhya Pradesh 462001",
  OPERATOR_EMAIL: "privacy@reviewkaro.example",
  OPERATOR_PHONE: "+917554009999",
  GRIEVANCE_OFFICER_NAME: "Test Grievance Officer",
  GRIEVANCE_OFFICER_EMAIL: "grievance@reviewkaro.example",
  SECURITY_CONTACT_EMAIL: "security@reviewkaro.example",
};

/**
 * What else a production server refuses to start without (decision 113): a seller of its own on
 * the invoices, and SMS that reach phones. A test's production server is a rehearsal: it names a
 * made-up seller and keeps console SMS on purpose, so tests read codes from DATA_DIR.
 */
export const testProductionStandIns = {
  SELLER_LEGAL_NAME: "Test Reviews Private Limited",
  SELLER_GSTIN: "27AAPFU0939F1ZV",
  SELLER_ADDRESS: "1 Test Road, Pune, Maharashtra 411001",
  SMS_CONSOLE_IN_PRODUCTION: "rehearsal",
};

/**
 * The production server (`node server/index.js`, or a shell line such as `npm start`'s) in its
 * own process group, with its output kept for the test. It gets its own DATA_DIR unless the
 * environment names one.
 */
export function startServerProcess(
  env: Record<string, string>,
  command = `exec "${process.execPath}" server/index.js`,
) {
  const ownDataDir = env.DATA_DIR
    ? undefined
    : mkdtempSync(path.join(tmpdir(), "reviewkaro-server-"));
  // Its own process group: `npm start`'s command is a shell line (`VAR=… node …`) whose node
  // child must get the signals too.
  const child = spawn("sh", ["-c", command], {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      INSTALLATION: "local",
      DATABASE_URL: "",
      ...((env.INSTALLATION ?? "local") === "local"
        ? {}
        : { ...testOperator, ...testProductionStandIns }),
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    child,
    kill: (signal: NodeJS.Signals) => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, signal);
    },
    exited,
    output: () => output,
    cleanup: () => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the server on `port` answers /healthz with 200. A server that exits first, or is
 * not healthy within the budget (a fresh embedded database runs initdb and the migrations: slow
 * on a busy machine), fails at once, with what the server printed when its output is kept here.
 */
export async function untilHealthy(
  server: { child: ChildProcess; output?: () => string },
  port: number | string,
  budgetMs = 90_000,
) {
  const printed = () => (server.output ? `:\n${server.output()}` : "");
  const deadline = Date.now() + budgetMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `the server exited (code ${server.child.exitCode}) before it was healthy${printed()}`,
      );
    }
    const status = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((response) => response.status)
      .catch(() => undefined);
    if (status === 200) return;
    if (status !== undefined) last = `status ${status}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not healthy within ${budgetMs} ms (${last})${printed()}`);
}
