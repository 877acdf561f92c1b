/**
 * What a review's submission costs, before and after a change, in one run (issue 49: "the
 * submission's cost is unchanged"): `npm run bench:submit -- --base ../before` starts the
 * production build of another checkout (built there first) beside this one's on one throwaway
 * PostgreSQL server with the 10k bench data, and posts Write Review as the browser's form does
 * (a phone photo with its EXIF time and GPS as proof) for reviewers of the campaign's city, each
 * submission a new reviewer and campaign, in alternating rounds. CPU per accepted submission of
 * the server process (its image threads too) and its PostgreSQL backends; the lowest round kept.
 * The bill-reading job (OCR after commit, measured by bench:ocr) is held off for the run by
 * holding its advisory lock, so only the request's own work is counted.
 * --base DIR (required)  --rounds N (4)  --per-round N (8)  --warmup N (2)
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createSession } from "~/auth/session.server";
import { sessionCookie } from "~/auth/session-cookie.server";
import type { Database } from "~/db/client.server";
import { JOB_LOCK_CLASS } from "~/db/run-once.server";
import * as schema from "~/db/schema";
import { campaignSlotFor } from "~/domain/reviews/campaign-slot.server";
import { kolkataDateKey } from "~/domain/shared/dates";
import { benchServerEnv } from "./fixtures";
import { generatePostgres } from "./generate";
import { type Backends, startMeasuredServer } from "./measure";
import { phonePhoto } from "./phone-photo";
import { startThrowawayPostgres } from "./postgres-server";
import { type AppServer, loadAverage, processCpuMs } from "./server-process";

const { values: flags } = parseArgs({
  options: {
    base: { type: "string" },
    rounds: { type: "string", default: "4" },
    "per-round": { type: "string", default: "8" },
    warmup: { type: "string", default: "2" },
  },
});
const baseDir = flags.base ? path.resolve(flags.base) : "";
for (const dir of [baseDir, process.cwd()]) {
  if (!dir || !existsSync(path.join(dir, "build/server/index.js"))) {
    console.error(`No production build in ${dir || "--base (missing)"}: run \`npm run build\`.`);
    process.exit(1);
  }
}
const rounds = Number(flags.rounds);
const perRound = Number(flags["per-round"]);
const warmup = Number(flags.warmup);

type Side = { name: "before" | "after"; server: AppServer; backends: Backends };
type Submission = { userId: string; campaignId: string; cookie: string; photo: Buffer };

/**
 * Pairs of a reviewer and an active campaign of the reviewer's city with a slot open today and
 * no review by them, each campaign and reviewer used once; a session cookie for each reviewer.
 */
async function submissions(url: string, secret: string, count: number): Promise<Submission[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  try {
    const now = new Date();
    const campaigns = await pool.query<{ id: string; city: string }>(
      "select id, city from campaigns where status = 'active' order by id",
    );
    const reviewers = await pool.query<{ id: string; city: string }>(
      `select p.id, p.city from profiles p where p.role = 'user' and p.reviewer_name is not null
         and p.reviewer_email is not null and not exists (select 1 from suspensions s
           where s.profile_id = p.id and s.lifted_at is null) order by p.id`,
    );
    const taken = new Set<string>();
    const cookie = sessionCookie({ secret, secure: true });
    const pairs: Submission[] = [];
    for (const campaign of campaigns.rows) {
      if (pairs.length === count) break;
      const reviewed = await pool.query<{ user_id: string }>(
        "select user_id from reviews where campaign_id = $1",
        [campaign.id],
      );
      const already = new Set(reviewed.rows.map((row) => row.user_id));
      const reviewer = reviewers.rows.find(
        (row) => row.city === campaign.city && !taken.has(row.id) && !already.has(row.id),
      );
      if (!reviewer) continue;
      // The server's own slot check, so every submission measured is one it accepts.
      const slot = await campaignSlotFor(db, {
        userId: reviewer.id,
        campaignId: campaign.id,
        now,
        lock: false,
      });
      if (slot.unavailable || slot.openToday <= 0) continue;
      taken.add(reviewer.id);
      const { token } = await createSession(db, { profileId: reviewer.id });
      pairs.push({
        userId: reviewer.id,
        campaignId: campaign.id,
        cookie: (await cookie.serialize(token)).split(";")[0] ?? "",
        photo: await phonePhoto({
          width: 3000,
          height: 2250,
          seed: pairs.length + 1,
          // Rajwada, Indore.
          latitude: "22/1 43/1 108000/10000",
          longitude: "75/1 51/1 252000/10000",
        }),
      });
    }
    if (pairs.length < count) throw new Error(`only ${pairs.length} of ${count} submissions`);
    return pairs;
  } finally {
    await pool.end();
  }
}

const words = "tea samosa counter staff clean quick friendly price fresh crowd evening".split(" ");

/** Write Review as the dialog posts it; throws unless the review was accepted. */
async function submit(side: Side, submission: Submission, n: number): Promise<void> {
  const form = new FormData();
  form.set("intent", "submit-review");
  form.set("campaignId", submission.campaignId);
  form.set("rating", String((n % 5) + 1));
  const text = Array.from({ length: 40 }, (_, i) => words[(n * 7 + i * 3) % words.length]);
  form.set("reviewText", `Visit ${n}: ${text.join(" ")}.`);
  form.set("visitedOn", kolkataDateKey(new Date()));
  form.set("noRelationship", "on");
  form.set("proof", new Blob([new Uint8Array(submission.photo)], { type: "image/jpeg" }), "p.jpg");
  const response = await fetch(`${side.server.base}/user/dashboard`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: {
      cookie: submission.cookie,
      "sec-fetch-site": "same-origin",
      "accept-language": "en",
      "accept-encoding": "gzip, deflate, br, zstd",
    },
  });
  const body = await response.text();
  // The answer's data names its toast by key; a refusal is a 4xx.
  if (response.status !== 200 || !body.includes("reviewer.submittedTitle")) {
    const said = body.match(/reviewer\.\w+|errors\.\w+/g)?.join(", ");
    throw new Error(`${side.name}: submission ${n} answered ${response.status}: ${said}`);
  }
}

async function dbCpuMs(backends: Backends): Promise<number> {
  let total = 0;
  for (const pid of await backends.pids()) total += processCpuMs(pid);
  return total;
}

const secret = randomBytes(32).toString("hex");
const cleanups: (() => Promise<void> | void)[] = [];
try {
  const postgres = await startThrowawayPostgres();
  cleanups.push(() => postgres.stop());
  const url = await generatePostgres(postgres.url, "10k", { force: true });
  const perSide = rounds * (perRound + warmup);
  // OCR after commit is bench:ocr's; holding the job's lock keeps it off both servers.
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  cleanups.push(() => holder.end());
  await holder.query("select pg_advisory_lock($1, hashtext('bill_reading'))", [JOB_LOCK_CLASS]);
  const sides: Side[] = [];
  for (const [name, cwd] of [
    ["before", baseDir],
    ["after", process.cwd()],
  ] as const) {
    const { server, backends } = await startMeasuredServer({
      url,
      applicationName: `reviewkaro-submit-${name}`,
      env: benchServerEnv(secret),
      cwd,
      cleanups,
    });
    sides.push({ name, server, backends });
  }
  // Chosen once the servers' first jobs have run (they close and open campaigns).
  const all = await submissions(url, secret, perSide * 2);
  const queue = { before: all.slice(0, perSide), after: all.slice(perSide) };
  const load = loadAverage();
  const lowest = new Map<string, { node: number; db: number }>();
  let n = 0;
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? sides : [...sides].reverse();
    for (const side of order) {
      const mine = queue[side.name].splice(0, perRound + warmup);
      for (const submission of mine.slice(0, warmup)) await submit(side, submission, n++);
      const node0 = processCpuMs(side.server.pid);
      const db0 = await dbCpuMs(side.backends);
      for (const submission of mine.slice(warmup)) await submit(side, submission, n++);
      const node = (processCpuMs(side.server.pid) - node0) / perRound;
      const db = ((await dbCpuMs(side.backends)) - db0) / perRound;
      const kept = lowest.get(side.name);
      if (!kept || node + db < kept.node + kept.db) lowest.set(side.name, { node, db });
      console.log(`round ${round} ${side.name.padEnd(6)} ${(node + db).toFixed(1)} ms`);
    }
  }
  console.log(
    `\n10k; load average ${load} → ${loadAverage()}; lowest of ${rounds} rounds of ${perRound} submissions after ${warmup} warm-up\n`,
  );
  console.log("| side | Node ms | DB ms | total ms |\n|---|---|---|---|");
  for (const side of sides) {
    const cpu = lowest.get(side.name) ?? { node: Number.NaN, db: Number.NaN };
    console.log(
      `| ${side.name} | ${cpu.node.toFixed(1)} | ${cpu.db.toFixed(1)} | ${(cpu.node + cpu.db).toFixed(1)} |`,
    );
  }
  const before = lowest.get("before");
  const after = lowest.get("after");
  if (before && after) {
    console.log(
      `\nafter ÷ before: ${((after.node + after.db) / (before.node + before.db)).toFixed(2)}`,
    );
  }
  const pending = await holder.query<{ count: string }>(
    "select count(*) from review_proof_checks where bill_status = 'pending'",
  );
  console.log(
    `proof facts written by the after side, bills left to the job: ${pending.rows[0]?.count}`,
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
