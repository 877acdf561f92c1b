/**
 * Cost of the copied-text and reused-proof lookups (decision 026) at two table sizes:
 * `npx tsx bench/likeness-lookups.ts [small] [large]` (proofs; reviews get a tenth of each, as
 * generating a million texts takes minutes here). Unrelated reviews' bands are random values. Makes database likeness_bench
 * on BENCH_DATABASE_URL (else on a throwaway PostgreSQL server, as the other benches) and drops it after. Prints, per size, the
 * median time of 20 lookups and the shared buffers the plan touched.
 */
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { earlierSimilarProofs } from "../app/domain/proof-likeness.server";
import { comparableText } from "../app/domain/text-likeness";
import { copiedTextSearchSettings, earlierSimilarTexts } from "../app/domain/text-likeness.server";
import { startThrowawayPostgres } from "./postgres-server";

const sizes = [Number(process.argv[2] ?? 10_000), Number(process.argv[3] ?? 1_000_000)];
const dialect = new PgDialect();
const LOOKUPS = 20;

const vocabulary =
  "food service staff polite slow fast tasty bland spicy paneer dal naan roti rice lassi chai biryani dosa idli sambar chutney clean dirty crowded quiet family friends evening lunch dinner bill cheap costly parking waiter table order again visit good great okay bad fresh cold hot sweet salty khana bahut accha tha thi aur lekin bhi haircut facial massage spa stylist shampoo colour appointment mechanic service battery tyre oil brake gym trainer treadmill class doctor clinic nurse medicine pharmacy tailor stitching fitting kurta saree delivery packaging courier hotel room bed breakfast pool view location manager reception checkin checkout wifi noise ac fan lift stairs garden music birthday party cake pastry bread coffee tea juice shake momos pizza burger fries noodles thali sabzi raita pickle papad kheer halwa jalebi samosa kachori chaat golgappa bhel pav bhaji vada".split(
    " ",
  );

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
    await db.query("create extension if not exists pg_trgm");
    for (const size of sizes) await measure(db, size);
  } finally {
    await db.end();
    await admin.query("drop database if exists likeness_bench");
    await admin.end();
  }
}

async function measure(db: pg.Client, proofs: number) {
  const reviews = Math.round(proofs / 10);
  await db.query("drop table if exists proofs; drop table if exists reviews");
  await db.query(`
    create table proofs (id text primary key, perceptual_hash bigint not null, sha256 text not null);
    insert into proofs select 'p' || n, hashtextextended(n::text, 17), md5(n::text)
      from generate_series(1, ${proofs}) n;
    create index on proofs (((perceptual_hash >> 48) & 65535)) include (perceptual_hash, id);
    create index on proofs (((perceptual_hash >> 32) & 65535)) include (perceptual_hash, id);
    create index on proofs (((perceptual_hash >> 16) & 65535)) include (perceptual_hash, id);
    create index on proofs ((perceptual_hash & 65535)) include (perceptual_hash, id)`);
  // Index-only scans need the visibility map that vacuum writes (autovacuum does it in service).
  await db.query("vacuum analyze proofs");
  await db.query("select setseed(0.17)");
  await db.query(
    "create table reviews (id text primary key, comparable_text text not null, text_bands int4[] not null)",
  );
  // 40 words a review from the vocabulary; `where n > 0` makes the words differ row by row.
  await db.query(
    `insert into reviews select 'r' || n,
       (select string_agg(($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int], ' ')
          from generate_series(1, 40) w where n > 0),
       array(select hashtext(n || '-' || b) from generate_series(1, 100) b where n > 0)
       from generate_series(1, ${reviews}) n`,
    [vocabulary],
  );
  await db.query("create index on reviews using gin (text_bands); analyze reviews");

  const proofTimes: number[] = [];
  let proofBuffers = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const hash = BigInt.asUintN(64, BigInt(Math.floor(Math.random() * 2 ** 53)) * 2048n + 7n)
      .toString(16)
      .padStart(16, "0");
    const query = dialect.sqlToQuery(
      earlierSimilarProofs({
        fingerprint: { perceptualHash: hash, sha256: "x" },
        exceptProofId: "new",
        limit: 5,
      }),
    );
    const plan = await explain(db, query.sql, query.params);
    proofTimes.push(plan.ms);
    proofBuffers = Math.max(proofBuffers, plan.buffers);
  }

  const settings = dialect.sqlToQuery(copiedTextSearchSettings);
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
        exceptReviewId: "new",
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
    `proofs ${proofs}: median ${median(proofTimes).toFixed(2)} ms, at most ${proofBuffers} buffers · reviews ${reviews}: median ${median(textTimes).toFixed(2)} ms, at most ${textBuffers} buffers`,
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const throwaway = process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres();
try {
  await main(process.env.BENCH_DATABASE_URL ?? (throwaway?.url as string));
} finally {
  await throwaway?.stop();
}
