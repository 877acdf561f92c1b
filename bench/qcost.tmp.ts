import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { eq } from "drizzle-orm";
import * as schema from "~/db/schema";
import { reviewerTotals, listAvailableCampaigns, listMyReviews } from "~/domain/review-lists.server";
import { listMyPayouts } from "~/domain/payouts.server";
import { fixed } from "./fixtures";
const client = new PGlite("/tmp/pgl50k/db");
await client.waitReady;
const db = drizzle({ client, schema }) as any;
const [me] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, fixed.reviewerId));
const city = me.city;
const userId = fixed.reviewerId;
const cases: Record<string, () => Promise<unknown>> = {
  "select 1": () => client.query("select 1"),
  "profile by id": () => db.select().from(schema.profiles).where(eq(schema.profiles.id, userId)).limit(1),
  totals: () => reviewerTotals(db, { userId, city }),
  available: () => listAvailableCampaigns(db, { userId, city, limit: 21 } as any),
  myReviews: () => listMyReviews(db, { userId, limit: 21 } as any),
  payouts: () => listMyPayouts(db, { userId, limit: 20 }),
};
for (let round = 0; round < 2; round++)
  for (const [name, run] of Object.entries(cases)) {
    for (let i = 0; i < 20; i++) await run();
    const c = process.cpuUsage();
    const n = 200;
    for (let i = 0; i < n; i++) await run();
    const d = process.cpuUsage(c);
    console.log(name.padEnd(14), ((d.user + d.system) / n / 1000).toFixed(3), "ms cpu/query", "sys", (d.system / n / 1000).toFixed(3));
  }
await client.close();
