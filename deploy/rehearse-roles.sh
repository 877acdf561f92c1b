#!/usr/bin/env bash
# Rehearses deploy/db-roles.sql (decision 114) on a throwaway PostgreSQL of this machine, both
# ways an installation meets it:
#   1. an installation from before it: everything migrated by the superuser `reviewkaro`, then
#      db-roles.sql run twice (it must be safe to run again) and migrate again as the owner;
#   2. a new one: db-roles.sql first, then every migration by the owner role.
# Then, on each: the app role reads and writes rows, takes advisory locks and notifies, and is
# refused ALTER, CREATE, DROP, TRUNCATE, a temporary table and drizzle's table; the backup role
# dumps everything and is refused a write. Any surprise ends the run with its reason.
#
#   deploy/rehearse-roles.sh        (as root it runs PostgreSQL as the `postgres` user)
set -euo pipefail
cd "$(dirname "$0")/.."

pgbin=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)}
dir=$(mktemp -d /tmp/reviewkaro-roles.XXXXXX)
run_pg() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = "0" ]; then chown postgres "$dir"; fi
stop() {
  run_pg "$pgbin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
printf %s super-secret >"$dir/pw"
if [ "$(id -u)" = "0" ]; then chown postgres "$dir/pw"; fi
run_pg "$pgbin/initdb" -D "$dir/data" -U reviewkaro --pwfile="$dir/pw" --auth-local=trust \
  --auth-host=scram-sha-256 -E UTF8 >/dev/null
run_pg "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null

url() { echo "postgresql://$1:$2@127.0.0.1:$port/$3"; }
as() { # role password database sql
  PGPASSWORD=$2 "$pgbin/psql" -X -q -h 127.0.0.1 -p "$port" -U "$1" -d "$3" -v ON_ERROR_STOP=1 -tA -c "$4"
}
refused() { # role password database sql expected-error
  local out
  if out=$(as "$1" "$2" "$3" "$4" 2>&1); then
    echo "NOT REFUSED as $1: $4" >&2
    exit 1
  fi
  grep -q "$5" <<<"$out" || { echo "refused as $1 for another reason: $4: $out" >&2; exit 1; }
  echo "  refused as $1: $4"
}
roles() { # database
  PGPASSWORD=super-secret "$pgbin/psql" -X -q -h 127.0.0.1 -p "$port" -U reviewkaro -d "$1" \
    -v ON_ERROR_STOP=1 -v owner_password=owner-pw -v app_password=app-pw \
    -v backup_password=backup-pw -f deploy/db-roles.sql >/dev/null
}
migrate() { DATABASE_URL=$1 npx tsx app/db/migrate-cli.ts; }

check() { # database
  local db=$1
  echo "== $db: the app role"
  as reviewkaro_app app-pw "$db" "insert into job_runs (name, started_at, ran_by) values ('rehearsal', now(), 'me')"
  as reviewkaro_app app-pw "$db" "update job_runs set outcome = 'ok' where name = 'rehearsal'"
  as reviewkaro_app app-pw "$db" "select count(*) from profiles" >/dev/null
  as reviewkaro_app app-pw "$db" "select pg_try_advisory_lock(1, 2), pg_notify('events', '{}')" >/dev/null
  as reviewkaro_app app-pw "$db" "delete from job_runs where name = 'rehearsal'"
  # What the code does beyond plain rows: a complaint's number, a planner setting for one query.
  as reviewkaro_app app-pw "$db" "select nextval('complaint_number_seq')" >/dev/null
  as reviewkaro_app app-pw "$db" "begin; select set_config('enable_seqscan', 'off', true); commit" >/dev/null
  # Every table's rows and every function (the triggers' too) for the app; nothing missed.
  local missing
  missing=$(as reviewkaro_app app-pw "$db" "select string_agg(c.oid::regclass::text, ', ') from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      and not has_table_privilege(c.oid, 'select, insert, update, delete')")
  [ -z "$missing" ] || { echo "the app role cannot write: $missing" >&2; exit 1; }
  missing=$(as reviewkaro_app app-pw "$db" "select string_agg(p.oid::regprocedure::text, ', ')
    from pg_proc p where p.pronamespace = 'public'::regnamespace and not has_function_privilege(p.oid, 'execute')")
  [ -z "$missing" ] || { echo "the app role cannot call: $missing" >&2; exit 1; }
  echo "  rows read, written and deleted on every table; an advisory lock, a NOTIFY, a sequence, set_config"
  refused reviewkaro_app app-pw "$db" "alter table profiles add column probe int" "must be owner"
  refused reviewkaro_app app-pw "$db" "create table probe (x int)" "permission denied for schema public"
  refused reviewkaro_app app-pw "$db" "drop table job_runs" "must be owner"
  refused reviewkaro_app app-pw "$db" "truncate job_runs" "permission denied"
  refused reviewkaro_app app-pw "$db" "create temp table probe (x int)" "permission denied to create temporary tables"
  refused reviewkaro_app app-pw "$db" "select * from drizzle.__drizzle_migrations" "permission denied"
  echo "== $db: the backup role"
  PGPASSWORD=backup-pw "$pgbin/pg_dump" -h 127.0.0.1 -p "$port" -U reviewkaro_backup -d "$db" \
    --format=custom --file="$dir/$db.dump"
  echo "  pg_dump: $(du -h "$dir/$db.dump" | cut -f1)"
  refused reviewkaro_backup backup-pw "$db" "insert into job_runs (name, started_at, ran_by) values ('x', now(), 'x')" "read-only transaction"
  echo "== $db: the owner role changes tables"
  as reviewkaro_owner owner-pw "$db" "create table probe (x int); drop table probe"
}

echo "== an installation from before decision 114: migrated by the superuser"
as reviewkaro super-secret postgres "create database reviewkaro"
migrate "$(url reviewkaro super-secret reviewkaro)"
roles reviewkaro
roles reviewkaro
echo "  db-roles.sql ran twice"
migrate "$(url reviewkaro_owner owner-pw reviewkaro)"
check reviewkaro

echo "== the backup role's dump restored as docs/deploy.md says, into a new installation"
as reviewkaro_app app-pw reviewkaro "insert into job_runs (name, started_at, ran_by, outcome)
  select 'restore-' || n, now(), 'rehearsal', 'ok' from generate_series(1, 25) n"
PGPASSWORD=backup-pw "$pgbin/pg_dump" -h 127.0.0.1 -p "$port" -U reviewkaro_backup -d reviewkaro \
  --format=custom --file="$dir/reviewkaro.dump"
as reviewkaro super-secret postgres "create database restored"
roles restored
migrate "$(url reviewkaro_owner owner-pw restored)"
PGPASSWORD=super-secret "$pgbin/pg_restore" -h 127.0.0.1 -p "$port" -U reviewkaro -d restored \
  --clean --if-exists --no-owner --role=reviewkaro_owner "$dir/reviewkaro.dump"
roles restored
counts() { # database: every table's row count, one line each
  as reviewkaro super-secret "$1" "select string_agg(format('%s %s', c.relname,
    (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', n.nspname, c.relname), false, true, '')))[1]::text), E'\n' order by c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')"
}
[ "$(counts reviewkaro)" = "$(counts restored)" ] || {
  echo "The restored database's row counts differ:" >&2
  diff <(counts reviewkaro) <(counts restored) >&2 || true
  exit 1
}
echo "  every table's row count equal to the source's ($(counts restored | awk '{n += $2} END {print n}') rows)"
check restored

echo "== a new installation: roles first, then the owner migrates"
as reviewkaro super-secret postgres "create database fresh"
roles fresh
migrate "$(url reviewkaro_owner owner-pw fresh)"
check fresh
echo "The roles rehearsal passed."
