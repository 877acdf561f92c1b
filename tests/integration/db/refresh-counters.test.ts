import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, reviews } from "~/db/schema";
import { distributionDays, distributionSchedule } from "~/domain/campaigns/daily-schedule";
import { PRICE_PER_REVIEW } from "~/domain/money/rupees";
import {
  countersAndCounts,
  expectCountersTrue,
  newProfile,
  newReviewer,
  reviewText,
  START,
  setUpCountersDatabase,
  testDb,
} from "../../support/counter-fixtures";

setUpCountersDatabase();

// In this order: the bulk load leaves the campaign that the corruption then gets wrong.
describe("counters", () => {
  it("are restored by refresh_counters() after a bulk load with triggers off", async () => {
    const business = await newProfile("business");
    const reviewer = await newReviewer("Bhopal");
    await testDb.db.transaction(async (tx) => {
      // What the bench's data generator does: triggers off, rows in, counters left behind.
      await tx.execute(sql`set local session_replication_role = replica`);
      const [campaign] = await tx
        .insert(campaigns)
        .values({
          businessId: business.id,
          businessName: "Bulk Loaded",
          mapsLink: "https://maps.app.goo.gl/bulk",
          city: "Bhopal",
          targetReviews: 5,
          cost: 5 * PRICE_PER_REVIEW,
          status: "active",
          distributionDays: distributionDays(5),
          distributionSchedule: distributionSchedule(5),
          startDate: START,
        })
        .returning({ id: campaigns.id });
      if (!campaign) throw new Error("no campaign");
      await tx.insert(reviews).values({
        campaignId: campaign.id,
        userId: reviewer.id,
        reviewText,
        rating: 5,
        proof: `proofs/${randomUUID()}.webp`,
        reviewerName: "Kiran",
        reviewerEmail: "kiran@example.in",
      });
    });
    const stale = await countersAndCounts();
    expect(stale.campaignsWithWrongSlotsTaken).toHaveLength(1);
    expect(stale.badges.kept.pendingReviews).toBe(stale.badges.counted.pendingReviews - 1);

    await testDb.db.execute(sql`select refresh_counters()`);

    await expectCountersTrue();
  });

  it("are restored by refresh_counters() after they were corrupted", async () => {
    await expectCountersTrue();
    await testDb.db.execute(sql`update status_counts set count = count + 7`);
    await testDb.db.execute(sql`delete from status_counts where entity = 'payouts'`);
    await testDb.db.execute(
      sql`update campaigns set slots_taken = case when slots_taken > 0 then 0 else target_reviews end`,
    );
    const corrupted = await countersAndCounts();
    expect(corrupted.campaignsWithWrongSlotsTaken).not.toEqual([]);
    expect(corrupted.badges.kept).not.toEqual(corrupted.badges.counted);

    await testDb.db.execute(sql`select refresh_counters()`);

    await expectCountersTrue();
  });
});
