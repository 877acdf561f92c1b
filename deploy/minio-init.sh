#!/bin/sh
# Run once by compose (minio-init): creates the private proof bucket and the apps' access key,
# allowed only to read, write and delete objects in that bucket, and the backup's key, allowed
# only to list and read them (decision 114). Safe to run again.
# s3:ListBucket is there because without it a missing object answers 403, not 404.
set -eu

# Secrets come as files (compose `secrets:`): NAME_FILE is read into NAME.
for name in MINIO_ROOT_PASSWORD S3_SECRET_ACCESS_KEY S3_BACKUP_SECRET_ACCESS_KEY; do
  file=$(eval "echo \"\${${name}_FILE:-}\"")
  [ -n "$file" ] || continue
  value=$(cat "$file")
  export "$name=$value"
done

until mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  echo "waiting for MinIO..."
  sleep 1
done

mc mb --ignore-existing "local/$S3_BUCKET"
mc anonymous set none "local/$S3_BUCKET"

cat >/tmp/reviewkaro-proofs-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    }
  ]
}
POLICY
mc admin policy create local reviewkaro-proofs /tmp/reviewkaro-proofs-policy.json
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# On a second run MinIO answers that the policy is already attached; that is the state we want.
if ! mc admin policy attach local reviewkaro-proofs --user "$S3_ACCESS_KEY_ID"; then
  echo "policy reviewkaro-proofs was already attached to $S3_ACCESS_KEY_ID"
fi

# The backup's key: GetObject and ListBucket only, so a backup can never change or delete a proof.
if [ -n "${S3_BACKUP_ACCESS_KEY_ID:-}" ]; then
  cat >/tmp/reviewkaro-proofs-read-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket", "s3:GetBucketLocation"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    }
  ]
}
POLICY
  mc admin policy create local reviewkaro-proofs-read /tmp/reviewkaro-proofs-read-policy.json
  mc admin user add local "$S3_BACKUP_ACCESS_KEY_ID" "$S3_BACKUP_SECRET_ACCESS_KEY"
  if ! mc admin policy attach local reviewkaro-proofs-read --user "$S3_BACKUP_ACCESS_KEY_ID"; then
    echo "policy reviewkaro-proofs-read was already attached to $S3_BACKUP_ACCESS_KEY_ID"
  fi
fi
echo "bucket $S3_BUCKET is ready"
