import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { BENCH_ADMIN_PHONE, benchHeaders, benchPages, pageLabel } from "./fixtures";
import { startAppServer } from "./server-process";
import { signInOnPostgres } from "./sessions";
const secret = randomBytes(32).toString("hex");
const url = "postgresql://postgres@127.0.0.1:54329/bench_1m";
const cookies = await signInOnPostgres(url, secret);
const server = await startAppServer({ NODE_ENV: "production", ADMIN_PHONE: BENCH_ADMIN_PHONE, SESSION_SECRET: secret, DATABASE_URL: url, LOG_LEVEL: "warn" }, []);
for (const page of benchPages) {
  const r = await fetch(server.base + page.path, { headers: { ...benchHeaders(page.as ? cookies[page.as] : null), "accept-encoding": "identity" } });
  const html = await r.text();
  const name = pageLabel(page.path).replace(/[^a-z0-9]+/gi, "_");
  writeFileSync(`/tmp/pages/${name}.html`, html);
  const data = html.match(/streamController\.enqueue\((.*?)\);/s)?.[1]?.length ?? 0;
  console.log(page.path, r.status, html.length, "data", data, "elements", (html.match(/<[a-z]/g) ?? []).length);
}
await server.stop();
