// Issue 47 (decision 114): the backup reads its secrets from files and writes dumps only its own
// user can read. deploy/backup/backup.sh runs here with stand-ins for pg_dump and rclone that
// note what they were given.
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function standIns(): { bin: string; dir: string; secrets: string } {
  const root = mkdtempSync(path.join(tmpdir(), "reviewkaro-backup-"));
  const bin = path.join(root, "bin");
  mkdirSync(bin);
  // pg_dump writes the password it was given into the dump; rclone notes its secret keys.
  writeFileSync(
    path.join(bin, "pg_dump"),
    `#!/bin/sh\nfor arg; do case "$arg" in --file=*) printf %s "$PGPASSWORD" > "\${arg#--file=}";; esac; done\n`,
  );
  writeFileSync(
    path.join(bin, "rclone"),
    `#!/bin/sh\necho "$RCLONE_CONFIG_PROOFS_SECRET_ACCESS_KEY $RCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY" >> "${root}/rclone.log"\n`,
  );
  for (const tool of ["pg_dump", "rclone"]) chmodSync(path.join(bin, tool), 0o755);
  const secrets = path.join(root, "secrets");
  mkdirSync(secrets);
  writeFileSync(path.join(secrets, "db"), "backup-pw\n");
  writeFileSync(path.join(secrets, "proofs"), "read-only-key");
  writeFileSync(path.join(secrets, "offsite"), "offsite-key");
  return { bin, dir: root, secrets };
}

function backup(extra: Record<string, string>) {
  const { bin, dir, secrets } = standIns();
  const env = {
    PATH: `${bin}:${process.env.PATH}`,
    BACKUP_DIR: path.join(dir, "backups"),
    PROOFS_BUCKET: "reviewkaro-proofs",
    OFFSITE_PATH: "bucket/reviewkaro",
    PGPASSWORD_FILE: path.join(secrets, "db"),
    RCLONE_CONFIG_PROOFS_SECRET_ACCESS_KEY_FILE: path.join(secrets, "proofs"),
    RCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY_FILE: path.join(secrets, "offsite"),
    ...extra,
  };
  return {
    dir,
    run: () =>
      execFileSync("sh", ["deploy/backup/backup.sh", "--once"], {
        env,
        encoding: "utf8",
        stdio: "pipe",
      }),
  };
}

describe("deploy/backup/backup.sh", () => {
  it("reads its password and keys from NAME_FILE and writes dumps only its user can read", () => {
    const { dir, run } = backup({});
    run();
    const folder = path.join(dir, "backups/db");
    const [dump] = readdirSync(folder);
    expect(dump).toMatch(/^reviewkaro-.*\.dump$/);
    const file = path.join(folder, dump as string);
    expect(readFileSync(file, "utf8")).toBe("backup-pw");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readFileSync(path.join(dir, "rclone.log"), "utf8")).toContain(
      "read-only-key offsite-key",
    );
  });

  it("refuses a secret given both ways, and names a file it cannot read", () => {
    expect(() => backup({ PGPASSWORD: "also" }).run()).toThrow(
      /set PGPASSWORD or PGPASSWORD_FILE, not both/,
    );
    expect(() => backup({ PGPASSWORD_FILE: "/no/such/file" }).run()).toThrow(
      /PGPASSWORD_FILE: cannot read \/no\/such\/file/,
    );
  });
});
