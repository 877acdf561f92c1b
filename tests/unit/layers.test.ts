import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// `npm run lint` runs this same command with this same config on the real tree; here it runs on
// a small tree of our layout written to a temporary folder, once clean and once broken.
const root = fileURLToPath(new URL("../..", import.meta.url));
const depcruise = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const config = path.join(root, ".dependency-cruiser.cjs");

const tsconfig = JSON.stringify({
  compilerOptions: { jsx: "react-jsx", moduleResolution: "bundler", paths: { "~/*": ["./app/*"] } },
});

/** Every layer, each importing the one below it through the `~/` alias, as the app does. */
const layeredTree: Record<string, string> = {
  "app/db/prices.ts": "export const PRICE_PER_REVIEW = 20;\n",
  "app/db/schema.ts":
    'import { PRICE_PER_REVIEW } from "./prices";\nexport const cost = PRICE_PER_REVIEW;\nexport type Role = "user" | "admin";\n',
  "node_modules/pg/package.json": '{ "name": "pg", "main": "index.js" }',
  "node_modules/pg/index.js": "module.exports = { Pool: class {} };\n",
  "app/logging/logger.server.ts": "export const logger = console;\n",
  "app/db/client.server.ts":
    'import pg from "pg";\nimport { logger } from "~/logging/logger.server";\nimport { cost } from "./schema";\nexport const db = { cost, logger, pool: new pg.Pool() };\n',
  "app/storage/store.server.ts":
    'import { db } from "~/db/client.server";\nexport const store = db;\n',
  "app/domain/money/rupees.ts":
    'import { PRICE_PER_REVIEW } from "~/db/prices";\nexport { PRICE_PER_REVIEW };\nexport const twice = 2 * PRICE_PER_REVIEW;\n',
  "app/domain/reviews/submit-review.server.ts":
    'import { store } from "~/storage/store.server";\nimport { twice } from "~/domain/money/rupees";\nexport type Review = { id: string };\nexport const reviews = { store, twice };\n',
  "app/auth/guard.server.ts":
    'import { reviews } from "~/domain/reviews/submit-review.server";\nexport const guard = () => reviews;\n',
  "app/i18n/messages.ts": 'export const title = "Reviews";\n',
  "app/components/review-card.tsx":
    'import type { Role } from "~/db/schema";\nimport type { Review } from "~/domain/reviews/submit-review.server";\nimport { twice } from "~/domain/money/rupees";\nimport { title } from "~/i18n/messages";\nexport function ReviewCard(props: { review: Review; role: Role }) {\n  return [title, props.review.id, props.role, twice].join(", ");\n}\n',
  "app/routes/home.tsx":
    'import { guard } from "~/auth/guard.server";\nimport { ReviewCard } from "~/components/review-card";\nexport const loader = () => guard();\nexport default ReviewCard;\n',
  "app/routes/home.test.ts":
    'import { loader } from "~/routes/home";\nexport const seen = loader;\n',
  // A page's folder: its route module and a resource route inside it may load server modules.
  "app/routes/shop/route.tsx":
    'import { guard } from "~/auth/guard.server";\nexport const loader = () => guard();\n',
  "app/routes/shop/price-image/route.ts":
    'import { reviews } from "~/domain/reviews/submit-review.server";\nexport const loader = () => reviews;\n',
};

/** One file for each way a layer can be broken, and what the check must say about each. */
const wrongWayFiles: Record<string, string> = {
  "app/domain/review-page.ts":
    'import { loader } from "~/routes/home";\nexport const page = loader;\n',
  "app/domain/signed-in.server.ts":
    'import { guard } from "~/auth/guard.server";\nexport const signedIn = guard;\n',
  "app/auth/welcome.server.ts":
    'import { ReviewCard } from "~/components/review-card";\nexport const welcome = ReviewCard;\n',
  "app/events/review-events.ts":
    'import { twice } from "~/domain/money/rupees";\nexport const reward = twice;\n',
  "app/db/checks.ts":
    'import { twice } from "~/domain/money/rupees";\nexport const check = twice;\n',
  "app/i18n/prices.ts":
    'import { twice } from "~/domain/money/rupees";\nexport const price = twice;\n',
  // A concept that reaches a later one: money may not depend on reviews.
  "app/domain/money/refund.server.ts":
    'import { reviews } from "~/domain/reviews/submit-review.server";\nexport const refund = reviews;\n',
  // A section of a page's folder is browser code, even beside its route module.
  "app/routes/shop/price-tag.tsx":
    'import { guard } from "~/auth/guard.server";\nexport const PriceTag = () => guard();\n',
  "app/storage/disk.server.ts":
    'import type { S3 } from "./s3.server";\nexport type Disk = { s3?: S3 };\n',
  "app/storage/s3.server.ts":
    'import type { Disk } from "./disk.server";\nexport type S3 = { disk?: Disk };\n',
  "app/components/price-tag.tsx":
    'import { guard } from "~/auth/guard.server";\nexport const PriceTag = () => guard();\n',
  "app/components/read-file.ts":
    'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n',
  "app/components/role-filter.tsx":
    'import { cost } from "~/db/schema";\nexport const roleFilter = cost;\n',
  "app/components/pool.ts": 'import pg from "pg";\nexport const pool = new pg.Pool();\n',
  "tests/seed.ts": "export const seed = 1;\n",
  "app/domain/demo.ts": 'import { seed } from "../../tests/seed";\nexport const demo = seed;\n',
  "app/domain/typo.ts":
    'import { nothing } from "~/domain/no-such-module";\nexport const typo = nothing;\n',
};
const expectedViolations = [
  "only-routes-import-routes: app/domain/review-page.ts → app/routes/home.tsx",
  "domain-below-auth: app/domain/signed-in.server.ts → app/auth/guard.server.ts",
  "auth-and-http-below-components: app/auth/welcome.server.ts → app/components/review-card.tsx",
  "storage-and-events-below-domain: app/events/review-events.ts → app/domain/money/rupees.ts",
  "db-imports-only-db: app/db/checks.ts → app/domain/money/rupees.ts",
  "foundations-import-only-foundations: app/i18n/prices.ts → app/domain/money/rupees.ts",
  "domain-concepts-in-order: app/domain/money/refund.server.ts → app/domain/reviews/submit-review.server.ts",
  "browser-code-never-imports-server-modules: app/routes/shop/price-tag.tsx → app/auth/guard.server.ts",
  "no-cycles: app/storage/disk.server.ts ↔ app/storage/s3.server.ts",
  "browser-code-never-imports-server-modules: app/components/price-tag.tsx → app/auth/guard.server.ts",
  "browser-code-never-imports-server-modules: app/components/role-filter.tsx → app/db/schema.ts",
  "browser-code-never-imports-node: app/components/read-file.ts → fs",
  "browser-code-never-imports-server-packages: app/components/pool.ts → node_modules/pg/index.js",
  "app-never-imports-server-tests-bench: app/domain/demo.ts → tests/seed.ts",
  "every-import-resolves: app/domain/typo.ts → ~/domain/no-such-module",
];

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function cruise(files: Record<string, string>) {
  const folder = mkdtempSync(path.join(tmpdir(), "reviewkaro-layers-"));
  folders.push(folder);
  writeFileSync(path.join(folder, "tsconfig.json"), tsconfig);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), content);
  }
  // The command of `npm run lint`, with its default output: one "error rule: from → to" each.
  const run = spawnSync(process.execPath, [depcruise, "app", "--config", config], {
    cwd: folder,
    encoding: "utf8",
  });
  const found = run.stdout
    .split(/^\s*error /m)
    .slice(1)
    .map((violation) => {
      const [rule, chain = ""] = violation.split(/: (.*)/s);
      const modules = chain
        .split("→")
        .map((name) => name.trim())
        .filter((name) => name !== "")
        .map((name) => name.split(/\s/)[0]);
      // A cycle is printed from whichever member the check met first.
      const shown =
        rule === "no-cycles" ? [...new Set(modules)].sort().join(" ↔ ") : modules.join(" → ");
      return `${rule}: ${shown}`;
    });
  return { status: run.status, found: found.sort() };
}

describe("the layer check of npm run lint", () => {
  it("passes a tree whose every import points down a layer", { timeout: 30_000 }, () => {
    const { status, found } = cruise(layeredTree);
    expect(found).toEqual([]);
    expect(status).toBe(0);
  });

  it("fails on a wrong-way import, a cycle or server code in browser code, naming the rule and the import", {
    timeout: 30_000,
  }, () => {
    const { status, found } = cruise({ ...layeredTree, ...wrongWayFiles });
    expect(found).toEqual([...expectedViolations].sort());
    expect(status).toBe(expectedViolations.length);
  });
});
