/**
 * A throwaway PostgreSQL server in a temp folder, as .ci/run starts one, for runs without
 * BENCH_DATABASE_URL; and the bench's databases on whichever server is used.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server-process";

export type PostgresServer = { url: string; logFile: string; stop(): void };

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin/initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error("no PostgreSQL in /usr/lib/postgresql: install postgresql");
  return path.join(root, newest, "bin");
}

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
function runPg(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", bin, ...args]]
    : [bin, args];
  execFileSync(command, commandArgs, { stdio: "pipe" });
}

/** Starts a server with trust auth on a free port; stop() removes it and its folder. */
export async function startThrowawayPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-bench-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    chownSync(dir, uid, uid);
  }
  const port = await freePort();
  const data = path.join(dir, "data");
  runPg(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c max_connections=200 -c fsync=off -c shared_buffers=256MB`;
  runPg(path.join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    options,
    "start",
  ]);
  console.log(`Throwaway PostgreSQL on 127.0.0.1:${port} (${dir})`);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    logFile: path.join(dir, "server.log"),
    stop() {
      try {
        runPg(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database. */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
