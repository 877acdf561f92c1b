import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "~/auth/session.server";
import { campaigns, payments, payouts, profiles, type Role, reviews } from "~/db/schema";
import { approveCampaign, createCampaign } from "~/domain/campaigns.server";
import { createSimulatedPaymentProvider } from "~/domain/payments.server";
import { saveReviewerInfo, submitReview } from "~/domain/reviews.server";
import {
  requestContext,
  type Services,
  servicesContext,
  sessionContext,
} from "~/http/context.server";
import type { Language } from "~/i18n/languages";
import { action as adminAction } from "~/routes/admin-dashboard";
import { action as businessAction } from "~/routes/business-dashboard";
import { action as changePasswordAction } from "~/routes/change-password";
import { action as contactAction } from "~/routes/contact";
import { action as loginAction } from "~/routes/login";
import { action as profileAction } from "~/routes/update-profile";
import { action as reviewerAction } from "~/routes/user-dashboard";
import { createDiskStorage, type ProofStorage } from "~/storage/storage.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * Every form posted the way an attacker would (NUL bytes, zero-width names, loose numbers)
 * through the route's own action: a 400 naming the field's message, and nothing stored or charged.
 */

let testDb: TestDatabase;
let storage: ProofStorage;
let storageDir: string;
let proofPng: Buffer;
let admin: Profile;
let phoneCounter = 7300000000;

beforeAll(async () => {
  testDb = await createTestDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-form-input-"));
  storage = createDiskStorage({ dir: storageDir });
  proofPng = await sharp({ create: { width: 32, height: 24, channels: 3, background: "green" } })
    .png()
    .toBuffer();
  admin = await newProfile("admin");
});
afterAll(async () => {
  await testDb.close();
  rmSync(storageDir, { recursive: true, force: true });
});

async function newProfile(role: Role, values: Partial<typeof profiles.$inferInsert> = {}) {
  phoneCounter += 1;
  const [row] = await testDb.db
    .insert(profiles)
    .values({ phone: `+91${phoneCounter}`, role, username: `${role}${phoneCounter}`, ...values })
    .returning();
  if (!row) throw new Error("no profile");
  return row as Profile;
}

type Action = (args: never) => Promise<unknown>;

/** Posts a form to a route's action as the signed-in profile (or no one) and reads the answer. */
async function post(
  action: Action,
  fields: Record<string, string | Blob>,
  options: { as?: Profile | null; language?: Language } = {},
) {
  const context = new RouterContextProvider();
  const services = { db: testDb.db, storage, payments: createSimulatedPaymentProvider() };
  context.set(servicesContext, services as unknown as Services);
  context.set(requestContext, {
    ip: "203.0.113.7",
    cspNonce: "nonce",
    language: options.language ?? "en",
    requestId: randomUUID(),
    faults: { databaseUnavailable: false },
  });
  context.set(
    sessionContext,
    options.as ? { profile: options.as, token: "token", sessionId: randomUUID() } : null,
  );
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request("http://localhost/form", { method: "POST", body });
  let answer: unknown;
  try {
    answer = await action({ request, context, params: {} } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, data: undefined };
  const init = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (init?.type === "DataWithResponseInit") {
    return { status: init.init?.status ?? 200, data: init.data as Answer };
  }
  return { status: 200, data: answer as Answer };
}

type Answer = {
  result?: { error?: Record<string, string[] | null> | null };
  errors?: Record<string, string>;
  toast?: { title: string; description?: string } | null;
};

/** The messages a Conform form shows at one field. */
function fieldMessages(answer: Answer | undefined, field: string) {
  return answer?.result?.error?.[field] ?? undefined;
}

const control = "input.controlCharacters";

describe("the business's create-campaign form", () => {
  const form = (change: Record<string, string> = {}) => ({
    businessName: "Sharma Sweets",
    mapsLink: "https://maps.app.goo.gl/sharma",
    topics: "Food, Service",
    city: "Indore",
    targetReviews: "10",
    requestId: randomUUID(),
    ...change,
  });

  async function chargesOf(businessId: string) {
    return testDb.db.select().from(payments).where(eq(payments.businessId, businessId));
  }

  it.each([
    ["0x10", "targetReviews"],
    ["1e1", "targetReviews"],
    ["10.5", "targetReviews"],
    ["+10", "targetReviews"],
  ])("refuses targetReviews=%s with the field's message, charging nothing", async (target) => {
    const business = await newProfile("business");
    const answer = await post(businessAction, form({ targetReviews: target }), { as: business });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, "targetReviews")).toEqual(["business.targetInvalid"]);
    expect(await chargesOf(business.id)).toEqual([]);
  });

  it.each([
    ["businessName", "Sharma\u0000Sweets", control],
    ["topics", "Food,\u0000", control],
    ["mapsLink", "https://maps.app.goo.gl/\u0000", control],
    ["businessName", "\u200b\u200b\u200b", "business.businessNameInvalid"],
  ])("refuses %s=%j with %s, creating and charging nothing", async (field, value, message) => {
    const business = await newProfile("business");
    const answer = await post(businessAction, form({ [field]: value }), { as: business });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, field)).toEqual([message]);
    expect(await chargesOf(business.id)).toEqual([]);
    expect(
      await testDb.db.select().from(campaigns).where(eq(campaigns.businessId, business.id)),
    ).toEqual([]);
  });

  it("still creates a campaign from a plain form", async () => {
    const business = await newProfile("business");
    const answer = await post(businessAction, form({ targetReviews: "16" }), { as: business });
    expect(answer.status).toBe(302);
    expect((await chargesOf(business.id)).map((charge) => charge.amount)).toEqual([320]);
  });
});

describe("the reviewer's forms", () => {
  async function activeCampaign() {
    const business = await newProfile("business");
    const created = await createCampaign(
      testDb.db,
      { payments: createSimulatedPaymentProvider() },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Sharma Sweets",
        mapsLink: "https://maps.app.goo.gl/sharma",
        topics: [],
        city: "Bhopal",
        targetReviews: 100,
      },
    );
    if (!created.ok) throw new Error(created.reason);
    const approved = await approveCampaign(testDb.db, {
      campaignId: created.campaign.id,
      adminId: admin.id,
    });
    if (!approved.ok) throw new Error(approved.reason);
    return approved.campaign;
  }

  async function reviewer() {
    const profile = await newProfile("user", { city: "Bhopal" });
    await saveReviewerInfo(testDb.db, {
      userId: profile.id,
      reviewerName: "Asha",
      reviewerEmail: "asha@example.in",
    });
    const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, profile.id));
    return row as Profile;
  }

  const thirtyWords = Array.from({ length: 30 }, () => "honest").join(" ");
  const review = (campaignId: string, change: Record<string, string> = {}) => ({
    intent: "submit-review",
    campaignId,
    rating: "4",
    reviewText: thirtyWords,
    proof: new File([new Uint8Array(proofPng)], "bill.png", { type: "image/png" }),
    ...change,
  });

  it.each(["4.5", "+4", "4e0", "0x4"])(
    "refuses rating=%s as 'Rating Required', storing no review",
    async (rating) => {
      const campaign = await activeCampaign();
      const author = await reviewer();
      const answer = await post(reviewerAction, review(campaign.id, { rating }), { as: author });
      expect(answer.status).toBe(400);
      expect(answer.data?.toast?.title).toBe("reviewer.ratingRequiredTitle");
      expect(await testDb.db.select().from(reviews).where(eq(reviews.userId, author.id))).toEqual(
        [],
      );
    },
  );

  it("refuses a NUL in the review text at the field, storing no review and no proof", async () => {
    const campaign = await activeCampaign();
    const author = await reviewer();
    const before = readdirSync(storageDir, { recursive: true }).length;
    const answer = await post(
      reviewerAction,
      review(campaign.id, { reviewText: `${thirtyWords}\u0000` }),
      { as: author },
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.errors?.reviewText).toBe(control);
    expect(await testDb.db.select().from(reviews).where(eq(reviews.userId, author.id))).toEqual([]);
    expect(readdirSync(storageDir, { recursive: true }).length).toBe(before);
    // The same review without the NUL goes through: only the character was the problem.
    expect((await post(reviewerAction, review(campaign.id), { as: author })).status).toBe(200);
  });

  it.each([
    ["reviewerName", "Asha\u0000", control],
    ["reviewerName", "\u200b\u200d\ufeff", "review.nameRequired"],
    ["reviewerEmail", "asha\u0000@example.in", control],
  ])(
    "refuses reviewer info %s=%j with %s, keeping the saved info",
    async (field, value, message) => {
      const author = await reviewer();
      const answer = await post(
        reviewerAction,
        {
          intent: "save-info",
          reviewerName: "Asha K",
          reviewerEmail: "k@example.in",
          [field]: value,
        },
        { as: author },
      );
      expect(answer.status).toBe(400);
      expect(answer.data?.errors?.[field]).toBe(message);
      const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, author.id));
      expect([row?.reviewerName, row?.reviewerEmail]).toEqual(["Asha", "asha@example.in"]);
    },
  );

  it("refuses a UPI ID with a NUL as 'Invalid UPI ID', moving no money", async () => {
    const author = await reviewer();
    await testDb.db.update(profiles).set({ walletBalance: 150 }).where(eq(profiles.id, author.id));
    const answer = await post(
      reviewerAction,
      { intent: "request-payout", upiId: "asha\u0000@okaxis" },
      { as: author },
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.errors?.upiId).toBe("upi_invalid");
    expect(await testDb.db.select().from(payouts).where(eq(payouts.userId, author.id))).toEqual([]);
  });
});

describe("the admin's decisions", () => {
  async function pendingReview() {
    const business = await newProfile("business");
    const created = await createCampaign(
      testDb.db,
      { payments: createSimulatedPaymentProvider() },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Gupta Chaat",
        mapsLink: "https://maps.app.goo.gl/gupta",
        topics: [],
        city: "Sagar",
        targetReviews: 100,
      },
    );
    if (!created.ok) throw new Error(created.reason);
    await approveCampaign(testDb.db, { campaignId: created.campaign.id, adminId: admin.id });
    const author = await newProfile("user", { city: "Sagar" });
    await saveReviewerInfo(testDb.db, {
      userId: author.id,
      reviewerName: "Ravi",
      reviewerEmail: "ravi@example.in",
    });
    const submitted = await submitReview(
      testDb.db,
      { storage },
      {
        userId: author.id,
        campaignId: created.campaign.id,
        rating: 2,
        reviewText: Array.from({ length: 30 }, () => "fair").join(" "),
        proof: proofPng,
      },
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    return submitted.review;
  }

  async function pendingPayout() {
    const author = await newProfile("user");
    const [payout] = await testDb.db
      .insert(payouts)
      .values({ userId: author.id, amount: 100, upiId: "ravi@okaxis" })
      .returning();
    if (!payout) throw new Error("no payout");
    return payout;
  }

  it("refuses a rejection reason with a NUL, in the admin's language, and the review stays pending", async () => {
    const pending = await pendingReview();
    const answer = await post(
      adminAction,
      { intent: "reject-review", reviewId: pending.id, reason: "Blurry\u0000 bill" },
      { as: admin, language: "hi" },
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.toast?.description).toBe(control);
    const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, pending.id));
    expect([row?.status, row?.rejectionReason]).toEqual(["pending", null]);
  });

  it.each([
    ["mark-payout-paid", "reference", "4123\u00005678"],
    ["reject-payout", "reason", "Wrong\u0000 UPI"],
  ])(
    "refuses %s with a NUL in its %s, and the payout stays pending",
    async (intent, field, value) => {
      const payout = await pendingPayout();
      const answer = await post(
        adminAction,
        { intent, payoutId: payout.id, [field]: value },
        { as: admin },
      );
      expect(answer.status).toBe(400);
      expect(answer.data?.toast?.description).toBe(control);
      const [row] = await testDb.db.select().from(payouts).where(eq(payouts.id, payout.id));
      expect([row?.status, row?.reference, row?.rejectionReason]).toEqual(["pending", null, null]);
    },
  );
});

describe("the account forms", () => {
  it("refuses a username with a NUL, or of zero-width spaces, keeping the profile as it was", async () => {
    const profile = await newProfile("user", { username: null });
    for (const [username, message] of [
      ["asha\u0000", control],
      ["\u200b\u200b", "auth.usernameRequired"],
    ]) {
      const answer = await post(
        profileAction,
        { username: username ?? "", password: "chai-1234", confirmPassword: "chai-1234" },
        { as: profile },
      );
      expect(answer.status).toBe(400);
      expect(fieldMessages(answer.data, "username")).toEqual([message]);
    }
    const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row?.username).toBeNull();
  });

  it("refuses a NUL in a new, current or sign-in password at its field", async () => {
    const profile = await newProfile("user");
    const profileAnswer = await post(
      profileAction,
      { username: "asha", password: "chai\u00001234", confirmPassword: "chai\u00001234" },
      { as: profile },
    );
    expect(profileAnswer.status).toBe(400);
    expect(fieldMessages(profileAnswer.data, "password")).toEqual([control]);

    const change = await post(
      changePasswordAction,
      { currentPassword: "old\u0000pass", password: "chai-1234", confirmPassword: "chai-1234" },
      { as: profile },
    );
    expect(change.status).toBe(400);
    expect(fieldMessages(change.data, "currentPassword")).toEqual([control]);

    const login = await post(loginAction, { phone: "9876543210", password: "chai\u00001234" });
    expect(login.status).toBe(400);
    expect(fieldMessages(login.data, "password")).toEqual([control]);
  });

  it.each([
    ["fullName", "Asha\u0000"],
    ["email", "asha\u0000@example.in"],
    ["message", "Hello\u0000"],
  ])("refuses the contact form's %s with a NUL at that field", async (field, value) => {
    const answer = await post(contactAction, {
      fullName: "Asha",
      email: "asha@example.in",
      message: "Hello there",
      [field]: value,
    });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, field)).toEqual([control]);
  });

  it("refuses a contact name of zero-width spaces as missing", async () => {
    const answer = await post(contactAction, {
      fullName: "\u200b\u2060",
      email: "asha@example.in",
      message: "Hello there",
    });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, "fullName")).toEqual(["contact.fullNameRequired"]);
  });
});
