#!/usr/bin/env bash
# Rehearses a database blip behind the proxy, as production runs it (issue 47, decision 112): two
# app servers of the production build behind Debian's Caddy with this repo's deploy/Caddyfile, on a
# throwaway PostgreSQL that is stopped for 10 seconds under a steady stream of requests. It passes
# when, through Caddy:
#
#   - no answer is Caddy's own (an empty 503, a 502 or 504): every 503 is an app's 'busy' answer
#     with Retry-After: 5 and its words, and static files are served all along;
#   - no request waits more than a second;
#   - the busy page is served while PostgreSQL is away;
#   - pages that need the database answer again within 2 s of PostgreSQL's return;
#   - each refused request is one log line, at warn, and no background job counts as failed;
#   - a live-update stream (/events) ends at the app within 2 s of its client leaving.
#
#   npm run build && deploy/rehearse-db-blip.sh      # or: deploy/rehearse-db-blip.sh --build
#
# Needs PostgreSQL's server binaries (/usr/lib/postgresql/*/bin), caddy, and this checkout's
# node_modules. Runs as any user; as root, PostgreSQL runs as `postgres`. Everything it makes is
# in a temporary folder, removed at the end unless the run failed (its logs are kept there then).
# BLIP_SECONDS (10) and LOAD_WORKERS (4) change the outage and the request stream.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--build" ]; then npm run build; fi
[ -f build/server/index.js ] || {
  echo "No production build: run npm run build first (or pass --build)." >&2
  exit 1
}
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$pgbin" ] || { echo "PostgreSQL's server binaries are missing (apt-get install postgresql)." >&2; exit 1; }
command -v caddy >/dev/null || { echo "caddy is missing (apt-get install caddy)." >&2; exit 1; }

work=$(mktemp -d /tmp/reviewkaro-blip.XXXXXX)
chmod 755 "$work"
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
run_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
pids=()
passed=no
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  run_pg "$pgbin/pg_ctl" -D "$work/pg" -m immediate stop >/dev/null 2>&1 || true
  if [ "$passed" = yes ]; then rm -rf "$work"; else echo "Logs kept in $work" >&2; fi
}
trap cleanup EXIT

echo "== the runtime stage's files in a folder of their own, as the Dockerfile makes them"
# The build stage's commands after `COPY . .` run on a copy of this checkout (its committed files,
# this build, node_modules as hard links: npm prune only unlinks the copy's), then the runtime
# stage's `COPY --from=build` lines copy into $work/runtime. The apps and migrate run from there,
# so a file the image lacks fails the rehearsal.
src="$work/build-stage"
mkdir -p "$src" "$work/runtime" "$work/staging"
git ls-files -z | xargs -0 cp --parents -t "$src"
cp -a build "$src/"
# Hard links where the folders share a disk; npm rewrites its hidden lockfile in place, so that
# one file is a copy (a link would change this checkout's).
cp -al node_modules "$src/" 2>/dev/null || cp -a node_modules "$src/"
rm -f "$src/node_modules/.package-lock.json"
build_runs=$(sed -e ':a' -e '/\\$/N; s/\\\n//; ta' Dockerfile |
  awk '/^FROM /{stage++} stage==1 && seen && /^RUN /{sub(/^RUN /, ""); print} stage==1 && /^COPY \. \./{seen=1}')
[ -n "$build_runs" ] || { echo "The Dockerfile's build stage has no RUN after COPY . . to rehearse." >&2; exit 1; }
# The build already ran here from the same files; /runtime is the staging folder.
build_runs=${build_runs//npm run build && /}
build_runs=${build_runs//\/runtime\//$work/staging/}
(cd "$src" && bash -euo pipefail -c "$build_runs")
sed -e ':a' -e '/\\$/N; s/\\\n//; ta' Dockerfile |
  awk '/^FROM /{stage++} /^COPY --from=build /' | while read -r _ _ rest; do
  read -ra parts <<<"$rest"
  dest=${parts[-1]}
  unset 'parts[-1]'
  mkdir -p "$work/runtime/$dest"
  for from in "${parts[@]}"; do
    from=${from/#\/app\//$src/}
    from=${from/#\/runtime\//$work/staging/}
    # As Docker copies: a folder's contents into the destination, a file into it.
    if [ -d "$from" ]; then cp -al "$from/." "$work/runtime/$dest"; else cp -al "$from" "$work/runtime/$dest"; fi
  done
done
for gone in node_modules/typescript node_modules/tsx node_modules/vite node_modules/echarts/dist; do
  [ ! -e "$work/runtime/$gone" ] || { echo "The runtime folder keeps $gone" >&2; exit 1; }
done
echo "  $(du -sm "$work/runtime/node_modules" | cut -f1) MB of runtime packages; $(find "$work/runtime" -type f | wc -l) files"

echo "== PostgreSQL (throwaway), its roles, and migrate twice at once, then again"
pgport=$(free_port)
mkdir "$work/pg"
if [ "$(id -u)" = "0" ]; then chown postgres "$work/pg"; fi
run_pg "$pgbin/initdb" -D "$work/pg" -U postgres --auth=trust -E UTF8 >/dev/null
pg_start="$pgbin/pg_ctl -D $work/pg -l $work/pg/server.log -w -o '-h 127.0.0.1 -p $pgport -k $work/pg' start"
pg_stop="$pgbin/pg_ctl -D $work/pg -m fast -w stop"
if [ "$(id -u)" = "0" ]; then
  pg_start="runuser -u postgres -- $pg_start"
  pg_stop="runuser -u postgres -- $pg_stop"
fi
bash -c "$pg_start" >/dev/null
psql_super() { "$pgbin/psql" -X -q -h 127.0.0.1 -p "$pgport" -U postgres -v ON_ERROR_STOP=1 "$@"; }
psql_super -c "create database reviewkaro" postgres
psql_super -d reviewkaro -v owner_password=owner-pw -v app_password=app-pw \
  -v backup_password=backup-pw -f deploy/db-roles.sql >/dev/null
owner_url="postgresql://reviewkaro_owner:owner-pw@127.0.0.1:$pgport/reviewkaro"
database_url="postgresql://reviewkaro_app:app-pw@127.0.0.1:$pgport/reviewkaro"
(cd "$work/runtime" && DATABASE_URL=$owner_url node server/migrate.js >"$work/migrate1.log" 2>&1) &
first=$!
(cd "$work/runtime" && DATABASE_URL=$owner_url node server/migrate.js >"$work/migrate2.log" 2>&1) &
second=$!
wait "$first" && wait "$second" || { echo "A migrate failed:" >&2; cat "$work"/migrate*.log >&2; exit 1; }
applied=$(cat "$work"/migrate1.log "$work"/migrate2.log | sed -n 's/^Migrations applied: \([0-9]*\) new\.$/\1/p' | sort -n | tr '\n' ' ')
journal=$(node -p "require('./app/db/migrations/meta/_journal.json').entries.length")
[ "$applied" = "0 $journal " ] || { echo "Two migrates at once applied: $applied (want 0 and $journal)" >&2; exit 1; }
again=$(cd "$work/runtime" && DATABASE_URL=$owner_url node server/migrate.js)
[ "$again" = "Migrations applied: 0 new." ] || { echo "Migrating again said: $again" >&2; exit 1; }
echo "  two at once applied $journal and 0; again: 0"

caddy_port=$(free_port)
origin="http://127.0.0.1:$caddy_port"
session_secret=$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')
app_ports=()
metrics_ports=()
for n in 1 2; do
  port=$(free_port)
  metrics_port=$(free_port)
  app_ports+=("$port")
  metrics_ports+=("$metrics_port")
  mkdir -p "$work/app$n"
  echo "== app$n on 127.0.0.1:$port (production build, metrics on $metrics_port)"
  env DATABASE_URL="$database_url" PORT="$port" HOST=127.0.0.1 METRICS_PORT="$metrics_port" \
    DATA_DIR="$work/app$n" STORAGE=disk TRUST_PROXY=1 PUBLIC_ORIGIN="$origin" \
    DATABASE_POOL_WAIT_MS=1000 \
    ADMIN_PHONE=+919812345678 SESSION_SECRET="$session_secret" \
    OPERATOR_LEGAL_NAME="Blip Rehearsal Reviews Private Limited" \
    OPERATOR_ADDRESS="1 Test Road, Bhopal, Madhya Pradesh 462001" \
    OPERATOR_EMAIL=privacy@reviewkaro.example OPERATOR_PHONE=+917554009999 \
    GRIEVANCE_OFFICER_NAME="Test Grievance Officer" \
    GRIEVANCE_OFFICER_EMAIL=grievance@reviewkaro.example \
    SECURITY_CONTACT_EMAIL=security@reviewkaro.example \
    SELLER_LEGAL_NAME="Blip Rehearsal Reviews Private Limited" SELLER_GSTIN=27AAPFU0939F1ZV \
    SELLER_ADDRESS="1 Test Road, Pune, Maharashtra 411001" \
    SMS_CONSOLE_IN_PRODUCTION=rehearsal \
    bash -c 'cd "$1" && exec node server/index.js' _ "$work/runtime" >"$work/app$n.log" 2>&1 &
  pids+=("$!")
done
for port in "${app_ports[@]}"; do
  for _ in $(seq 1 120); do
    [ "$(curl -s "http://127.0.0.1:$port/readyz" || true)" = "ok" ] && break
    sleep 0.5
  done
  [ "$(curl -s "http://127.0.0.1:$port/readyz" || true)" = "ok" ] || {
    echo "An app server did not get ready; its log:" >&2
    tail -n 20 "$work"/app*.log >&2
    exit 1
  }
done

connected=$(psql_super -d reviewkaro -tA -c "select string_agg(distinct usename, ' ') from pg_stat_activity where datname = 'reviewkaro' and pid <> pg_backend_pid()")
[ "$connected" = "reviewkaro_app" ] || { echo "The apps connect as: $connected (want reviewkaro_app)" >&2; exit 1; }
echo "  the apps connect as reviewkaro_app, which cannot alter a table (deploy/rehearse-roles.sh)"

echo "== Caddy on $origin with deploy/Caddyfile"
# The repo's Caddyfile as it is; only what a rehearsal on one machine needs is set around it:
# no admin port, no HTTPS (SITE_ADDRESS is http://), the apps' ports.
cat >"$work/Caddyfile" <<EOF
{
	admin off
	auto_https off
}
import $PWD/deploy/Caddyfile
EOF
SITE_ADDRESS=$origin APP_UPSTREAMS="127.0.0.1:${app_ports[0]} 127.0.0.1:${app_ports[1]}" \
  XDG_DATA_HOME="$work/caddy-data" XDG_CONFIG_HOME="$work/caddy-config" \
  caddy run --config "$work/Caddyfile" --adapter caddyfile >"$work/caddy.log" 2>&1 &
pids+=("$!")
for _ in $(seq 1 60); do
  [ "$(curl -s "$origin/livez" || true)" = "ok" ] && break
  sleep 0.25
done
[ "$(curl -s "$origin/livez" || true)" = "ok" ] || { echo "Caddy did not start; its log:" >&2; tail -n 20 "$work/caddy.log" >&2; exit 1; }

echo "== the stream of requests; PostgreSQL stopped for ${BLIP_SECONDS:-10} s"
ORIGIN=$origin DATABASE_URL=$database_url SESSION_SECRET=$session_secret \
  METRICS="http://127.0.0.1:${metrics_ports[0]}/metrics http://127.0.0.1:${metrics_ports[1]}/metrics" \
  APP_LOGS="$work/app1.log $work/app2.log" PG_STOP=$pg_stop PG_START=$pg_start \
  BLIP_SECONDS=${BLIP_SECONDS:-10} LOAD_WORKERS=${LOAD_WORKERS:-4} \
  node --input-type=module - <<'EOF'
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID, createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { createCookie } from "react-router";

const env = process.env;
const origin = env.ORIGIN;
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) failures.push(message);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

// A signed-in person for /events: a profile and a session written as the app writes them.
const client = new pg.Client({ connectionString: env.DATABASE_URL });
await client.connect();
const token = randomBytes(32).toString("base64url");
const { rows } = await client.query(
  "insert into profiles (phone, role, city) values ('+919800000047', 'user', null) returning id",
);
await client.query(
  "insert into sessions (token_hash, profile_id, expires_at) values ($1, $2, now() + interval '1 day')",
  [createHash("sha256").update(token).digest("hex"), rows[0].id],
);
await client.end();
const cookie = (
  await createCookie("rk_session", { secrets: [env.SESSION_SECRET], path: "/" }).serialize(token)
).split(";")[0];

/** Live streams open in both apps, from their /metrics. */
async function openStreams() {
  let open = 0;
  for (const url of env.METRICS.split(" ")) {
    const text = await (await fetch(url)).text();
    open += Number(/^reviewkaro_live_streams_open (\d+)/m.exec(text)?.[1] ?? "NaN");
  }
  return open;
}
async function until(condition, timeoutMs) {
  const started = now();
  while (now() - started < timeoutMs) {
    if (await condition()) return now() - started;
    await sleep(50);
  }
  return null;
}

// 1. A live stream ends at the app when its client leaves (no flush_interval -1 in Caddy).
{
  const leave = new AbortController();
  const response = await fetch(`${origin}/events`, { headers: { cookie }, signal: leave.signal });
  check(response.status === 200, `/events through Caddy opens a stream (status ${response.status})`);
  const reader = response.body.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  check(first.includes(": connected"), "the stream's first bytes arrive at once");
  check((await until(async () => (await openStreams()) === 1, 2_000)) !== null, "the app counts it open");
  leave.abort();
  const closedIn = await until(async () => (await openStreams()) === 0, 5_000);
  check(
    closedIn !== null && closedIn <= 2_000,
    `the app ends it after the client left: ${closedIn === null ? "not within 5 s" : `${Math.round(closedIn)} ms`}`,
  );
}

// 2. The stream of requests: a page that reads the database (a campaign that does not exist:
// 404 when the database answers), the landing page, a static file, the liveness check.
const paths = [
  { path: () => `/b/${randomUUID()}`, database: true },
  { path: () => "/", database: false },
  { path: () => "/favicon.svg", database: false, static: true },
  { path: () => "/livez", database: false, static: true },
];
const results = [];
let stopLoad = false;
async function worker(offset) {
  for (let i = offset; !stopLoad; i += 1) {
    const kind = paths[i % paths.length];
    const path = kind.path();
    const started = now();
    let status = 0;
    let body = "";
    let headers = new Headers();
    try {
      const response = await fetch(`${origin}${path}`, {
        headers: { "accept-language": "en" },
        redirect: "manual",
        signal: AbortSignal.timeout(5_000),
      });
      status = response.status;
      headers = response.headers;
      body = await response.text();
    } catch (error) {
      body = String(error);
    }
    results.push({ kind, path, started, ms: now() - started, status, body, headers });
    await sleep(100);
  }
}
const t0 = now();
const workers = Array.from({ length: Number(env.LOAD_WORKERS) }, (_, n) => worker(n));
await sleep(3_000);
execFileSync("bash", ["-c", env.PG_STOP], { stdio: "ignore" });
const stoppedAt = now();
console.log(`PostgreSQL stopped at ${Math.round(stoppedAt - t0)} ms`);
await sleep(Number(env.BLIP_SECONDS) * 1000);
execFileSync("bash", ["-c", env.PG_START], { stdio: "ignore" });
const backAt = now();
console.log(`PostgreSQL back at ${Math.round(backAt - t0)} ms (accepting connections)`);
await sleep(5_000);
stopLoad = true;
await Promise.all(workers);

const during = results.filter((r) => r.started >= stoppedAt && r.started < backAt);
console.log(`${results.length} requests, ${during.length} while PostgreSQL was away`);
const notApps = results.filter(
  (r) =>
    ![200, 404, 503].includes(r.status) ||
    (r.status === 503 && (r.body.length === 0 || r.headers.get("retry-after") !== "5")),
);
check(
  notApps.length === 0,
  `every answer is an app's: no empty 503, 502, 504 or failed request (${notApps.length}: ${notApps
    .slice(0, 5)
    .map((r) => `${r.status} ${r.path} ${r.body.slice(0, 60)}`)
    .join("; ")})`,
);
const slowest = results.reduce((max, r) => Math.max(max, r.ms), 0);
check(slowest <= 1_000, `no request waited more than a second (slowest ${Math.round(slowest)} ms)`);
const busy = during.filter((r) => r.status === 503);
check(
  busy.some((r) => r.body.includes("ReviewKaro is busy right now") && r.body.includes("<html")),
  `the busy page is served while PostgreSQL is away (${busy.length} busy answers)`,
);
check(
  busy.every((r) => r.body.includes("ReviewKaro is busy right now")),
  "every busy answer says so in words",
);
const staticDuring = during.filter((r) => r.kind.static);
check(
  staticDuring.length > 0 && staticDuring.every((r) => r.status === 200),
  `static files and /livez are served all along (${staticDuring.length} during the outage)`,
);
// Recovery: from PostgreSQL's return to the first database page answered, after which none is refused.
const databaseAfter = results
  .filter((r) => r.kind.database && r.started >= backAt)
  .sort((a, b) => a.started - b.started);
const lastRefused = databaseAfter.filter((r) => r.status === 503).at(-1);
const recovered = databaseAfter.find(
  (r) => r.status === 404 && (!lastRefused || r.started > lastRefused.started),
);
const recoveryMs = recovered ? recovered.started + recovered.ms - backAt : null;
check(
  recoveryMs !== null && recoveryMs <= 2_000,
  `pages that need the database answer again ${recoveryMs === null ? "never" : `${Math.round(recoveryMs)} ms`} after PostgreSQL's return (at most 2000)`,
);

// 3. The apps' logs: one warn line per refused request, no request or job logged as an error.
const lines = env.APP_LOGS.split(" ")
  .flatMap((file) => readFileSync(file, "utf8").split("\n"))
  .filter((line) => line.startsWith("{"))
  .map((line) => JSON.parse(line));
const refused = results.filter((r) => r.status === 503);
const linesPerRefusal = refused.map((r) => {
  const id = r.headers.get("x-request-id");
  return lines.filter((line) => JSON.stringify(line).includes(id));
});
check(
  linesPerRefusal.every((own) => own.length === 1 && own[0].level === "warn"),
  `each of ${refused.length} refused requests is one warn line`,
);
check(
  refused.every((r, n) => linesPerRefusal[n][0]?.msg?.startsWith("database unavailable: GET ")),
  "that line says 'database unavailable: GET /path'",
);
const errorLines = lines.filter((line) => line.level === "error");
check(
  !errorLines.some((line) => line.msg === "request failed" || line.job !== undefined),
  `no request and no job logged as an error (${errorLines.length} error lines: ${[
    ...new Set(errorLines.map((line) => line.msg)),
  ].join("; ")})`,
);

if (failures.length > 0) {
  console.error(`\nThe rehearsal failed: ${failures.length} check(s).`);
  process.exit(1);
}
console.log("\nThe rehearsal passed.");
EOF
passed=yes
