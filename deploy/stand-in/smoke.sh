#!/usr/bin/env bash
# Builds the Dockerfile on the stand-in base (deploy/stand-in/base.sh) and tries the image as far
# as a machine without Docker Hub allows: every migration applied to a real PostgreSQL by the
# image's own command, the server started as the `node` user, /healthz, /metrics, and the share
# image's letters read against the browser test's reference drawings.
#
#   sudo DATABASE_ADMIN_URL=postgresql://postgres@127.0.0.1:5433/postgres deploy/stand-in/smoke.sh
#
# It makes a throwaway database (dropped at the end) and keeps the share images it fetched in
# SMOKE_OUT (a temporary folder by default) to look at. Needs root, podman, runc, psql, curl and
# this checkout's node_modules (`npm ci`) for the letters check.
#
# Podman as root in a sandbox (Debian's podman 4.3): the build runs its steps in a chroot
# (`--isolation chroot`) on the host's network, in Docker's format (OCI's drops HEALTHCHECK);
# containers run with runc and explicit ulimits, since crun there could neither set the rlimits
# nor use hybrid cgroups. PODMAN_RUN_FLAGS replaces the run flags where others (or none) work.
set -euo pipefail
cd "$(dirname "$0")/../.."

node_version=$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9.]*\)-bookworm-slim.*$/\1/p' Dockerfile)
base=${STAND_IN_IMAGE:-localhost/node-stand-in:$node_version-bookworm-slim}
image=${SMOKE_IMAGE:-localhost/reviewkaro:stand-in}
admin_url=${DATABASE_ADMIN_URL:?set DATABASE_ADMIN_URL, a PostgreSQL URL allowed to create databases}
out=${SMOKE_OUT:-$(mktemp -d /tmp/reviewkaro-smoke.XXXXXX)}
mkdir -p "$out"
nofile=$(ulimit -Hn)
read -r -a run_flags <<<"${PODMAN_RUN_FLAGS:---runtime runc --network host --ulimit nofile=$nofile:$nofile --ulimit nproc=4096:4096}"
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

echo "== building $image on $base"
podman build --format docker --isolation chroot --network host --build-arg NODE_IMAGE="$base" -t "$image" . |
  grep -E '^(STEP|\[[0-9]/[0-9]\] STEP|COMMIT|Successfully)' || true
podman image exists "$image"

db=reviewkaro_smoke_$(od -An -N4 -tx4 /dev/urandom | tr -d ' ')
db_url=$(node -e 'const u=new URL(process.argv[1]);u.pathname="/"+process.argv[2];console.log(u.href)' "$admin_url" "$db")
container=reviewkaro-smoke-$db
cleanup() {
  podman rm -f "$container" >/dev/null 2>&1 || true
  psql -q "$admin_url" -c "drop database if exists $db with (force)" >/dev/null || true
}
trap cleanup EXIT
psql -q "$admin_url" -c "create database $db"

echo "== migrate (the image's node server/migrate.js), twice"
podman run --rm "${run_flags[@]}" -e DATABASE_URL="$db_url" "$image" node server/migrate.js
podman run --rm "${run_flags[@]}" -e DATABASE_URL="$db_url" "$image" node server/migrate.js
applied=$(psql -qtA "$db_url" -c "select count(*) from drizzle.__drizzle_migrations")
committed=$(find app/db/migrations -maxdepth 1 -name '*.sql' | wc -l)
echo "migrations in the database: $applied; committed: $committed"
[ "$applied" = "$committed" ]

echo "== no TypeScript runner or compiler in the image"
podman run --rm "${run_flags[@]}" "$image" sh -c \
  'for p in tsx typescript esbuild vite; do [ ! -e node_modules/$p ] || { echo "node_modules/$p is in the image"; exit 1; }; done'

port=$(free_port)
metrics_port=$(free_port)
echo "== the server on port $port (metrics on $metrics_port)"
podman run -d --name "$container" "${run_flags[@]}" \
  -e DATABASE_URL="$db_url" -e PORT="$port" -e METRICS_PORT="$metrics_port" \
  -e PUBLIC_ORIGIN="http://127.0.0.1:$port" \
  -e ADMIN_PHONE=+919812345678 -e SESSION_SECRET="$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')" \
  -e OPERATOR_LEGAL_NAME="Smoke Test Reviews Private Limited" \
  -e OPERATOR_ADDRESS="1 Test Road, Bhopal, Madhya Pradesh 462001" \
  -e OPERATOR_EMAIL=privacy@reviewkaro.example -e OPERATOR_PHONE=+917554009999 \
  -e GRIEVANCE_OFFICER_NAME="Test Grievance Officer" \
  -e GRIEVANCE_OFFICER_EMAIL=grievance@reviewkaro.example \
  -e SECURITY_CONTACT_EMAIL=security@reviewkaro.example \
  -e SELLER_LEGAL_NAME="Smoke Test Reviews Private Limited" -e SELLER_GSTIN=27AAPFU0939F1ZV \
  -e SELLER_ADDRESS="1 Test Road, Pune, Maharashtra 411001" \
  -e SMS_CONSOLE_IN_PRODUCTION=rehearsal \
  "$image" >/dev/null
for _ in $(seq 1 60); do
  [ "$(curl -s "http://127.0.0.1:$port/healthz")" = "ok" ] && break
  sleep 1
done
echo "/healthz: $(curl -s "http://127.0.0.1:$port/healthz")"
[ "$(curl -s "http://127.0.0.1:$port/healthz")" = "ok" ]
echo "runs as: $(podman exec "$container" id -un) (uid $(podman exec "$container" id -u))"
[ "$(podman exec "$container" id -u)" = "1000" ]
podman healthcheck run "$container" && echo "the image's HEALTHCHECK passes"

echo "== security.txt, and the request found in the server's log files (decision 094)"
curl -fsS "http://127.0.0.1:$port/.well-known/security.txt" | grep -qx "Contact: mailto:security@reviewkaro.example"
for _ in $(seq 1 10); do
  podman exec "$container" npm run --silent logs -- --since 1h --path /.well-known/security.txt \
    --status 200 >/dev/null 2>&1 && break
  sleep 1
done
podman exec "$container" npm run --silent logs -- --since 1h --path /.well-known/security.txt --status 200 | head -n 1

echo "== the share image of an approved campaign in Indore"
campaign=$(psql -qtA "$db_url" <<'SQL' | head -n 1
with business as (insert into profiles (phone, role) values ('+919812300001', 'business') returning id)
insert into campaigns (business_id, business_name, maps_link, topics, city, target_reviews, cost,
  distribution_days, distribution_schedule, status)
select id, 'Sharma Sweets', 'https://maps.app.goo.gl/example', '{Food}', 'Indore', 10, 200, 7,
  '[1,1,3,2,1,1,1]', 'active' from business returning id;
SQL
)
for language in en hi; do
  curl -sf -o "$out/share-$language.png" "http://127.0.0.1:$port/b/$campaign/share.png?lang=$language"
done
node --import tsx scripts/check-share-image.ts "$out/share-en.png" en "$out/share-hi.png" hi

echo "== /metrics"
curl -sf "http://127.0.0.1:$metrics_port/metrics" | grep -E '^reviewkaro_(http_request_duration_seconds_count|db_pool|queue_length|job_runs_total)' | head -n 12

echo "Smoke test passed. The share images are in $out."
