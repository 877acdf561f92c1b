/**
 * Cost of the copied-text and reused-proof lookups (decision 026) on the app's migrated schema,
 * at two sizes in one run: `npx tsx bench/likeness-lookups.ts [sizes…]` (reviews, growing; default
 * 10000 1000000 — the 1M run takes many minutes and a few GB, run it on a quiet machine).
 * Makes database likeness_bench on BENCH_DATABASE_URL (else on a throwaway PostgreSQL server, as
 * the other benches), migrates it, fills `reviews` by SQL (tests/support/synthetic-reviews.ts:
 * random words, band values, proof hashes and proof keys) with its GIN indexes dropped and built
 * again after (minutes instead of half an hour at 1M), and drops it after. Prints, per size, the median
 * time of 20 lookups of each kind and the most shared buffers one touched.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { comparableText } from "../app/domain/trust/comparable-text";
import { earlierSimilarProofs } from "../app/domain/trust/similar-proofs.server";
import { earlierSimilarTexts, keySearchSettings } from "../app/domain/trust/similar-texts.server";
import { insertSyntheticReviews, syntheticVocabulary } from "../tests/support/synthetic-reviews";
import { startThrowawayPostgres } from "./postgres-server";
import { median } from "./report";

const given = process.argv.slice(2).map(Number);
const sizes = given.length > 0 ? given : [10_000, 1_000_000];
const dialect = new PgDialect();
const LOOKUPS = 20;
const vocabulary = syntheticVocabulary;

async function main(server: string) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query("drop database if exists likeness_bench");
  await admin.query("create database likeness_bench");
  const url = new URL(server);
  url.pathname = "/likeness_bench";
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    await migrate(drizzle(db), {
      migrationsFolder: path.join(import.meta.dirname, "../app/db/migrations"),
    });
    let filled = 0;
    for (const size of sizes) {
      await fill(db, filled, size);
      filled = size;
      await measure(db, size);
    }
  } finally {
    await db.end();
    await admin.query("drop database if exists likeness_bench");
    await admin.end();
  }
}

/** Grows the reviews from `from` to `to`, every one with a text, its bands and a proof hash. */
async function fill(db: pg.Client, from: number, to: number) {
  const started = performance.now();
  // Filling a GIN index row by row is the slow part: drop them, build them once after.
  const gin = await db.query<{ indexname: string; indexdef: string }>(
    "select indexname, indexdef from pg_indexes where tablename = 'reviews' and indexdef ilike '% using gin %'",
  );
  for (const index of gin.rows) await db.query(`drop index ${index.indexname}`);
  await db.query("begin");
  for (const statement of insertSyntheticReviews({
    first: from + 1,
    count: to - from,
    withText: to - from,
  })) {
    const query = dialect.sqlToQuery(statement);
    await db.query(query.sql, query.params);
  }
  await db.query("commit");
  await db.query("set maintenance_work_mem = '1GB'");
  for (const index of gin.rows) await db.query(index.indexdef);
  await db.query("reset maintenance_work_mem");
  // Statistics and the visibility map, as autovacuum keeps them in service.
  await db.query("vacuum analyze reviews");
  console.log(`filled ${to} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(db: pg.Client, reviews: number) {
  const settings = dialect.sqlToQuery(keySearchSettings);
  const proofTimes: number[] = [];
  let proofBuffers = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    // A random photo: earlierSimilarProofs probes its proofKeys.
    const hash = randomBytes(8).toString("hex");
    const query = dialect.sqlToQuery(
      earlierSimilarProofs({
        fingerprint: { perceptualHash: hash, sha256: "x" },
        exceptReviewId: "00000000-0000-4000-8000-000000000000",
        limit: 5,
      }),
    );
    await db.query("begin");
    await db.query(settings.sql, settings.params);
    const plan = await explain(db, query.sql, query.params);
    await db.query("commit");
    proofTimes.push(plan.ms);
    proofBuffers = Math.max(proofBuffers, plan.buffers);
  }

  const textTimes: number[] = [];
  let textBuffers = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const words = Array.from(
      { length: 40 },
      (_, w) => vocabulary[(i * 7 + w * 13) % vocabulary.length],
    );
    const query = dialect.sqlToQuery(
      earlierSimilarTexts({
        comparable: comparableText(words.join(" ")),
        exceptReviewId: "00000000-0000-4000-8000-000000000000",
        limit: 5,
      }),
    );
    await db.query("begin");
    await db.query(settings.sql, settings.params);
    const plan = await explain(db, query.sql, query.params);
    await db.query("commit");
    textTimes.push(plan.ms);
    textBuffers = Math.max(textBuffers, plan.buffers);
  }
  console.log(
    `${reviews} reviews · proof lookup: median ${median(proofTimes).toFixed(2)} ms, at most ${proofBuffers} buffers · text lookup: median ${median(textTimes).toFixed(2)} ms, at most ${textBuffers} buffers`,
  );
}

async function explain(db: pg.Client, text: string, params: unknown[]) {
  const result = await db.query<{ "QUERY PLAN": unknown }>(
    `explain (analyze, buffers, format json) ${text}`,
    params,
  );
  const plans = result.rows[0]?.["QUERY PLAN"];
  const [root] = plans as [
    {
      "Execution Time": number;
      Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number };
    },
  ];
  return {
    ms: root["Execution Time"],
    buffers: root.Plan["Shared Hit Blocks"] + root.Plan["Shared Read Blocks"],
  };
}

const throwaway = process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres();
try {
  await main(process.env.BENCH_DATABASE_URL ?? (throwaway?.url as string));
} finally {
  await throwaway?.stop();
}
