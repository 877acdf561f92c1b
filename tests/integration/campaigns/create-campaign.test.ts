import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, payments, profiles, type Role } from "~/db/schema";
import {
  type CampaignDeps,
  type CreateCampaignInput,
  createCampaign,
} from "~/domain/campaigns/create-campaign.server";
import type { PaymentProvider } from "~/domain/money/payments/payment-gateway.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";
import { price } from "../../support/reward-amounts";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

const profileMade = profileMaker({ database: () => testDb, firstPhone: 7100000000 });
const newProfile = (role: Role, businessName: string | null = null) =>
  profileMade.newProfile(role, { businessName });

type Charge = Parameters<PaymentProvider["charge"]>[0];

/** The simulated provider, recording every charge it is asked for. */
function recordingProvider(status: "succeeded" | "failed" = "succeeded") {
  const charges: Charge[] = [];
  const simulated = createSimulatedPaymentProvider();
  const provider: PaymentProvider = {
    name: simulated.name,
    async charge(input) {
      charges.push(input);
      return status === "succeeded" ? simulated.charge(input) : { status };
    },
  };
  return { provider, charges };
}

const now = new Date("2026-11-20T06:00:00Z");

function deps(provider: PaymentProvider): CampaignDeps {
  return { payments: provider, now: () => now };
}

function input(businessId: string, change: Partial<CreateCampaignInput> = {}) {
  return {
    businessId,
    requestId: randomUUID(),
    businessName: "Sharma Sweets",
    mapsLink: "https://maps.app.goo.gl/sharma",
    topics: ["Food", "Service"],
    city: "Indore",
    targetReviews: 20,
    ...change,
  } satisfies CreateCampaignInput;
}

async function campaignsOf(businessId: string) {
  return testDb.db.select().from(campaigns).where(eq(campaigns.businessId, businessId));
}

async function countAll() {
  const [campaignCount, paymentCount] = await Promise.all([
    testDb.db.$count(campaigns),
    testDb.db.$count(payments),
  ]);
  return { campaignCount, paymentCount };
}

async function paymentsOf(businessId: string) {
  return testDb.db.select().from(payments).where(eq(payments.businessId, businessId));
}

describe("creating a campaign", () => {
  it("charges target × the price and stores a pending campaign with its pacing and a payment", async () => {
    const business = await newProfile("business");
    const { provider, charges } = recordingProvider();
    const request = input(business.id, { targetReviews: 20 });

    const result = await createCampaign(testDb.db, deps(provider), request);

    if (!result.ok) throw new Error(result.reason);
    expect(result.created).toBe(true);
    expect(result.campaign).toMatchObject({
      businessId: business.id,
      businessName: "Sharma Sweets",
      mapsLink: "https://maps.app.goo.gl/sharma",
      topics: ["Food", "Service"],
      city: "Indore",
      targetReviews: 20,
      completedReviews: 0,
      cost: price(20),
      status: "pending_approval",
      distributionDays: 7,
      distributionSchedule: [1, 2, 6, 3, 3, 3, 2],
      startDate: null,
      requestId: request.requestId,
      createdAt: now,
    });
    expect(charges).toEqual([
      { amount: price(20), businessId: business.id, reference: request.requestId },
    ]);

    const [stored] = await campaignsOf(business.id);
    expect(stored).toEqual(result.campaign);
    const paid = await paymentsOf(business.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      campaignId: result.campaign.id,
      amount: price(20),
      provider: "simulated",
      status: "succeeded",
    });
  });

  it("stores the pacing of larger targets", async () => {
    const business = await newProfile("business");
    const result = await createCampaign(
      testDb.db,
      deps(recordingProvider().provider),
      input(business.id, { targetReviews: 101 }),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.campaign.cost).toBe(price(101));
    expect(result.campaign.distributionDays).toBe(25);
    expect(result.campaign.distributionSchedule).toHaveLength(25);
    expect(result.campaign.distributionSchedule.reduce((a, b) => a + b, 0)).toBe(101);
  });

  it("gives the profile its business name after the first campaign, and only then", async () => {
    const business = await newProfile("business");
    const { provider } = recordingProvider();
    await createCampaign(testDb.db, deps(provider), input(business.id, { businessName: "First" }));
    await createCampaign(testDb.db, deps(provider), input(business.id, { businessName: "Second" }));
    const [profile] = await testDb.db.select().from(profiles).where(eq(profiles.id, business.id));
    expect(profile?.businessName).toBe("First");
  });

  it("keeps a business name the profile already has", async () => {
    const business = await newProfile("business", "Gupta Dhaba");
    await createCampaign(testDb.db, deps(recordingProvider().provider), input(business.id));
    const [profile] = await testDb.db.select().from(profiles).where(eq(profiles.id, business.id));
    expect(profile?.businessName).toBe("Gupta Dhaba");
  });

  it("refuses reviewers, admins and unknown profiles without charging them", async () => {
    const { provider, charges } = recordingProvider();
    const before = await countAll();
    for (const id of [
      (await newProfile("user")).id,
      (await newProfile("admin")).id,
      randomUUID(),
      "not-a-uuid",
    ]) {
      expect(await createCampaign(testDb.db, deps(provider), input(id))).toEqual({
        ok: false,
        reason: "not_business",
      });
    }
    expect(charges).toEqual([]);
    expect(await countAll()).toEqual(before);
  });

  it("creates nothing when the payment fails, and a retry with the same key succeeds", async () => {
    const business = await newProfile("business");
    const request = input(business.id);
    const failing = recordingProvider("failed");
    expect(await createCampaign(testDb.db, deps(failing.provider), request)).toEqual({
      ok: false,
      reason: "payment_failed",
    });
    expect(await campaignsOf(business.id)).toEqual([]);
    expect(await paymentsOf(business.id)).toEqual([]);

    const retried = await createCampaign(testDb.db, deps(recordingProvider().provider), request);
    expect(retried).toMatchObject({ ok: true, created: true });
    expect(await paymentsOf(business.id)).toHaveLength(1);
  });

  it("refuses input that skipped the form's validation, before charging", async () => {
    const business = await newProfile("business");
    const { provider, charges } = recordingProvider();
    const bad: Array<Partial<CreateCampaignInput>> = [
      { mapsLink: "http://maps.google.com/?q=Indore" },
      { mapsLink: "javascript:alert(1)" },
      { targetReviews: 0 },
      { targetReviews: 1001 },
      { targetReviews: 2.5 },
      { city: "Mumbai" as CreateCampaignInput["city"] },
      { businessName: " " },
      { businessName: "\u200b\u200b" },
      { businessName: "Sharma\u0000Sweets" },
      { topics: ["Food\u0000"] },
      { topics: Array.from({ length: 11 }, (_, index) => `t${index}`) },
      { requestId: "not-a-uuid" },
    ];
    for (const change of bad) {
      expect(await createCampaign(testDb.db, deps(provider), input(business.id, change))).toEqual({
        ok: false,
        reason: "invalid_input",
      });
    }
    expect(charges).toEqual([]);
    expect(await campaignsOf(business.id)).toEqual([]);
  });
});

describe("the same request twice", () => {
  it("answers with the first campaign and neither charges nor inserts again", async () => {
    const business = await newProfile("business");
    const { provider, charges } = recordingProvider();
    const request = input(business.id);

    const first = await createCampaign(testDb.db, deps(provider), request);
    const second = await createCampaign(testDb.db, deps(provider), {
      ...request,
      targetReviews: 50,
    });

    if (!first.ok || !second.ok) throw new Error("creation failed");
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.campaign).toEqual(first.campaign);
    expect(charges).toHaveLength(1);
    expect(await campaignsOf(business.id)).toHaveLength(1);
    expect(await paymentsOf(business.id)).toHaveLength(1);
  });

  it("creates one campaign and one payment when the calls race", async () => {
    const business = await newProfile("business");
    const racers = 4;
    const { provider: recording, charges } = recordingProvider();
    // Every call is held at the gateway until all have passed the "already created?" check.
    let releaseAll = () => {};
    const allCharged = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    const provider: PaymentProvider = {
      name: recording.name,
      async charge(charge) {
        const answer = await recording.charge(charge);
        if (charges.length === racers) releaseAll();
        await allCharged;
        return answer;
      },
    };
    const request = input(business.id);

    const results = await Promise.all(
      Array.from({ length: racers }, () => createCampaign(testDb.db, deps(provider), request)),
    );

    const ids = new Set(results.map((result) => (result.ok ? result.campaign.id : result.reason)));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(1);
    expect(await campaignsOf(business.id)).toHaveLength(1);
    const paid = await paymentsOf(business.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amount).toBe(price(20));
    // Racing calls each asked the gateway, always with the one reference it deduplicates on.
    expect(charges).toHaveLength(racers);
    expect(new Set(charges.map((charge) => charge.reference))).toEqual(
      new Set([request.requestId]),
    );
  });

  it("never hands one business the campaign of another that used the same key", async () => {
    const owner = await newProfile("business");
    const other = await newProfile("business");
    const { provider, charges } = recordingProvider();
    const request = input(owner.id);
    await createCampaign(testDb.db, deps(provider), request);

    // A typed refusal (the form answers 409), charging nothing, instead of an error (a 500).
    expect(
      await createCampaign(testDb.db, deps(provider), { ...request, businessId: other.id }),
    ).toEqual({ ok: false, reason: "request_taken" });
    expect(charges).toHaveLength(1);
    expect(await campaignsOf(other.id)).toEqual([]);
    expect(await paymentsOf(other.id)).toEqual([]);
  });
});
