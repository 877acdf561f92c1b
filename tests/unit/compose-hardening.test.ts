// Issue 47 (decision 114): no container runtime runs here, so compose.yaml's least-privilege
// settings are read from the file. Every service: a read-only root, every capability dropped, no
// new privileges, init, memory and process limits, a stop grace period, rotated logs, an image
// pinned to an exact release; secrets only as files; Node's heap within the container's memory.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const compose = readFileSync("compose.yaml", "utf8");
const lines = compose.split("\n");

/** The lines under a header, up to the next line indented as little or less. */
function blockAt(start: number): string[] {
  const indent = /^ */.exec(lines[start] as string)?.[0].length ?? 0;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex(
    (line) => line.trim() !== "" && !line.trimStart().startsWith("#") && indentOf(line) <= indent,
  );
  return end === -1 ? rest : rest.slice(0, end);
}
const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;

/** An anchor's lines (`x-name: &name`), and those of the anchors it merges, recursively. */
function anchor(name: string): string[] {
  const start = lines.findIndex((line) => new RegExp(`^[a-z-]+: &${name}$`).test(line));
  if (start === -1) throw new Error(`no anchor &${name}`);
  // An anchor's keys are indented 2, as a service's are once its own indent is taken off.
  return withMerges(blockAt(start));
}
function withMerges(own: string[]): string[] {
  const merge = own.find((line) => /^ {2}<<: /.test(line));
  const names = [...(merge ?? "").matchAll(/\*([a-z-]+)/g)].map((match) => match[1] as string);
  return [...names.flatMap(anchor), ...own];
}

/** Each service's own lines and what it merges, indented as under `services:` (2 spaces). */
function services(): Map<string, string> {
  const start = lines.indexOf("services:");
  const body = blockAt(start);
  const found = new Map<string, string>();
  body.forEach((line, at) => {
    const name = /^ {2}([a-z0-9-]+):$/.exec(line)?.[1];
    if (!name) return;
    const own = blockAt(start + 1 + at).map((inner) => inner.slice(2));
    found.set(name, withMerges(own).join("\n"));
  });
  return found;
}

/** "640m", "1g" in MB. */
const megabytes = (size: string) =>
  Number.parseInt(size, 10) * (size.endsWith("g") ? 1024 : size.endsWith("m") ? 1 : 1 / 2 ** 20);
const seconds = (value: string) =>
  Number.parseInt(value, 10) * (value.endsWith("m") && !value.endsWith("ms") ? 60 : 1);

const all = services();

describe("compose.yaml: every container with least privilege", () => {
  it("has the services of the deploy", () => {
    expect([...all.keys()].sort()).toEqual(
      [
        "app1",
        "app2",
        "backup",
        "caddy",
        "db-roles",
        "migrate",
        "minio",
        "minio-init",
        "postgres",
      ].sort(),
    );
  });

  for (const [name, text] of all) {
    it(`${name}: read-only root, no capabilities, no new privileges, init, rotated logs`, () => {
      expect(text).toMatch(/^ {2}read_only: true$/m);
      expect(text).toMatch(/^ {2}cap_drop: \[ALL\]$/m);
      expect(text).toMatch(/^ {2}security_opt: \["no-new-privileges:true"\]$/m);
      expect(text).toMatch(/^ {2}init: true$/m);
      expect(text).toMatch(/^ {4}driver: json-file$/m);
      expect(text).toMatch(/^ {6}max-size: \d+m$/m);
      expect(text).toMatch(/^ {6}max-file: "\d+"$/m);
      // Only Caddy gets a capability back: binding ports 80 and 443.
      const added = /^ {2}cap_add: (.*)$/m.exec(text)?.[1];
      expect(added).toBe(name === "caddy" ? "[NET_BIND_SERVICE]" : undefined);
      expect(text).not.toMatch(/privileged: true/);
    });

    it(`${name}: memory and process limits; Node's heap well inside the memory`, () => {
      const memory = /^ {2}mem_limit: (\d+[mg])$/m.exec(text)?.[1];
      expect(memory, "mem_limit").toBeDefined();
      expect(Number(/^ {2}pids_limit: (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
      const heap = /--max-old-space-size=(\d+)/.exec(text)?.[1];
      if (text.includes("server/") || text.includes("*app-image") || /^ {2}build: \.$/m.test(text))
        expect(heap, "a Node service sets its heap").toBeDefined();
      // The heap is at most 60% of the container: sharp, buffers and Node itself need the rest.
      if (heap) expect(Number(heap)).toBeLessThanOrEqual(megabytes(memory as string) * 0.6);
    });

    it(`${name}: an image pinned to an exact release and its digest`, () => {
      const image = /^ {2}image: (.+)$/m.exec(text)?.[1] as string;
      const built = /^ {2}build: /m.test(text);
      if (built) return expect(image).toMatch(/^reviewkaro(-backup)?:latest$/);
      const resolved = image.startsWith("*")
        ? (/^x-[a-z-]+: &([a-z-]+) (.+)$/m
            .exec(compose.split("\n").find((line) => line.includes(`&${image.slice(1)} `)) ?? "")
            ?.at(2) ?? "")
        : image;
      // name:1.2.3, name:16.10-bookworm or a MinIO release stamp, then @sha256:<64 hex> (decision 114).
      expect(resolved).toMatch(
        /^[a-z0-9./-]+:(\d+\.\d+(\.\d+)?(-[a-z]+)?|RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)@sha256:[0-9a-f]{64}$/,
      );
    });
  }

  it("gives every long-running service a stop grace period; the apps longer than their own shutdown", () => {
    const ownShutdownMs = Number(
      /setTimeout\(\(\) => process\.exit\(1\), ([\d_]+)\)/
        .exec(readFileSync("server/index.js", "utf8"))?.[1]
        ?.replaceAll("_", ""),
    );
    expect(ownShutdownMs).toBeGreaterThan(0);
    for (const [name, text] of all) {
      if (/^ {2}restart: "no"$/m.test(text)) continue;
      const grace = /^ {2}stop_grace_period: (\d+[sm])$/m.exec(text)?.[1];
      expect(grace, `${name} stop_grace_period`).toBeDefined();
      if (name.startsWith("app"))
        expect(seconds(grace as string) * 1000).toBeGreaterThan(ownShutdownMs + 5_000);
    }
  });

  it("passes secrets only as files: no password or key in an environment, each file declared", () => {
    const declared = [
      ...(compose.split(/^secrets:$/m)[1]?.matchAll(/^ {2}([a-z0-9_]+):$/gm) ?? []),
    ].map((match) => match[1]);
    for (const [name, text] of all) {
      // An environment variable naming a secret is a *_FILE pointing into /run/secrets.
      for (const [, key, value] of text.matchAll(/^ {4}([A-Z][A-Z0-9_]+): (.*)$/gm)) {
        if (/(PASSWORD|SECRET|AUTH_KEY|DATABASE_URL)/.test(key as string)) {
          expect(key, `${name}: ${key}`).toMatch(/_FILE$/);
          expect(value, `${name}: ${key}`).toMatch(/^(\/run\/secrets\/[a-z0-9_]+|[a-z0-9_]+)$/);
        }
      }
      const used = [...text.matchAll(/\/run\/secrets\/([a-z0-9_]+)/g)].map((match) => match[1]);
      const listed = /^ {2}secrets:$/m.test(text)
        ? [...(text.split(/^ {2}secrets:$/m)[1] ?? "").matchAll(/^ {4}- ([a-z0-9_]+)$/gm)].map(
            (match) => match[1],
          )
        : [];
      for (const secret of used) {
        expect(listed, `${name} mounts ${secret}`).toContain(secret);
        expect(declared, `secrets: ${secret}`).toContain(secret);
      }
    }
    expect(compose).not.toMatch(/POSTGRES_PASSWORD:/);
  });

  it("connects each service to PostgreSQL as its own role", () => {
    expect(all.get("app1")).toContain("DATABASE_URL_FILE: /run/secrets/database_url_app");
    expect(all.get("migrate")).toContain("DATABASE_URL_FILE: /run/secrets/database_url_owner");
    expect(all.get("backup")).toContain("PGUSER: reviewkaro_backup");
    expect(all.get("migrate")).toMatch(/db-roles:\n\s+condition: service_completed_successfully/);
    // The backup reads proofs with the read-only key, not the apps' read/write/delete one.
    expect(all.get("backup")).toContain(
      "RCLONE_CONFIG_PROOFS_SECRET_ACCESS_KEY_FILE: /run/secrets/s3_backup_secret_key",
    );
    expect(all.get("backup")).not.toContain("s3_app_secret_key");
  });

  it("builds both images on a base pinned by its digest", () => {
    for (const file of ["Dockerfile", "deploy/backup/Dockerfile"]) {
      const bases = [...readFileSync(file, "utf8").matchAll(/^ARG [A-Z_]+_IMAGE=(.+)$/gm)].map(
        (match) => match[1],
      );
      expect(bases.length, file).toBeGreaterThan(0);
      for (const base of bases)
        expect(base, file).toMatch(/^[a-z0-9./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
    }
  });
});
