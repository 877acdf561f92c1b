import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_ADMIN_PHONE, benchHeaders, fixed } from "./fixtures";
import { generatePglite } from "./generate";
import { startAppServer } from "./server-process";
import { signInOnPglite } from "./sessions";
const dir = mkdtempSync(path.join(tmpdir(), "rk-fstat-"));
await generatePglite(dir, "50k");
const secret = "x".repeat(64);
const cookies = await signInOnPglite(dir, secret);
const server = await startAppServer({ DATA_DIR: dir, SESSION_SECRET: secret, NODE_ENV: "production", ADMIN_PHONE: BENCH_ADMIN_PHONE, LOG_LEVEL: "warn" }, ["--require", "/tmp/count-fstat.cjs"]);
const count = async () => { writeFileSync("/tmp/fstat-count.txt", ""); process.kill(server.pid, "SIGUSR2"); for (let i = 0; i < 50; i++) { await new Promise((r) => setTimeout(r, 20)); const t = readFileSync("/tmp/fstat-count.txt", "utf8").trim(); if (t) return Number(t); } return NaN; };
for (const [p, c] of [["/", null], ["/admin/dashboard", cookies.admin], [`/campaign/${fixed.campaignId}`, cookies.business], ["/user/dashboard", cookies.reviewer], ["/business/dashboard", cookies.business], [`/b/${fixed.campaignId}`, null]] as const) {
  for (let i = 0; i < 10; i++) await (await fetch(server.base + p, { headers: benchHeaders(c) })).text();
  const a = await count();
  for (let i = 0; i < 20; i++) await (await fetch(server.base + p, { headers: benchHeaders(c) })).text();
  const b = await count();
  console.log(p, ((b - a) / 20).toFixed(1), "fstat per request");
}
await server.stop();
