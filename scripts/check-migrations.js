// `node scripts/check-migrations.js`: every migration keeps the previous release working (decision
// 114). `migrate` runs while the old app servers still serve, so a migration only adds (expand);
// what the old code still reads or writes is taken away in a later release, once no running code
// uses it (contract), in a statement marked `-- contract: <what no longer uses it>`.
// Refused unmarked: DROP (a table, column, index, constraint, function, trigger, type or view),
// RENAME, a column's type changed, SET NOT NULL, DROP DEFAULT, and ADD COLUMN … NOT NULL without a
// DEFAULT (the old code's inserts leave it out). Plain JavaScript, like the server's entry.
// .ci/previous-release runs the previous release's integration tests against the new schema.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Migrations numbered below this were written before the rule; they are history, not checked. */
export const FIRST_CHECKED_MIGRATION = 53;

const refusals = [
  {
    pattern:
      /\bdrop\s+(table|column|index|constraint|function|trigger|type|view|schema|sequence)\b/i,
    what: "DROP",
  },
  { pattern: /\brename\b/i, what: "RENAME" },
  {
    pattern: /\balter\s+column\s+("[^"]+"|\w+)\s+(set\s+data\s+)?type\b/i,
    what: "a column's type changed",
  },
  { pattern: /\bset\s+not\s+null\b/i, what: "SET NOT NULL" },
  { pattern: /\bdrop\s+default\b/i, what: "DROP DEFAULT" },
];

/**
 * The statements of a migration that would break the previous release, each with why; those
 * marked `-- contract: …` are left to their author.
 * @param {string} sql
 * @returns {{ statement: string; what: string }[]}
 */
export function expandOnlyProblems(sql) {
  // Function bodies ($$ … $$) are code, not the schema's shape: they are left out of the check.
  const withoutBodies = sql.replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "$$$$");
  const problems = [];
  for (const chunk of withoutBodies.split(";")) {
    if (/--\s*contract:\s*\S/i.test(chunk)) continue;
    const statement = chunk
      .replace(/--[^\n]*/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (statement === "") continue;
    for (const { pattern, what } of refusals) {
      if (pattern.test(statement)) problems.push({ statement, what });
    }
    // A new NOT NULL column without a default: the old code's inserts do not name it.
    for (const column of statement.matchAll(
      /\badd\s+column\s+(?:if\s+not\s+exists\s+)?([^,]+)/gi,
    )) {
      const definition = column[1] ?? "";
      if (/\bnot\s+null\b/i.test(definition) && !/\b(default|generated)\b/i.test(definition))
        problems.push({ statement, what: "ADD COLUMN … NOT NULL without a DEFAULT" });
    }
  }
  return problems;
}

/**
 * Every checked migration's problems, by file name.
 * @param {string} folder
 * @returns {{ file: string; statement: string; what: string }[]}
 */
export function checkMigrations(folder) {
  return readdirSync(folder)
    .filter((file) => /^\d{4}_.*\.sql$/.test(file))
    .filter((file) => Number(file.slice(0, 4)) >= FIRST_CHECKED_MIGRATION)
    .sort()
    .flatMap((file) =>
      expandOnlyProblems(readFileSync(path.join(folder, file), "utf8")).map((problem) => ({
        file,
        ...problem,
      })),
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const folder = process.argv[2] ?? "app/db/migrations";
  const problems = checkMigrations(folder);
  for (const { file, statement, what } of problems) {
    console.error(`${file}: ${what} would break the release still serving while migrate runs:`);
    console.error(`  ${statement.slice(0, 200)}`);
  }
  if (problems.length > 0) {
    console.error(
      "Add instead (expand), and take away in a later release once no running code uses it, in a statement marked `-- contract: <what no longer uses it>` (docs/deploy.md, Deploying).",
    );
    process.exit(1);
  }
  console.log(
    `Migrations from ${FIRST_CHECKED_MIGRATION} on only add: the previous release keeps working.`,
  );
}
