#!/bin/sh
# ReviewKaro's backup: a pg_dump of the database, then the dump and the proof bucket copied off
# the host with rclone.
#
#   reviewkaro-backup          every day at BACKUP_AT (local time, TZ), retried hourly after a failure
#   reviewkaro-backup --once   one backup now (from cron, or before an upgrade)
#
# The database is read with libpq's PGHOST, PGUSER, PGPASSWORD and PGDATABASE; the proofs from the
# rclone remote `proofs:` (PROOFS_BUCKET), and the copies go to the rclone remote `offsite:`
# (OFFSITE_PATH). Remotes are set with RCLONE_CONFIG_PROOFS_* and RCLONE_CONFIG_OFFSITE_*
# variables; compose.yaml maps .env's BACKUP_S3_* onto the second.
set -eu

# Dumps and the files beside them are readable by this user alone (decision 114).
umask 077

# Secrets given as files (compose `secrets:`, decision 114): NAME_FILE is read into NAME.
for name in PGPASSWORD RCLONE_CONFIG_PROOFS_SECRET_ACCESS_KEY RCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY; do
  file=$(eval "echo \"\${${name}_FILE:-}\"")
  [ -n "$file" ] || continue
  if [ -n "$(eval "echo \"\${${name}:-}\"")" ]; then
    echo "set $name or ${name}_FILE, not both" >&2
    exit 1
  fi
  if ! value=$(cat "$file"); then
    echo "${name}_FILE: cannot read $file" >&2
    exit 1
  fi
  export "$name=$value"
  unset "${name}_FILE"
done

dir=${BACKUP_DIR:-/backups}
keep_days=${BACKUP_KEEP_DAYS:-14}
at=${BACKUP_AT:-02:30}
bucket=${PROOFS_BUCKET:?set PROOFS_BUCKET, the bucket of proof images}
offsite=${OFFSITE_PATH:?set OFFSITE_PATH, where copies go in the remote offsite: (bucket/folder)}

log() { echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) $*"; }

backup_once() {
  mkdir -p "$dir/db"
  # Dumps written before umask 077 was here were world-readable: close them too.
  chmod 700 "$dir/db"
  name="reviewkaro-$(date -u +%Y-%m-%dT%H%M%SZ).dump"
  # The database first, then the proofs: a proof is stored before the row that names it, so
  # every proof the dump names is in the copy that follows.
  pg_dump --format=custom --file="$dir/db/$name.partial"
  mv "$dir/db/$name.partial" "$dir/db/$name"
  log "database dumped: $name ($(du -h "$dir/db/$name" | cut -f1))"
  # copy, never sync: a proof deleted in the app stays off the host, so every dump kept there
  # can be restored with its proofs.
  rclone copy --no-update-modtime "proofs:$bucket" "offsite:$offsite/proofs"
  rclone copy "$dir/db/$name" "offsite:$offsite/db"
  log "copied off the host: $name and the proof bucket to offsite:$offsite"
  find "$dir/db" -name 'reviewkaro-*.dump' -mtime +"$keep_days" -delete
  date +%s >"$dir/last-success"
}

# When the last scheduled backup was due: today at BACKUP_AT, or yesterday before that time.
last_due() {
  today=$(date -d "today $at" +%s)
  if [ "$(date +%s)" -ge "$today" ]; then echo "$today"; else date -d "yesterday $at" +%s; fi
}

if [ "${1:-}" = "--once" ]; then
  backup_once
  exit 0
fi

log "backing up daily at $at (${TZ:-UTC}); dumps kept $keep_days days in $dir, copies in offsite:$offsite"
while true; do
  last=$(cat "$dir/last-success" 2>/dev/null || echo 0)
  # The first start backs up at once; a failure is tried again an hour later.
  if [ "$last" -lt "$(last_due)" ]; then
    backup_once || log "backup failed; trying again in an hour"
  fi
  sleep 3600
done
