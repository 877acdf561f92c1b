/**
 * Live updates at a city's scale (issue 14 point 5): 1,000 reviewers of Indore hold their event
 * streams open on one server process; one of them has a review approved. Measures what reaches
 * whom (bytes per stream, section refetches), the approved reviewer's refetch in gzip bytes, the
 * server's memory per open stream, and its heartbeat CPU per stream at 100 and at 1,000 streams.
 *
 *   npm run build && npm run bench:live            (a throwaway PostgreSQL server)
 *   BENCH_DATABASE_URL=postgresql://… npm run bench:live -- --streams 1000
 *
 * Exits 1 when a budget is missed.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { gzipSync } from "node:zlib";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createSession } from "~/auth/session.server";
import { sessionCookie } from "~/auth/session-cookie.server";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { campaigns, profiles, reviews } from "~/db/schema";
import { approveReview } from "~/domain/moderation/decide-review.server";
import { PRICE_PER_REVIEW } from "~/domain/money/rupees";
import { databaseUrl, onServer, startThrowawayPostgres } from "./postgres-server";
import { processCpuMs, startAppServer } from "./server-process";

const BUDGETS = {
  /** A reviewer not involved in an approval receives nothing. */
  bystanderBytes: 0,
  /** Sections refetched by all the reviewers' pages together for one approval. */
  sectionRefetches: 3,
  /** The approved reviewer's refetch of the sections that changed. */
  refetchGzipBytes: 1536,
  /**
   * Server memory (RSS growth) per open stream: an upper bound, since it also holds the garbage of
   * opening them that the collector has not yet taken back.
   */
  bytesPerStream: 256 * 1024,
  /** Heartbeat CPU per stream at the larger count, against the smaller (flat: ≈ 1). */
  heartbeatGrowth: 1.5,
};
/** The reviewer dashboard's live sections (app/routes/user-dashboard/). */
const REVIEWER_SECTIONS = new Set(["my-reviews", "wallet", "available-campaigns"]);
const HEARTBEAT_MS = 2_000;
const SECRET = "bench-live-streams-secret-0123456789abcdef";
const ADMIN_PHONE = "+919999900001";

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const streamCount = argument("streams", 1000);
const smallCount = Math.max(10, Math.floor(streamCount / 10));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) * 1024;
}

type Stream = { bytes: number; text: string; close(): void; opened: Promise<void> };

/** One reviewer's event stream, from its own client address (the server caps 100 per address). */
function openStream(base: string, cookie: string, address: string): Stream {
  const url = new URL("/events", base);
  const stream: Stream = { bytes: 0, text: "", close: () => undefined, opened: Promise.resolve() };
  stream.opened = new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: { cookie, "x-forwarded-for": address, accept: "text/event-stream" },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200)
          reject(new Error(`stream answered ${response.statusCode}`));
        response.on("data", (chunk: Buffer) => {
          stream.text += chunk.toString();
          if (stream.text.includes(": connected")) resolve();
          stream.bytes += chunk.length;
        });
      },
    );
    request.on("error", () => undefined);
    stream.close = () => request.destroy();
  });
  return stream;
}

/** What a stream received after it was opened and after its first heartbeats: the events only. */
const eventsIn = (text: string) =>
  [...text.matchAll(/event: change\ndata: (.*)\n\n/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as { topics: string[] },
  );

async function seed(db: Database, count: number) {
  const admin = randomUUID();
  const business = randomUUID();
  await db.insert(profiles).values([
    { id: admin, phone: ADMIN_PHONE, role: "admin", username: "admin" },
    { id: business, phone: "+919999900002", role: "business", username: "business" },
  ]);
  const reviewerIds = Array.from({ length: count }, () => randomUUID());
  for (let start = 0; start < count; start += 500) {
    await db.insert(profiles).values(
      reviewerIds.slice(start, start + 500).map((id, index) => ({
        id,
        phone: `+9170${String(start + index).padStart(8, "0")}`,
        role: "user" as const,
        city: "Indore",
        username: `reviewer${start + index}`,
        reviewerName: "Reviewer",
        reviewerEmail: "reviewer@example.in",
      })),
    );
  }
  const [campaign] = await db
    .insert(campaigns)
    .values({
      businessId: business,
      businessName: "Live Cafe",
      mapsLink: "https://maps.app.goo.gl/live",
      city: "Indore",
      targetReviews: 1000,
      cost: 1000 * PRICE_PER_REVIEW,
      status: "active",
      distributionDays: 1,
      distributionSchedule: [1000],
      startDate: new Date(Date.now() - 3_600_000),
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error("no campaign");
  const [review] = await db
    .insert(reviews)
    .values({
      campaignId: campaign.id,
      userId: reviewerIds[0] as string,
      reviewText: "An honest review of a real visit, written for the benchmark.",
      rating: 2,
      proof: "proofs/bench.webp",
      reviewerName: "Reviewer",
      reviewerEmail: "reviewer@example.in",
    })
    .returning({ id: reviews.id });
  if (!review) throw new Error("no review");
  const cookie = sessionCookie({ secret: SECRET, secure: true });
  const cookies: string[] = [];
  for (const id of reviewerIds) {
    const { token } = await createSession(db, { profileId: id });
    cookies.push((await cookie.serialize(token)).split(";")[0] ?? "");
  }
  return { admin, reviewId: review.id, cookies };
}

/** Server CPU per stream per heartbeat while `count` streams are open and nothing else happens. */
async function heartbeatCost(pid: number, count: number, beats: number): Promise<number> {
  const before = processCpuMs(pid);
  await sleep(HEARTBEAT_MS * beats + 200);
  return ((processCpuMs(pid) - before) * 1000) / beats / count; // µs
}

async function main() {
  const owned = process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? (owned?.url as string);
  const name = `bench_live_${Date.now()}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = databaseUrl(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let app: Awaited<ReturnType<typeof startAppServer>> | undefined;
  const streams: Stream[] = [];
  let failed = false;
  try {
    execFileSync("npm", ["run", "--silent", "db:migrate"], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: "inherit",
    });
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const { admin, reviewId, cookies } = await seed(db, streamCount);
    app = await startAppServer({
      NODE_ENV: "production",
      DATABASE_URL: url,
      ADMIN_PHONE,
      SESSION_SECRET: SECRET,
      TRUST_PROXY: "loopback",
      LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
      LOG_LEVEL: "warn",
    });
    const { base, pid } = app;
    const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

    const idleRss = rssBytes(pid);
    for (let n = 0; n < smallCount; n += 1)
      streams.push(openStream(base, cookies[n] ?? "", address(n)));
    await Promise.all(streams.map((stream) => stream.opened));
    const smallBeat = await heartbeatCost(pid, smallCount, 3);
    for (let n = smallCount; n < streamCount; n += 1) {
      streams.push(openStream(base, cookies[n] ?? "", address(n)));
    }
    await Promise.all(streams.map((stream) => stream.opened));
    const bytesPerStream = (rssBytes(pid) - idleRss) / streamCount;
    const largeBeat = await heartbeatCost(pid, streamCount, 3);

    const before = streams.map((stream) => stream.text.length);
    const result = await approveReview(db, { reviewId, adminId: admin });
    if (!result.ok) throw new Error(`approval refused: ${result.reason}`);
    const approved = streams[0] as Stream;
    for (let waited = 0; eventsIn(approved.text.slice(before[0])).length === 0; waited += 50) {
      if (waited > 10_000) throw new Error("the approved reviewer heard nothing");
      await sleep(50);
    }
    // Events travel as one NOTIFY fan-out; anything meant for others would arrive with it.
    await sleep(1_000);
    const heard = streams.map((stream, index) => eventsIn(stream.text.slice(before[index])));
    const bystanderBytes = heard
      .slice(1)
      .reduce((sum, events) => sum + events.reduce((s, e) => s + JSON.stringify(e).length, 0), 0);
    const sectionRefetches = heard
      .flat()
      .flatMap((event) => event.topics)
      .filter((topic) => REVIEWER_SECTIONS.has(topic)).length;
    const topics = [...new Set((heard[0] ?? []).flatMap((event) => event.topics))].sort();

    // The page asks its own loader for just those sections (app/events/live-sections.ts).
    const refetch = await fetch(
      `${base}/user/dashboard.data?live=${topics.join(",")}&_routes=routes%2Fuser-dashboard`,
      { headers: { cookie: cookies[0] ?? "", "accept-encoding": "gzip" }, redirect: "manual" },
    );
    if (refetch.status !== 200) throw new Error(`refetch answered ${refetch.status}`);
    // fetch undoes the compression; measure the body as gzip carries it.
    const gzipped = gzipSync(Buffer.from(await refetch.arrayBuffer())).length;

    const rows: [string, string, string, boolean][] = [
      [
        "bystander reviewers receiving bytes",
        `${heard.slice(1).filter((e) => e.length > 0).length} of ${streamCount - 1} (${bystanderBytes} B)`,
        `${BUDGETS.bystanderBytes} B`,
        bystanderBytes <= BUDGETS.bystanderBytes,
      ],
      [
        "section refetches for one approval",
        String(sectionRefetches),
        `≤ ${BUDGETS.sectionRefetches}`,
        sectionRefetches <= BUDGETS.sectionRefetches,
      ],
      [
        `approved reviewer's refetch (${topics.join(", ")})`,
        `${gzipped} B gzip`,
        `≤ ${BUDGETS.refetchGzipBytes} B`,
        gzipped <= BUDGETS.refetchGzipBytes,
      ],
      [
        "server memory per open stream",
        `${(bytesPerStream / 1024).toFixed(1)} KB`,
        `≤ ${BUDGETS.bytesPerStream / 1024} KB`,
        bytesPerStream <= BUDGETS.bytesPerStream,
      ],
      [
        `heartbeat CPU per stream per beat, ${smallCount} → ${streamCount} streams`,
        `${smallBeat.toFixed(1)} → ${largeBeat.toFixed(1)} µs`,
        `growth ≤ ${BUDGETS.heartbeatGrowth}×`,
        largeBeat <= Math.max(smallBeat, 5) * BUDGETS.heartbeatGrowth,
      ],
    ];
    console.log(
      `\nLive updates, ${streamCount} reviewer streams of Indore on one server process (load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")})\n`,
    );
    console.log("| figure | measured | budget | |\n|---|---|---|---|");
    for (const [label, measured, budget, ok] of rows) {
      console.log(`| ${label} | ${measured} | ${budget} | ${ok ? "ok" : "MISSED"} |`);
      if (!ok) failed = true;
    }
  } finally {
    for (const stream of streams) stream.close();
    await app?.stop();
    await pool.end();
    await onServer(serverUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
    owned?.stop();
  }
  if (failed) process.exit(1);
}

await main();
