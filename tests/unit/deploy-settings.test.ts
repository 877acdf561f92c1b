// Issue 47 (decision 113): compose takes every documented setting. The configuration table
// (docs/configuration.md, decision 118) is the list; each setting reaches the app servers from
// exactly one place, either app.env (listed once in deploy/app.env.example) or compose.yaml's own
// `environment:` of the apps, never both (compose's value would silently win). deploy/env.example holds compose's own variables, each once, and
// exactly those compose.yaml reads.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(file, "utf8");

/** The variables the configuration table names, in its first column, in order. */
function documentedSettings(doc: string): string[] {
  const section = doc.split(/^# Configuration$/m)[1]?.split(/^##+ /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
    .map((match) => match[1] as string);
}

/** Each `KEY=` line of an env file, set (`KEY=…`) or shown with its default (`# KEY=…`). */
function envFileSettings(text: string): string[] {
  return text
    .split("\n")
    .map((line) => /^(?:# )?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
    .filter((key): key is string => key !== undefined);
}

/** A top-level or service block of compose.yaml: its lines up to the next line as indented. */
function block(lines: string[], header: RegExp): string[] {
  const start = lines.findIndex((line) => header.test(line));
  if (start === -1) return [];
  const indent = /^ */.exec(lines[start] as string)?.[0].length ?? 0;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex(
    (line) => line.trim() !== "" && (/^ */.exec(line)?.[0].length ?? 0) <= indent,
  );
  return end === -1 ? rest : rest.slice(0, end);
}

/** The keys of the app servers' `environment:` in compose.yaml (the `x-app` anchor). */
function composeAppSettings(compose: string): string[] {
  const app = block(compose.split("\n"), /^x-app: &app$/);
  return block(app, /^ {2}environment:$/)
    .map((line) => /^ {4}([A-Z][A-Z0-9_]+):/.exec(line)?.[1])
    .filter((key): key is string => key !== undefined)
    .map((key) => key.replace(/_FILE$/, ""));
}

/** Node's own variables compose may set for the apps: not the app's settings, so not in the configuration table. */
const nodeOwn = ["NODE_OPTIONS", "TZ"];

const duplicates = (keys: string[]) => keys.filter((key, at) => keys.indexOf(key) !== at);

describe("every documented setting reaches the app servers once", () => {
  const documented = documentedSettings(read("docs/configuration.md"));
  const appEnv = envFileSettings(read("deploy/app.env.example"));
  const compose = read("compose.yaml");
  const fromCompose = composeAppSettings(compose);

  it("reads the lists it compares (a parser that finds nothing would pass anything)", () => {
    expect(documented).toEqual(expect.arrayContaining(["PORT", "SELLER_GSTIN", "MSG91_BASE_URL"]));
    expect(documented.length).toBeGreaterThan(50);
    expect(appEnv).toEqual(expect.arrayContaining(["OPERATOR_LEGAL_NAME", "RAZORPAYX_API_URL"]));
    expect(fromCompose).toEqual(expect.arrayContaining(["DATABASE_URL", "TRUST_PROXY"]));
  });

  it("from app.env or from compose.yaml, each in exactly one, none twice", () => {
    expect(duplicates(documented), "docs/configuration.md names these twice").toEqual([]);
    expect(duplicates(appEnv), "deploy/app.env.example lists these twice").toEqual([]);
    expect(duplicates(fromCompose), "compose.yaml sets these twice").toEqual([]);
    const missing = documented.filter((key) => !appEnv.includes(key) && !fromCompose.includes(key));
    expect(missing, "documented but in neither app.env.example nor compose.yaml").toEqual([]);
    const both = appEnv.filter((key) => fromCompose.includes(key));
    expect(both, "in app.env.example, but compose.yaml's value wins").toEqual([]);
    const undocumented = [...appEnv, ...fromCompose].filter(
      (key) => !documented.includes(key) && !nodeOwn.includes(key),
    );
    expect(undocumented, "not in docs/configuration.md's table").toEqual([]);
  });

  it("the apps read app.env, run as production, and never default SMS to the console", () => {
    const app = block(compose.split("\n"), /^x-app: &app$/);
    expect(app).toContain("  env_file: app.env");
    expect(compose).toMatch(/^ {4}INSTALLATION: production$/m);
    expect(compose).not.toMatch(/SMS_PROVIDER|SMS_CONSOLE_IN_PRODUCTION/);
    expect(read("deploy/app.env.example")).toMatch(/^SMS_PROVIDER=msg91$/m);
    // A service's own `environment:` would replace the anchor's whole mapping, not add to it.
    for (const service of ["app1", "app2"]) {
      expect(block(compose.split("\n"), new RegExp(`^ {2}${service}:$`)).join("\n")).not.toMatch(
        /^ {4}(environment|env_file):/m,
      );
    }
  });

  it("says what each app.env setting is for, on the lines just above it", () => {
    const lines = read("deploy/app.env.example").split("\n");
    for (const key of appEnv) {
      let at = lines.findIndex((line) => /^(?:# )?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1] === key);
      while (at > 0 && /^(?:# )?[A-Z][A-Z0-9_]+=/.test(lines[at - 1] as string)) at -= 1;
      expect(lines[at - 1], `${key} has no comment above it`).toMatch(/^# \S/);
    }
  });
});

describe("compose's own variables (.env)", () => {
  const env = envFileSettings(read("deploy/env.example"));
  const compose = read("compose.yaml");
  const interpolated = [...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);

  it("are each listed once in deploy/env.example, and only those compose.yaml reads", () => {
    expect(env.length).toBeGreaterThan(5);
    expect(duplicates(env), "deploy/env.example lists these twice").toEqual([]);
    expect([...new Set(interpolated)].filter((key) => !env.includes(key as string))).toEqual([]);
    expect(env.filter((key) => !interpolated.includes(key))).toEqual([]);
  });

  it("say what each is for", () => {
    const lines = read("deploy/env.example").split("\n");
    for (const key of env) {
      let at = lines.findIndex((line) => line.startsWith(`${key}=`));
      while (at > 0 && /^[A-Z][A-Z0-9_]+=/.test(lines[at - 1] as string)) at -= 1;
      expect(lines[at - 1], `${key} has no comment above it`).toMatch(/^# \S/);
    }
  });
});
