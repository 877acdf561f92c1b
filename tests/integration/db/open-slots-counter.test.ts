import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { campaigns } from "~/db/schema";
import {
  allowedByDay,
  campaignDay,
  distributionDays,
  distributionSchedule,
  openSlotsToday,
} from "~/domain/campaigns/daily-schedule";
import { PRICE_PER_REVIEW } from "~/domain/money/rupees";
import { listAvailableCampaigns, reviewerTotals } from "~/domain/reviews/reviewer-lists.server";
import type { City } from "~/domain/shared/city";
import { kolkataDateKey } from "~/domain/shared/dates";
import {
  DAY_MS,
  newProfile,
  newReviewer,
  setUpCountersDatabase,
  testDb,
} from "../../support/counter-fixtures";

setUpCountersDatabase();

describe("open slot arithmetic on the campaign row", () => {
  it("stores each day's running allowance and offers a campaign exactly when openSlotsToday opens a slot", async () => {
    const city: City = "Sagar";
    const reviewer = await newReviewer(city);
    const business = await newProfile("business");
    const moment = fc.record({
      target: fc.integer({ min: 1, max: 1000 }),
      start: fc.date({
        min: new Date("2025-01-01T00:00:00Z"),
        max: new Date("2027-12-31T00:00:00Z"),
        noInvalidDate: true,
      }),
      // Either anywhere from 3 days before the start to 30 after, or within 2 s of a Kolkata midnight.
      later: fc.oneof(
        fc.integer({ min: -3 * DAY_MS, max: 30 * DAY_MS }).map((ms) => ({ ms, midnight: false })),
        fc
          .tuple(fc.integer({ min: -2, max: 27 }), fc.integer({ min: -2000, max: 2000 }))
          .map(([days, ms]) => ({ ms: days * DAY_MS + ms, midnight: true })),
      ),
      takenOffset: fc.integer({ min: -2, max: 1 }),
    });
    await fc.assert(
      fc.asyncProperty(moment, async ({ target, start, later, takenOffset }) => {
        const schedule = distributionSchedule(target);
        const startMidnight = new Date(`${kolkataDateKey(start)}T00:00:00+05:30`);
        const now = new Date((later.midnight ? startMidnight : start).getTime() + later.ms);
        const allowedToday = Math.min(allowedByDay(schedule, campaignDay(start, now)), target);
        const taken = Math.min(target, Math.max(0, allowedToday + takenOffset));
        const [campaign] = await testDb.db
          .insert(campaigns)
          .values({
            businessId: business.id,
            businessName: "Pacing Probe",
            mapsLink: "https://maps.app.goo.gl/probe",
            city,
            targetReviews: target,
            cost: target * PRICE_PER_REVIEW,
            status: "active",
            distributionDays: distributionDays(target),
            distributionSchedule: schedule,
            startDate: start,
            slotsTaken: taken,
          })
          .returning();
        if (!campaign) throw new Error("no campaign");
        try {
          expect(campaign.allowedByDay).toEqual(
            schedule.map((_, index) => Math.min(allowedByDay(schedule, index + 1), target)),
          );
          const open = openSlotsToday({
            status: "active",
            schedule,
            targetReviews: target,
            startDate: start,
            taken,
            now,
          });
          const listed = await listAvailableCampaigns(testDb.db, {
            userId: reviewer.id,
            city,
            now,
          });
          const count = (
            await reviewerTotals(testDb.db, {
              userId: reviewer.id,
              city,
              now,
            })
          ).available;
          expect({ listed: listed.map((row) => row.id), count }).toEqual(
            open > 0 ? { listed: [campaign.id], count: 1 } : { listed: [], count: 0 },
          );
        } finally {
          await testDb.db.delete(campaigns).where(eq(campaigns.id, campaign.id));
        }
      }),
      { numRuns: 120 },
    );
  });
});
