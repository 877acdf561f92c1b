/**
 * The bench data: `npm run bench:generate -- 10k 1m` fills the databases bench_10k and bench_1m
 * on BENCH_DATABASE_URL's server (or on a throwaway server, to try the generator), and
 * `npm run bench:generate -- 50k --pglite DIR` an embedded database in DIR. Each database is
 * migrated with the app's own migrations, filled by bench/sql/generate.sql and checked by
 * bench/sql/verify.sql; a generation that breaks an invariant fails loudly.
 */

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { cityNames } from "~/db/cities";
import { migrationsFolder } from "~/db/client.server";
import { embeddedExtensions } from "~/db/prepared-pglite.server";
import { distributionDays, distributionSchedule } from "~/domain/campaigns/daily-schedule";
import { topicMentionBits } from "~/domain/campaigns/topic-mentions";
import {
  BENCH_ADMIN_PHONE,
  FIXED_BUSINESS_CAMPAIGNS,
  isScaleName,
  type Scale,
  type ScaleName,
  scales,
} from "./fixtures";
import { databaseUrl, onServer, startThrowawayPostgres } from "./postgres-server";

const sqlFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "sql");
const generateSql = readFileSync(path.join(sqlFolder, "generate.sql"), "utf8");
const verifySql = readFileSync(path.join(sqlFolder, "verify.sql"), "utf8");

/** Runs a script of many statements, and one query returning rows. */
type Runner = {
  exec(script: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
};

/** The bench's review texts and campaign topic sets; generate.sql picks one of each by hash. */
const REVIEW_TEXTS = [
  "Visited with family on a weekend evening. The staff were polite and quick, the place was clean and the prices were fair for what we got. Parking was a little hard to find but the service made up for it and we will come back again soon.",
  "Good experience overall. They explained everything clearly before starting, finished on time and did not push anything extra. The waiting area was comfortable and the team answered all my questions with patience. I would recommend them to friends.",
  "Average visit this time. The quality was fine but we waited almost twenty minutes even with a booking, and nobody told us why. Once we were served the staff were friendly and helpful, so I hope the waiting time gets better next time.",
  "Excellent service from start to end. The owner greeted us himself, the work was neat and the bill matched the quote exactly. Clean place, good lighting and a calm atmosphere. One of the better places in the city for this kind of work.",
];
const TOPIC_SETS = [
  ["Food", "Service"],
  ["Staff", "Cleanliness"],
  ["Price", "Quality", "Service"],
  ["Ambience"],
];

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

const benchCity = cityNames[1 % cityNames.length] as string;

function renderSql(scale: Scale): string {
  const values: Record<string, string> = {
    review_texts: `array[${REVIEW_TEXTS.map(sqlText).join(", ")}]`,
    topic_sets: `array[${TOPIC_SETS.map((topics) => sqlText(`{${topics.join(",")}}`)).join(", ")}]`,
    // Row-major by text, then topic set: what a submission of that text would store.
    topic_bits: `array[${REVIEW_TEXTS.flatMap((text) =>
      TOPIC_SETS.map((topics) => topicMentionBits(topics, text)),
    ).join(", ")}]::int2[]`,
    users: String(scale.users),
    campaigns: String(scale.campaigns),
    businesses: String(scale.businesses),
    max_target: String(scale.maxTarget),
    fixed_campaigns: String(FIXED_BUSINESS_CAMPAIGNS),
    admin_phone: BENCH_ADMIN_PHONE,
    // The cities are the app's list (decision 115); user u lives in city u % count, so the
    // bench reviewer (user 1) and the demo campaign are in the list's second, Indore.
    cities: `array[${cityNames.map(sqlText).join(",")}]`,
    city_count: String(cityNames.length),
    bench_city: sqlText(benchCity),
    bench_maps_link: sqlText(`https://maps.google.com/?q=${benchCity}`),
  };
  return generateSql.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`generate.sql: unknown parameter ${name}`);
    return value;
  });
}

/** Names what a database was made from, so a rerun can keep one that is still current. */
export function dataFingerprint(scale: Scale): string {
  const hash = createHash("sha256").update(renderSql(scale)).update(verifySql);
  for (const file of readdirSync(migrationsFolder).sort()) hash.update(file);
  return `reviewkaro-bench ${scale.name} ${hash.digest("hex").slice(0, 16)}`;
}

async function fill(runner: Runner, scale: Scale): Promise<void> {
  const started = Date.now();
  await runner.exec(renderSql(scale));
  await runner.exec("vacuum analyze");
  console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await verify(runner);
}

/** Every invariant of verify.sql, and the stored schedules against pacing.ts itself. */
export async function verify(runner: Runner): Promise<void> {
  const broken: string[] = [];
  for (const row of await runner.rows<{ invariant: string; violations: string }>(verifySql)) {
    if (Number(row.violations) !== 0) broken.push(`${row.invariant}: ${row.violations} rows`);
  }
  const schedules = await runner.rows<{ target: number; days: number; schedule: number[] }>(
    `select distinct target_reviews as target, distribution_days as days,
       distribution_schedule as schedule from campaigns`,
  );
  for (const { target, days, schedule } of schedules) {
    const expected = distributionSchedule(target);
    if (
      days !== distributionDays(target) ||
      JSON.stringify(schedule) !== JSON.stringify(expected)
    ) {
      broken.push(
        `schedule of target ${target} differs from pacing.ts: ${JSON.stringify(schedule)}`,
      );
    }
  }
  if (broken.length > 0) throw new Error(`Bench data breaks invariants:\n  ${broken.join("\n  ")}`);
  const [stats] = await runner.rows<Record<string, string>>(
    `select (select count(*) from profiles where role = 'user') as users,
       (select count(*) from campaigns) as campaigns,
       (select count(*) from reviews) as reviews,
       (select count(*) from reviews where status = 'pending') as pending_reviews,
       (select count(*) from payouts) as payouts,
       (select count(*) from payouts where status = 'pending') as pending_payouts,
       (select count(*) from wallet_ledger) as ledger_rows`,
  );
  console.log(
    `  verified: ${Object.entries(stats ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
}

/** Database bench_<scale> on the server, generated unless it holds current data (or `force`). */
export async function generatePostgres(
  serverUrl: string,
  name: ScaleName,
  options: { force?: boolean } = {},
): Promise<string> {
  const scale = scales[name];
  const database = `bench_${scale.name}`;
  const url = databaseUrl(serverUrl, database);
  const fingerprint = dataFingerprint(scale);
  const current = await onServer(serverUrl, async (client) => {
    const found = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [database],
    );
    return found.rows[0]?.comment ?? null;
  });
  if (current === fingerprint && !options.force) {
    console.log(`${database}: current data kept (${fingerprint})`);
    return url;
  }
  console.log(`${database}: generating ${scale.name} …`);
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database}`);
  });
  execFileSync("npm", ["run", "--silent", "db:migrate"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "inherit",
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fill(
      {
        exec: async (script) => void (await client.query(script)),
        rows: async (query) => (await client.query(query)).rows,
      },
      scale,
    );
  } finally {
    await client.end();
  }
  await onServer(serverUrl, (admin) =>
    admin.query(`comment on database ${database} is '${fingerprint}'`),
  );
  return url;
}

/** An embedded database in dataDir/db (the server's layout), migrated and filled. */
export async function generatePglite(dataDir: string, name: ScaleName): Promise<void> {
  const scale = scales[name];
  const dir = path.join(dataDir, "db");
  mkdirSync(dir, { recursive: true });
  console.log(`PGlite ${dir}: generating ${scale.name} …`);
  const client = new PGlite(dir, { extensions: embeddedExtensions });
  await client.waitReady;
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    await fill(
      {
        exec: async (script) => void (await client.exec(script)),
        rows: async <T>(query: string) => (await client.query<T>(query)).rows,
      },
      scale,
    );
  } finally {
    await client.close();
  }
}

async function main(args: string[]) {
  const force = args.includes("--force");
  const pgliteAt = args.indexOf("--pglite");
  const pgliteDir = pgliteAt >= 0 ? args[pgliteAt + 1] : undefined;
  const names = args.filter(
    (arg, i) => !arg.startsWith("--") && (pgliteAt < 0 || i !== pgliteAt + 1),
  );
  for (const name of names) if (!isScaleName(name)) throw new Error(`unknown scale ${name}`);
  const chosen = (names.length ? names : ["10k", "1m"]) as ScaleName[];
  if (pgliteDir) {
    for (const name of chosen) await generatePglite(pgliteDir, name);
    return;
  }
  const existing = process.env.BENCH_DATABASE_URL;
  const server = existing ? null : await startThrowawayPostgres();
  try {
    for (const name of chosen)
      await generatePostgres(existing ?? server?.url ?? "", name, { force });
  } finally {
    server?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
