/**
 * Posting a form to a route's own action as a signed-in profile, in a database and proof folder of
 * the test file's own.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { Profile } from "~/auth/session.server";
import { payouts, profiles, type Role } from "~/db/schema";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { saveReviewerInfo } from "~/domain/reviews/save-reviewer-info.server";
import {
  requestContext,
  type Services,
  servicesContext,
  sessionContext,
} from "~/http/context.server";
import type { Language } from "~/i18n/languages";
import type { ProofStorage } from "~/storage/storage.server";
import { createTestDatabase, type TestDatabase } from "./database";
import { profileMaker } from "./profiles";
import { openProofStorage } from "./proof-storage";

export let testDb: TestDatabase;
export let storage: ProofStorage;
export let storageDir: string;
export let proofPng: Buffer;
export let admin: Profile;

/** Gives the test file its own database, proof folder and admin. */
export function setUpFormDatabase() {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const proofs = await openProofStorage({
      prefix: "reviewkaro-form-input-",
      width: 32,
      height: 24,
      background: "green",
    });
    ({ dir: storageDir, storage, proofPng } = proofs);
    admin = await newProfile("admin");
  });
  afterAll(async () => {
    await testDb.close();
    rmSync(storageDir, { recursive: true, force: true });
  });
}

const profileMade = profileMaker({
  database: () => testDb,
  firstPhone: 7300000000,
  username: true,
});
export async function newProfile(role: Role, values: Partial<typeof profiles.$inferInsert> = {}) {
  return (await profileMade.newProfile(role, values)) as Profile;
}

/** A reviewer's pending ₹100 payout to `upiId`, written straight into the table. */
export async function pendingPayoutRow(
  upiId = "ravi@okaxis",
  values: Partial<typeof profiles.$inferInsert> = {},
) {
  const reviewer = await newProfile("user", values);
  const [payout] = await testDb.db
    .insert(payouts)
    .values({ userId: reviewer.id, amount: 100, upiId })
    .returning();
  if (!payout) throw new Error("no payout");
  return { reviewer, payout };
}

/** An approved campaign of 100 reviews in Bhopal, open to reviews now. */
export async function activeBhopalCampaign() {
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

/** A reviewer in Bhopal whose public name and email are saved: ready to write a review. */
export async function bhopalReviewer() {
  const profile = await newProfile("user", { city: "Bhopal" });
  await saveReviewerInfo(testDb.db, {
    userId: profile.id,
    reviewerName: "Asha",
    reviewerEmail: "asha@example.in",
  });
  const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, profile.id));
  return row as Profile;
}

type Action = (args: never) => Promise<unknown>;

type PostOptions = {
  as?: Profile | null;
  language?: Language;
  /** PAYMENTS=razorpay: the gateway the actions pay through (a fake's, in tests). */
  gateway?: PaymentGateway;
  /** The route's URL parameters (a campaign's id). */
  params?: Record<string, string>;
};

/** The router context of a request by this profile (or no one), with the test file's stores. */
export function contextFor(options: PostOptions) {
  const context = new RouterContextProvider();
  const services = {
    db: testDb.db,
    storage,
    payments: createSimulatedPaymentProvider(),
    gateway: options.gateway ?? null,
    // The actions salt the client's marks with the session secret (decision 027).
    config: { sessionSecret: "form-post-session-secret" },
  };
  context.set(servicesContext, services as unknown as Services);
  context.set(requestContext, {
    ip: "203.0.113.7",
    deviceId: null,
    cspNonce: "nonce",
    language: options.language ?? "en",
    requestId: randomUUID(),
    fromThisMachine: false,
    faults: { databaseUnavailable: false },
  });
  context.set(
    sessionContext,
    options.as
      ? {
          profile: options.as,
          token: "token",
          sessionId: randomUUID(),
          unread: { breachNotice: false, liftAnswer: false },
        }
      : null,
  );
  return context;
}

/** Loads a route's loader for `path` as the signed-in profile and returns what it answered. */
export async function load(
  loader: Action,
  path: string,
  options: { as?: Profile | null; language?: Language } = {},
): Promise<unknown> {
  const request = new Request(`http://localhost${path}`);
  return loader({ request, context: contextFor(options), params: {} } as never);
}

/** Posts a form to a route's action as the signed-in profile (or no one) and reads the answer. */
export async function post(
  action: Action,
  fields: Record<string, string | Blob>,
  options: PostOptions = {},
) {
  const context = contextFor(options);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request("http://localhost/form", { method: "POST", body });
  let answer: unknown;
  try {
    answer = await action({ request, context, params: options.params ?? {} } as never);
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
  /** A review form's refusal at its field (the reviewer dashboard). */
  field?: { name: string; title: string; text: string };
  toast?: { title: string; description?: string } | null;
};

/** The messages a Conform form shows at one field. */
export function fieldMessages(answer: Answer | undefined, field: string) {
  return answer?.result?.error?.[field] ?? undefined;
}

export const control = "input.controlCharacters";
