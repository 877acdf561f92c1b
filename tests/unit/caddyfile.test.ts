// Issue 47 (decision 112): behind Caddy a database blip is the apps' to answer. Caddy checks the
// apps' liveness (no database), never takes an app out for its own 503, never keeps a request
// waiting long, answers in words when no app can, and lets a live stream end when its client goes.
// deploy/rehearse-db-blip.sh runs this Caddyfile for real; this test reads it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
/** The lines that configure, without comments. */
const lines = caddyfile
  .split("\n")
  .map((line) => line.replace(/#.*$/, "").trim())
  .filter((line) => line !== "");
const setting = (name: string) =>
  lines
    .find((line) => line.split(/\s+/)[0] === name)
    ?.split(/\s+/)
    .slice(1) ?? null;

/** A Caddy duration in ms: 250ms, 1s, 2m. */
function ms(value: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(value ?? "");
  if (!match) throw new Error(`not a duration: ${value}`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[match[2] as "ms" | "s" | "m"];
}

describe("the Caddyfile (decision 112)", () => {
  it("checks the apps on /livez, which needs no database, often and with a short timeout", () => {
    expect(setting("health_uri")).toEqual(["/livez"]);
    expect(ms(setting("health_interval")?.[0])).toBeLessThanOrEqual(2_000);
    expect(ms(setting("health_timeout")?.[0])).toBeLessThanOrEqual(1_000);
  });

  it("takes an app out only when it refuses connections, never for a status such as its 503", () => {
    expect(ms(setting("fail_duration")?.[0])).toBeGreaterThan(0);
    expect(setting("unhealthy_status")).toBeNull();
    expect(setting("unhealthy_latency")).toBeNull();
    expect(setting("health_status")).toBeNull();
    expect(setting("health_body")).toBeNull();
  });

  it("keeps no request waiting more than a second for an app", () => {
    expect(ms(setting("lb_try_duration")?.[0])).toBeLessThanOrEqual(1_000);
  });

  it("answers in words with Retry-After, never an empty 503, when no app can take a request", () => {
    const errors = caddyfile.split("handle_errors")[1] ?? "";
    expect(errors).toMatch(/\{err\.status_code\} in \[502, 503, 504\]/);
    expect(errors).toMatch(/header Retry-After 5/);
    expect(errors).toContain("ReviewKaro is busy right now");
    expect(errors).toContain("ReviewKaro अभी व्यस्त है");
  });

  it("sets no flush_interval -1, which keeps a live stream open at the app after its client left", () => {
    expect(setting("flush_interval")).toBeNull();
  });

  it("sends webhooks' bodies on only up to 64 KiB (decision 104)", () => {
    expect(setting("max_size")).toEqual(["64KiB"]);
  });
});
