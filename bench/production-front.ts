/**
 * The front a phone reaches in production: Caddy with deploy/Caddyfile, serving HTTPS and
 * HTTP/2 (docs/deploy.md, "Caddy in front"), here in front of one app server of the bench.
 * Over the app's own plain HTTP/1.1 a browser opens at most six connections to the host and
 * waits for each response before the next on a connection, so on a 150 ms line a page's twenty
 * scripts queue in rounds that production never has (decision 135).
 *
 * The certificate is Caddy's internal one for 127.0.0.1 (the browser context must ignore HTTPS
 * errors); HTTP/3 is off so that every run speaks HTTP/2, what a phone gets on its first visit.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

export type Front = { origin: string; stop: () => Promise<void> };

/** Whether this machine has Caddy (`apt-get install caddy`; .ci/run installs it). */
export function hasCaddy(): boolean {
  try {
    execFileSync("caddy", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Starts Caddy on a free port in front of `appBase` (http://127.0.0.1:PORT). */
export async function startProductionFront(appBase: string): Promise<Front> {
  const port = await freePort();
  const work = mkdtempSync(path.join(tmpdir(), "reviewkaro-front-"));
  const config = path.join(work, "Caddyfile");
  writeFileSync(
    config,
    [
      "{",
      "\tadmin off",
      "\tlocal_certs",
      "\tskip_install_trust",
      "\tservers {",
      "\t\tprotocols h1 h2",
      "\t}",
      "}",
      `import ${path.resolve("deploy/Caddyfile")}`,
      "",
    ].join("\n"),
  );
  const origin = `https://127.0.0.1:${port}`;
  let log = "";
  const caddy: ChildProcess = spawn(
    "caddy",
    ["run", "--config", config, "--adapter", "caddyfile"],
    {
      env: {
        ...process.env,
        SITE_ADDRESS: origin,
        APP_UPSTREAMS: new URL(appBase).host,
        XDG_DATA_HOME: path.join(work, "data"),
        XDG_CONFIG_HOME: path.join(work, "config"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  caddy.stdout?.on("data", keep);
  caddy.stderr?.on("data", keep);
  const stop = async () => {
    if (caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once("exit", resolve));
      caddy.kill("SIGTERM");
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  // Up once it answers /livez over HTTPS (its own certificate, so not checked here).
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await new Promise<string>((resolve) => {
      const curl = spawn("curl", ["-sk", "--http2", `${origin}/livez`], { stdio: "pipe" });
      let body = "";
      curl.stdout.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      curl.on("close", () => resolve(body));
    });
    if (answer.trim() === "ok") return { origin, stop };
    if (caddy.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not start in front of ${appBase}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
