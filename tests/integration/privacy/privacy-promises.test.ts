/**
 * The privacy page's promises about a person's data (decisions 092, 093), each read from the
 * catalogue as the page shows it:
 * - policies.privacy.sections.collect.text and policies.privacy.collected.*: every kind listed
 *   is in 'Download my data'.
 * - policies.privacy.sections.rights.text: a nominee can be named, changed and removed.
 * - policies.privacy.sections.keep.text: deletion keeps registration details and removed
 *   reviews apart for 180 days, then the retention sweep erases them.
 * - consent.signupNoticeUser: download and delete from the profile (the export and the erasure).
 * The kinds listed, each found in the download below: policies.privacy.collected.phone,
 * policies.privacy.collected.profile, policies.privacy.collected.reviews,
 * policies.privacy.collected.payouts, policies.privacy.collected.business,
 * policies.privacy.collected.consents, policies.privacy.collected.nominee,
 * policies.privacy.collected.marks, policies.privacy.collected.securityLog.
 */
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  auditEvents,
  clientMarks,
  legalHolds,
  paymentOrders,
  profiles,
  reviews,
  unappliedPayments,
} from "~/db/schema";
import { runRetention } from "~/domain/jobs/run-retention.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import {
  buildDataExport,
  findDataExportFile,
  requestDataExport,
} from "~/domain/privacy/data-exports.server";
import { eraseAccount } from "~/domain/privacy/erase-account.server";
import { readNominee, removeNominee, saveNominee } from "~/domain/privacy/nominee.server";
import { retentionDays } from "~/domain/privacy/retention";
import { deleteUnnamedFiles } from "~/domain/proofs/named-files.server";
import { signupPurposes } from "~/domain/shared/consent-notices";
import { recordConsents } from "~/domain/shared/consents.server";
import en from "~/i18n/locales/en";
import {
  activeCampaign,
  DAY1,
  newReviewer,
  pendingCampaign,
  setUpReviewsDatabase,
  storage,
  storedFiles,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

const DAY_MS = 86_400_000;
type Files = Record<string, unknown>;
type Row = Record<string, unknown>;
const rows = (files: Files, name: string) => (files[name] ?? []) as Row[];

async function exportOf(profileId: string, now = DAY1): Promise<Files> {
  const request = await requestDataExport(testDb.db, { profileId, now });
  if (!request.ok) throw new Error(request.reason);
  expect(await buildDataExport(testDb.db, storage, { requestId: request.id, now })).toBe("ready");
  const file = await findDataExportFile(testDb.db, { profileId, requestId: request.id, now });
  if (!file.ok) throw new Error(file.reason);
  const stored = await storage.get(file.fileKey);
  if (!stored) throw new Error("no ZIP");
  const zip = unzipSync(new Uint8Array(stored.bytes));
  const files: Files = {};
  for (const [name, bytes] of Object.entries(zip)) {
    if (name.endsWith(".json")) files[name.slice(0, -5)] = JSON.parse(strFromU8(bytes));
    else files[name] = bytes.length;
  }
  return files;
}

/** Where each kind on /privacy is found in the download, and what shows it is really there. */
const foundIn: Record<keyof typeof en.policies.privacy.collected, (files: Files) => unknown> = {
  phone: (f) => (f.profile as Row).phone,
  profile: (f) => {
    const profile = f.profile as Row;
    return ["username", "city", "reviewerName", "reviewerEmail", "language"].every(
      (key) => key in profile,
    );
  },
  reviews: (f) => {
    const [review] = rows(f, "reviews");
    return (
      review?.reviewText &&
      review.rating &&
      review.visitedOn &&
      review.noRelationshipDeclaredAt &&
      // The appeal of a removal (none here; removal-appeals.test.ts exports one).
      "appeal" in review &&
      typeof review.photo === "string" &&
      f[review.photo]
    );
  },
  payouts: (f) => {
    const [payout] = rows(f, "payouts");
    return payout?.upiId && "holderName" in payout && payout.amount;
  },
  business: (f) =>
    ["campaigns", "payments", "unapplied-payments", "invoices"].every(
      (name) => rows(f, name).length > 0,
    ) && "billing-details" in f,
  consents: (f) => {
    const [consent] = rows(f, "consents");
    return consent?.purpose && consent.noticeVersion && consent.givenAt;
  },
  nominee: (f) => (f.nominee as Row | null)?.name,
  marks: (f) => rows(f, "network-and-device-marks")[0]?.saltedHash,
  securityLog: (f) => rows(f, "security-log").some((event) => event.address === "203.0.113.7"),
};
const businessOnly = new Set(["business"]);
const reviewerOnly = new Set(["reviews", "payouts"]);

async function everyoneHas(profileId: string, phone: string) {
  // As sign-up records them (a fixture's profile is inserted without).
  await recordConsents(testDb.db, { profileId, purposes: signupPurposes("user"), now: DAY1 });
  expect(
    await saveNominee(testDb.db, {
      profileId,
      ownPhone: phone,
      name: "Meena Patel",
      relationship: "Sister",
      phone: "98765 43210",
    }),
  ).toMatchObject({ ok: true });
  await testDb.db.insert(clientMarks).values({ profileId, kind: "network", hash: "n-1" });
  await testDb.db
    .insert(auditEvents)
    .values({ profileId, type: "login_succeeded", ip: "203.0.113.7" });
}

describe("'Download my data' holds every kind /privacy lists as collected", () => {
  it("has a place in the download for each listed kind", () => {
    // policies.privacy.collected: a kind added to the page must say where the download holds it.
    expect(Object.keys(foundIn).sort()).toEqual(Object.keys(en.policies.privacy.collected).sort());
    expect(en.policies.privacy.sections.collect.text).toContain("Download my data");
  });

  it("for a reviewer: profile, reviews with visit and declaration, payouts, consents, nominee, marks, log", async () => {
    const reviewer = await newReviewer("Kiran Patel");
    const campaign = await activeCampaign();
    const review = await submitted(reviewer, campaign);
    // A reward's ledger row keeps wallet = ledger, as the suite checks after each test.
    await testDb.db.transaction((tx) =>
      recordWalletEntry(tx, {
        userId: reviewer.id,
        amount: 150,
        reason: "review_reward",
        reviewId: review.id,
        now: DAY1,
      }),
    );
    expect(
      (await requestPayout(testDb.db, { userId: reviewer.id, upiId: "kiran@okaxis" })).ok,
    ).toBe(true);
    await everyoneHas(reviewer.id, reviewer.phone);
    const files = await exportOf(reviewer.id);
    for (const [kind, find] of Object.entries(foundIn)) {
      if (businessOnly.has(kind)) continue;
      expect(find(files), kind).toBeTruthy();
    }
    expect((files.profile as Row).phone).toBe(reviewer.phone);
  });

  it("for a business: campaigns, payments, payments not applied, invoices and billing details", async () => {
    const campaign = await pendingCampaign({ name: "Sharma Sweets" });
    const [business] = await testDb.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, campaign.businessId));
    if (!business) throw new Error("no business");
    const [order] = await testDb.db
      .insert(paymentOrders)
      .values({
        businessId: business.id,
        purpose: "campaign",
        requestId: crypto.randomUUID(),
        details: {},
        amount: 500,
        gateway: "razorpay",
        gatewayOrderId: "order_test_1",
      })
      .returning();
    await testDb.db.insert(unappliedPayments).values({
      orderId: order?.id ?? "",
      businessId: business.id,
      gateway: "razorpay",
      gatewayPaymentId: "pay_second_1",
      amountPaise: 50_000,
      reason: "second_payment",
    });
    await everyoneHas(business.id, business.phone);
    const files = await exportOf(business.id);
    for (const [kind, find] of Object.entries(foundIn)) {
      if (reviewerOnly.has(kind)) continue;
      expect(find(files), kind).toBeTruthy();
    }
  });
});

describe("a nominee (DPDP Act s.14)", () => {
  it("is named, changed and removed, with its dates; bad input changes nothing", async () => {
    // policies.privacy.sections.rights.text: 'name a nominee'.
    expect(en.policies.privacy.sections.rights.text).toContain("name a nominee");
    const person = await newReviewer();
    const save = (fields: { name: string; relationship: string; phone: string }, now: Date) =>
      saveNominee(testDb.db, { profileId: person.id, ownPhone: person.phone, now, ...fields });
    const named = new Date("2026-11-22T06:00:00Z");
    expect(
      await save({ name: "Meena Patel", relationship: "Sister", phone: "9876543210" }, named),
    ).toMatchObject({ ok: true });
    const changed = new Date("2026-11-23T06:00:00Z");
    expect(
      await save(
        { name: "Ravi Patel", relationship: "Brother", phone: "+91 91234 56789" },
        changed,
      ),
    ).toMatchObject({ ok: true });
    expect(await readNominee(testDb.db, person.id)).toEqual({
      name: "Ravi Patel",
      relationship: "Brother",
      phone: "+919123456789",
      namedAt: named,
      changedAt: changed,
    });
    for (const [fields, reason] of [
      [{ name: " ", relationship: "Sister", phone: "9876543210" }, "name_missing"],
      [{ name: "Meena", relationship: "", phone: "9876543210" }, "relationship_missing"],
      [{ name: "Meena", relationship: "Sister", phone: "12345" }, "phone_invalid"],
      [{ name: "Meena", relationship: "Sister", phone: person.phone }, "phone_own"],
      [
        { name: "Me\u202Ena", relationship: "Sister", phone: "9876543210" },
        "name_hidden_characters",
      ],
    ] as const) {
      expect(await save(fields, new Date())).toEqual({ ok: false, reason });
    }
    expect((await readNominee(testDb.db, person.id))?.name).toBe("Ravi Patel");
    await removeNominee(testDb.db, person.id);
    expect(await readNominee(testDb.db, person.id)).toBeNull();
  });
});

describe("deletion keeps what the law asks for 180 days, apart, then erases it", () => {
  it("holds the registration and a removed review with its photo, and the sweep erases them on time", async () => {
    // policies.privacy.sections.keep.text: 'kept apart for 180 days ... and then erased'.
    expect(en.policies.privacy.sections.keep.text).toContain(
      `kept apart for ${retentionDays.legalHolds} days`,
    );
    const reviewer = await newReviewer("Asha Verma");
    const campaign = await activeCampaign();
    const review = await submitted(reviewer, campaign);
    await testDb.db
      .update(reviews)
      .set({ status: "removed", removalGround: "personal_data", removedAt: DAY1 })
      .where(eq(reviews.id, review.id));
    const photo = (await testDb.db.select().from(reviews).where(eq(reviews.id, review.id)))[0]
      ?.proof;
    await testDb.db.insert(auditEvents).values({
      profileId: reviewer.id,
      type: "login_succeeded",
      ip: "203.0.113.9",
      createdAt: DAY1,
    });
    const erased = await eraseAccount(testDb.db, {
      profileId: reviewer.id,
      phoneKey: "k",
      now: DAY1,
    });
    if (!erased.ok) throw new Error(erased.reason);
    await deleteUnnamedFiles(testDb.db, storage, erased.filesToDelete);
    // The service forgets: the profile has no phone or name, the review no text.
    const [profile] = await testDb.db.select().from(profiles).where(eq(profiles.id, reviewer.id));
    expect(profile).toMatchObject({ reviewerName: null, username: null });
    expect(profile?.phone).not.toBe(reviewer.phone);
    // The hold keeps them, and the photo the removed review had.
    const holds = await testDb.db
      .select()
      .from(legalHolds)
      .where(eq(legalHolds.profileId, reviewer.id));
    expect(holds.map((hold) => hold.kind).sort()).toEqual(["registration", "removed_content"]);
    const registration = holds.find((hold) => hold.kind === "registration");
    expect(registration?.data).toMatchObject({ phone: reviewer.phone, reviewerName: "Asha Verma" });
    expect(registration?.eraseAfter.getTime()).toBe(DAY1.getTime() + 180 * DAY_MS);
    const content = holds.find((hold) => hold.kind === "removed_content");
    expect(JSON.stringify(content?.data)).toContain(review.reviewText);
    expect(storedFiles()).toContain(photo?.slice("proofs/".length));
    // Out of every other use: no lookup finds the phone.
    const byPhone = await testDb.db
      .select()
      .from(profiles)
      .where(eq(profiles.phone, reviewer.phone));
    expect(byPhone).toEqual([]);
    // The sweep leaves it before its day and erases it, with the photo, after.
    const before = await runRetention(testDb.db, storage, {
      now: new Date(DAY1.getTime() + 179 * DAY_MS),
    });
    expect(before.legalHolds).toBe(0);
    const after = await runRetention(testDb.db, storage, {
      now: new Date(DAY1.getTime() + 181 * DAY_MS),
    });
    expect(after.legalHolds).toBe(2);
    // The security log outlived the account for CERT-In's 180 days, no longer.
    expect(before.auditEvents).toBe(0);
    expect(after.auditEvents).toBeGreaterThanOrEqual(1);
    expect(
      await testDb.db.select().from(legalHolds).where(eq(legalHolds.profileId, reviewer.id)),
    ).toEqual([]);
    expect(storedFiles()).not.toContain(photo?.slice("proofs/".length));
  });

  it("is read by nothing but the erasure and the sweep", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const files = (await readdir("app", { recursive: true })).filter(
      (name) => /\.tsx?$/.test(name) && !name.includes(".test."),
    );
    const readers: string[] = [];
    for (const name of files) {
      const text = await readFile(`app/${name}`, "utf8");
      if (/\blegalHolds\b|legal_holds/.test(text)) readers.push(name);
    }
    expect(readers.sort()).toEqual(
      [
        "db/schema/nominees-and-holds.ts",
        "domain/privacy/apply-retention.server.ts",
        "domain/privacy/hold-for-the-law.server.ts",
        "domain/privacy/retention.ts",
        "domain/proofs/named-files.server.ts",
      ].sort(),
    );
  });
});
