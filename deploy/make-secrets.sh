#!/bin/sh
# Writes compose.yaml's secrets, one file each in ./secrets/ next to compose.yaml (git-ignored):
# random passwords and keys, the two database addresses made from them, and empty files for the
# secrets only you can give (your providers' keys), to fill in with `printf %s 'value' > file`.
# An empty file is a setting left unset. A file that exists is never overwritten, so it is safe to
# run again after adding a secret. A secret already in use (an installation from before decision
# 114) is passed in its upper-case name: `POSTGRES_PASSWORD=… S3_APP_SECRET_KEY=… deploy/make-secrets.sh`.
#
# The folder is yours alone (700); the files are readable (644) because compose mounts each into
# containers that run as other users (node, postgres), and the folder already keeps others out.
set -eu
cd "$(dirname "$0")/.."
umask 077
mkdir -p secrets
chmod 700 secrets

write() { # name value
  if [ -e "secrets/$1" ]; then
    echo "kept    secrets/$1"
    return
  fi
  printf %s "$2" >"secrets/$1"
  chmod 644 "secrets/$1"
  echo "written secrets/$1"
}
given_or_random() { # name: the upper-case variable of that name, or 32 random bytes in hex
  value=$(eval "echo \"\${$(echo "$1" | tr a-z A-Z):-}\"")
  if [ -n "$value" ]; then echo "$value"; else openssl rand -hex 32; fi
}
read_secret() { cat "secrets/$1"; }

for name in postgres_password db_owner_password db_app_password db_backup_password \
  session_secret minio_root_password s3_app_secret_key s3_backup_secret_key; do
  write "$name" "$(given_or_random "$name")"
done
# The roles' addresses (deploy/db-roles.sql): hex passwords need no escaping in a URL.
write database_url_owner "postgresql://reviewkaro_owner:$(read_secret db_owner_password)@postgres:5432/reviewkaro"
write database_url_app "postgresql://reviewkaro_app:$(read_secret db_app_password)@postgres:5432/reviewkaro"
for name in backup_s3_secret_key razorpay_key_secret razorpay_webhook_secret \
  razorpayx_key_secret razorpayx_webhook_secret msg91_auth_key; do
  write "$name" "$(eval "echo \"\${$(echo "$name" | tr a-z A-Z):-}\"")"
done
[ -s secrets/backup_s3_secret_key ] ||
  echo "fill in secrets/backup_s3_secret_key: the off-host storage's secret key (BACKUP_S3_ACCESS_KEY_ID's)"
