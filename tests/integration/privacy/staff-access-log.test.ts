import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { Profile } from "~/auth/session.server";
import { payouts, staffAccessViews, teamMembers } from "~/db/schema";
import { fileComplaint } from "~/domain/grievances/file-complaint.server";
import { listAccessLog } from "~/domain/privacy/access-log-lists.server";
import { revealContact } from "~/domain/privacy/reveal-contact.server";
import {
  requestContext,
  type Services,
  servicesContext,
  sessionContext,
} from "~/http/context.server";
import { loader as payoutQr } from "~/routes/admin-dashboard/payout-qr/route";
import { middleware as proofMiddleware } from "~/routes/proof";
import {
  activeCampaign,
  admin,
  newProfile,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

type Someone = { id: string; role: string };

/** The router context of a request by this profile (or no one), on the test's database. */
function contextOf(as: Someone | null) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { db: testDb.db, storage, config: {} } as unknown as Services);
  context.set(requestContext, {
    ip: "203.0.113.7",
    deviceId: null,
    cspNonce: "nonce",
    language: "en",
    requestId: randomUUID(),
    fromThisMachine: false,
    faults: { databaseUnavailable: false },
  });
  const profile = as as unknown as Profile;
  const unread = { breachNotice: false, liftAnswer: false };
  context.set(sessionContext, as ? { profile, token: "t", sessionId: randomUUID(), unread } : null);
  return context as never;
}

/** Opens /proof/{id} as this person, from the given screen; true when the photo was served. */
async function openProof(as: Someone | null, reviewId: string, from = "/moderator/dashboard") {
  const request = new Request(`http://localhost/proof/${reviewId}`, {
    headers: { Referer: `http://localhost${from}` },
  });
  const [serve] = proofMiddleware;
  const answer = await serve?.(
    { request, params: { reviewId }, context: contextOf(as) } as never,
    (async () => new Response(null, { status: 404 })) as never,
  );
  return answer instanceof Response && answer.status === 200;
}

const rows = () => testDb.db.select().from(staffAccessViews);

async function moderator(status: "active" | "suspended" = "active") {
  const person = await newProfile("moderator");
  const [member] = await testDb.db
    .insert(teamMembers)
    .values({ phone: person.phone, status })
    .returning({ id: teamMembers.id });
  if (!member) throw new Error("no team member");
  return { ...person, memberId: member.id };
}

async function reviewOfSomeone() {
  const campaign = await activeCampaign();
  const author = await newReviewer();
  return { author, review: await submitted(author, campaign) };
}

beforeEach(async () => {
  await testDb.db.delete(staffAccessViews);
});

describe("a staff member opening a proof photo", () => {
  it("writes one row naming the moderator, the review, its author and the screen", async () => {
    const { author, review } = await reviewOfSomeone();
    const checker = await moderator();
    expect(await openProof(checker, review.id, "/moderator/dashboard?tab=x&secret=1")).toBe(true);
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      staffId: checker.id,
      kind: "proof",
      subjectId: author.id,
      recordId: review.id,
      screen: "/moderator/dashboard?tab=x",
      masked: null,
    });
  });

  it("writes a row for the admin too, one per opening", async () => {
    const { review } = await reviewOfSomeone();
    const adminProfile = { ...admin, role: "admin" };
    expect(await openProof(adminProfile, review.id, "/admin/dashboard")).toBe(true);
    expect(await openProof(adminProfile, review.id, "/admin/dashboard")).toBe(true);
    const written = await rows();
    expect(written.map((row) => [row.staffId, row.kind, row.screen])).toEqual([
      [admin.id, "proof", "/admin/dashboard"],
      [admin.id, "proof", "/admin/dashboard"],
    ]);
  });

  it("writes nothing when its author, a suspended moderator, a business or no one asks", async () => {
    const { author, review } = await reviewOfSomeone();
    expect(await openProof(author, review.id, "/user/dashboard")).toBe(true);
    expect(await openProof(await moderator("suspended"), review.id)).toBe(false);
    expect(await openProof(await newProfile("business"), review.id)).toBe(false);
    expect(await openProof(null, review.id)).toBe(false);
    expect(await rows()).toEqual([]);
  });
});

describe("'Show phone' and 'Show UPI ID'", () => {
  it("give the admin a team member's phone and log it masked", async () => {
    const member = await moderator();
    const shown = await revealContact(testDb.db, {
      staffId: admin.id,
      screen: "/admin/dashboard?tab=team",
      request: { kind: "phone", memberId: member.memberId },
    });
    expect(shown).toEqual({ ok: true, value: member.phone });
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    const digits = member.phone.replace(/^\+91/, "");
    expect(row).toMatchObject({
      staffId: admin.id,
      kind: "phone",
      subjectId: member.id,
      recordId: null,
      masked: `${digits.slice(0, 2)}xxxxxx${digits.slice(-2)}`,
      screen: "/admin/dashboard?tab=team",
    });
  });

  it("give the admin a payout's UPI ID and log it masked, naming the payout and its reviewer", async () => {
    const reviewer = await newReviewer();
    const [payout] = await testDb.db
      .insert(payouts)
      .values({ userId: reviewer.id, amount: 100, upiId: "kiran.42@okaxis", status: "paid" })
      .returning();
    if (!payout) throw new Error("no payout");
    const shown = await revealContact(testDb.db, {
      staffId: admin.id,
      screen: "/admin/dashboard?tab=payouts",
      request: { kind: "upi", payoutId: payout.id },
    });
    expect(shown).toEqual({ ok: true, value: "kiran.42@okaxis" });
    expect(await rows()).toMatchObject([
      { kind: "upi", subjectId: reviewer.id, recordId: payout.id, masked: "ki•••@okaxis" },
    ]);
    await testDb.db.delete(payouts).where(eq(payouts.id, payout.id));
  });

  it("give the admin a complainant's phone and log it masked, naming the complaint", async () => {
    const filed = await fileComplaint(testDb.db, {
      name: "Asha Verma",
      phone: "+917712345678",
      email: null,
      category: "review_about_me",
      text: "A review on my shop names my daughter; please remove her name.",
      link: null,
      language: "en",
    });
    const shown = await revealContact(testDb.db, {
      staffId: admin.id,
      screen: "/admin/dashboard?tab=complaints",
      request: { kind: "phone", complaintId: filed.complaintId },
    });
    expect(shown).toEqual({ ok: true, value: "+917712345678" });
    expect(await rows()).toMatchObject([
      { kind: "phone", subjectId: null, recordId: filed.complaintId, masked: "77xxxxxx78" },
    ]);
  });

  it("refuse a moderator, a reviewer and an unknown number, and log nothing", async () => {
    const member = await moderator();
    for (const staffId of [member.id, (await newReviewer()).id]) {
      expect(
        await revealContact(testDb.db, {
          staffId,
          screen: "/admin/dashboard?tab=team",
          request: { kind: "phone", memberId: member.memberId },
        }),
      ).toEqual({ ok: false, reason: "not_admin" });
    }
    for (const request of [
      { kind: "phone", memberId: randomUUID() },
      { kind: "phone", memberId: "+919999999999" },
      { kind: "phone", complaintId: randomUUID() },
      { kind: "upi", payoutId: randomUUID() },
      { kind: "upi", payoutId: "not-a-uuid" },
    ] as const) {
      expect(await revealContact(testDb.db, { staffId: admin.id, screen: "/x", request })).toEqual({
        ok: false,
        reason: "not_found",
      });
    }
    expect(await rows()).toEqual([]);
  });
});

describe("a pending payout's QR code", () => {
  it("logs the UPI ID it shows to the admin each time it is drawn", async () => {
    const reviewer = await newReviewer();
    const [payout] = await testDb.db
      .insert(payouts)
      .values({ userId: reviewer.id, amount: 100, upiId: "asha@ybl" })
      .returning();
    if (!payout) throw new Error("no payout");
    const request = new Request(`http://localhost/admin/payouts/${payout.id}/qr`, {
      headers: { Referer: "http://localhost/admin/dashboard?tab=payouts" },
    });
    const answer = await payoutQr({
      request,
      params: { payoutId: payout.id },
      context: contextOf({ ...admin, role: "admin" }),
    } as never);
    expect((answer as Response).status).toBe(200);
    expect(await rows()).toMatchObject([
      {
        staffId: admin.id,
        kind: "upi",
        subjectId: reviewer.id,
        recordId: payout.id,
        masked: "as•••@ybl",
        screen: "/admin/dashboard?tab=payouts",
      },
    ]);
    await testDb.db.delete(payouts).where(eq(payouts.id, payout.id));
  });
});

describe("the admin's access log", () => {
  it("lists views newest first, a keyset page at a time, narrowed to one staff member", async () => {
    const checker = await moderator();
    const other = await moderator();
    const stamp = (minute: number) => new Date(Date.UTC(2026, 10, 27, 5, minute));
    await testDb.db.insert(staffAccessViews).values([
      { staffId: checker.id, kind: "proof", screen: "/a", viewedAt: stamp(1) },
      { staffId: other.id, kind: "proof", screen: "/b", viewedAt: stamp(2) },
      { staffId: checker.id, kind: "proof", screen: "/c", viewedAt: stamp(3) },
      { staffId: admin.id, kind: "phone", screen: "/d", viewedAt: stamp(4) },
    ]);
    const first = await listAccessLog(testDb.db, { adminId: admin.id, limit: 2 });
    expect(first.map((row) => row.screen)).toEqual(["/d", "/c"]);
    const next = await listAccessLog(testDb.db, {
      adminId: admin.id,
      limit: 2,
      after: first[1]?.cursor,
    });
    expect(next.map((row) => row.screen)).toEqual(["/b", "/a"]);
    const back = await listAccessLog(testDb.db, {
      adminId: admin.id,
      limit: 2,
      before: next[0]?.cursor,
    });
    expect(back.map((row) => row.screen)).toEqual(["/d", "/c"]);
    const mine = await listAccessLog(testDb.db, { adminId: admin.id, staffId: checker.id });
    expect(mine.map((row) => [row.screen, row.staffName])).toEqual([
      ["/c", checker.username],
      ["/a", checker.username],
    ]);
    expect(await listAccessLog(testDb.db, { adminId: checker.id })).toEqual([]);
  });
});
