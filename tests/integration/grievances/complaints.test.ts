import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import { auditEvents, complaintSms, complaints } from "~/db/schema";
import { acknowledgeComplaint, decideComplaint } from "~/domain/grievances/answer-complaint.server";
import {
  countOpenComplaints,
  findComplaintStatus,
  listOpenComplaints,
} from "~/domain/grievances/complaint-queue.server";
import { fileComplaint } from "~/domain/grievances/file-complaint.server";
import { sendComplaintSms } from "~/domain/grievances/send-complaint-sms.server";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { readQueueLengths } from "~/domain/moderation/queue-lengths.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

// Fresh limits for each send: these tests are about the SMS, not its limits (decision 103).
const limits = () => createRateLimits({ store: "memory" });

let testDb: TestDatabase;
let admin: { id: string };
let moderator: { id: string };
const profilesMade = profileMaker({ database: () => testDb, firstPhone: 7840000000 });
const complainants = profileMaker({ database: () => testDb, firstPhone: 7850000000 }).phones;

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = await profilesMade.newProfile("admin");
  moderator = await profilesMade.newProfile("moderator");
});
afterAll(async () => {
  await testDb.close();
});

const filedAt = new Date("2026-11-27T06:00:00Z");
const hours = (count: number) => new Date(filedAt.getTime() + count * 60 * 60 * 1000);

function file(overrides: Partial<Parameters<typeof fileComplaint>[1]> = {}) {
  return fileComplaint(testDb.db, {
    name: "Asha Verma",
    phone: complainants.next(),
    email: null,
    category: "review_about_me",
    text: "A review on my shop names my daughter; please remove her name.",
    link: null,
    language: "en",
    now: filedAt,
    ...overrides,
  });
}

async function smsOf(complaintId: string) {
  return testDb.db
    .select({ kind: complaintSms.kind, status: complaintSms.status })
    .from(complaintSms)
    .where(eq(complaintSms.complaintId, complaintId))
    .orderBy(complaintSms.createdAt);
}

describe("filing a complaint", () => {
  it("gives a ticket number at once, both deadlines, and its SMS in the same transaction", async () => {
    const filed = await file();
    expect(filed.ticketNumber).toMatch(/^RK-2026-\d{6}$/);
    expect(filed.acknowledgeBy).toEqual(hours(24));
    expect(filed.decideBy).toEqual(hours(24 * 15));
    expect(await smsOf(filed.complaintId)).toEqual([{ kind: "received", status: "pending" }]);
    const [audit] = await testDb.db
      .select({ type: auditEvents.type })
      .from(auditEvents)
      .where(eq(auditEvents.type, "complaint_filed"));
    expect(audit).toBeDefined();
  });

  it("numbers tickets one after another, never twice", async () => {
    const numbers = await Promise.all([file(), file(), file()]).then((all) =>
      all.map((one) => one.ticketNumber),
    );
    expect(new Set(numbers).size).toBe(3);
  });

  it("keeps nothing when the transaction fails: no ticket without its SMS", async () => {
    const before = await testDb.db.$count(complaints);
    // A category the table refuses makes the insert fail inside the transaction.
    await expect(file({ category: "bogus" as "other" })).rejects.toThrow();
    expect(await testDb.db.$count(complaints)).toBe(before);
  });

  it("sends its SMS after commit, once, with the number and the status page", async () => {
    const filed = await file({ language: "hi" });
    const sent: Array<{ to: string; body: string }> = [];
    const sms = { send: async (message: { to: string; body: string }) => void sent.push(message) };
    const outcome = await sendComplaintSms(testDb.db, {
      sms,
      limits: limits(),
      origin: "https://reviewkaro.in",
      complaintId: filed.complaintId,
    });
    expect(outcome).toEqual({ sent: 1, failed: 0, skipped: 0, waiting: 0 });
    expect(sent[0]?.body).toContain(filed.ticketNumber);
    expect(sent[0]?.body).toContain("https://reviewkaro.in/grievance/status");
    expect(sent[0]?.body).toContain("शिकायत");
    expect(await smsOf(filed.complaintId)).toEqual([{ kind: "received", status: "sent" }]);
    await sendComplaintSms(testDb.db, {
      sms,
      limits: limits(),
      origin: "x",
      complaintId: filed.complaintId,
    });
    expect(sent).toHaveLength(1);
  });

  it("leaves an SMS pending after a failed send and marks it failed after three tries", async () => {
    const filed = await file();
    const sms = {
      send: async () => {
        throw new Error("provider down");
      },
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await sendComplaintSms(testDb.db, {
        sms,
        limits: limits(),
        origin: "x",
        complaintId: filed.complaintId,
      });
    }
    expect(await smsOf(filed.complaintId)).toEqual([{ kind: "received", status: "failed" }]);
  });
});

describe("answering a complaint", () => {
  it("acknowledges once, then decides once, each with its SMS and audit row", async () => {
    const filed = await file();
    const complaintId = filed.complaintId;
    const acknowledge = { adminId: admin.id, complaintId, reply: "We are looking into it." };
    expect(await acknowledgeComplaint(testDb.db, { ...acknowledge, now: hours(2) })).toEqual({
      ok: true,
    });
    expect(await acknowledgeComplaint(testDb.db, { ...acknowledge, now: hours(3) })).toEqual({
      ok: false,
      reason: "already_answered",
    });
    const decide = { ...acknowledge, outcome: "upheld" as const, reply: "The name is removed." };
    expect(await decideComplaint(testDb.db, { ...decide, now: hours(30) })).toEqual({ ok: true });
    expect(await decideComplaint(testDb.db, { ...decide, now: hours(31) })).toEqual({
      ok: false,
      reason: "already_answered",
    });
    expect(await acknowledgeComplaint(testDb.db, { ...acknowledge, now: hours(32) })).toEqual({
      ok: false,
      reason: "already_answered",
    });
    expect((await smsOf(complaintId)).map((row) => row.kind)).toEqual([
      "received",
      "acknowledged",
      "decided",
    ]);
    const audits = await testDb.db
      .select({ type: auditEvents.type, profileId: auditEvents.profileId })
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, admin.id)));
    expect(audits).toEqual(
      expect.arrayContaining([
        { type: "complaint_acknowledged", profileId: admin.id },
        { type: "complaint_decided", profileId: admin.id },
      ]),
    );
    const [row] = await testDb.db.select().from(complaints).where(eq(complaints.id, complaintId));
    expect(row).toMatchObject({
      status: "decided",
      acknowledgedAt: hours(2),
      decidedAt: hours(30),
      outcome: "upheld",
      decision: "The name is removed.",
    });
  });

  it("decides a complaint never acknowledged, which stops both clocks", async () => {
    const filed = await file();
    const decided = await decideComplaint(testDb.db, {
      adminId: admin.id,
      complaintId: filed.complaintId,
      outcome: "rejected",
      reply: "The review is about the food, not about you.",
      now: hours(5),
    });
    expect(decided).toEqual({ ok: true });
    const [row] = await testDb.db
      .select({ acknowledgedAt: complaints.acknowledgedAt, by: complaints.acknowledgedBy })
      .from(complaints)
      .where(eq(complaints.id, filed.complaintId));
    expect(row).toEqual({ acknowledgedAt: hours(5), by: admin.id });
  });

  it("refuses a missing reply, a moderator and an unknown complaint, changing nothing", async () => {
    const filed = await file();
    const base = { complaintId: filed.complaintId, reply: "Looking into it" };
    expect(
      await acknowledgeComplaint(testDb.db, { ...base, adminId: admin.id, reply: "  " }),
    ).toEqual({ ok: false, reason: "reply_required" });
    expect(
      await acknowledgeComplaint(testDb.db, {
        ...base,
        adminId: admin.id,
        reply: "x".repeat(1001),
      }),
    ).toEqual({ ok: false, reason: "reply_too_long" });
    expect(await acknowledgeComplaint(testDb.db, { ...base, adminId: moderator.id })).toEqual({
      ok: false,
      reason: "not_admin",
    });
    expect(
      await acknowledgeComplaint(testDb.db, {
        ...base,
        adminId: admin.id,
        complaintId: "3c1d1c61-9a3e-4a52-9a56-0d8c5f2d1f00",
      }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(await smsOf(filed.complaintId)).toEqual([{ kind: "received", status: "pending" }]);
  });

  it("lets exactly one of two admins acknowledging at once win", async () => {
    const filed = await file();
    const answers = await Promise.all(
      [1, 2].map((n) =>
        acknowledgeComplaint(testDb.db, {
          adminId: admin.id,
          complaintId: filed.complaintId,
          reply: `Acknowledged ${n}`,
          now: hours(1),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect((await smsOf(filed.complaintId)).map((row) => row.kind)).toEqual([
      "received",
      "acknowledged",
    ]);
  });
});

describe("the status page's look-up", () => {
  it("finds a ticket only with the phone it was filed from", async () => {
    const phone = complainants.next();
    const filed = await file({ phone });
    const found = await findComplaintStatus(testDb.db, { ticketNumber: filed.ticketNumber, phone });
    expect(found).toMatchObject({ ticketNumber: filed.ticketNumber, status: "open" });
    expect(
      await findComplaintStatus(testDb.db, {
        ticketNumber: filed.ticketNumber,
        phone: complainants.next(),
      }),
    ).toBeNull();
    expect(
      await findComplaintStatus(testDb.db, { ticketNumber: "RK-2026-999999", phone }),
    ).toBeNull();
  });
});

describe("the admin's list and the queue gauges", () => {
  it("puts overdue complaints first, then by deadline, and counts them", async () => {
    const isolated = await createTestDatabase();
    try {
      const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * 60 * 1000);
      const one = (hoursAgo: number) =>
        fileComplaint(isolated.db, {
          name: "Ravi",
          phone: complainants.next(),
          email: "ravi@example.in",
          category: "payment",
          text: "My payout of five rupees never reached my UPI account.",
          link: null,
          language: "en",
          now: at(hoursAgo),
        });
      const fresh = await one(1);
      const overdue = await one(30);
      const older = await one(20);
      const acknowledgedLate = await one(10);
      const [adminHere] = await profileMaker({ database: () => isolated, firstPhone: 7860000000 })
        .newProfile("admin")
        .then((row) => [row]);
      if (!adminHere) throw new Error("no admin");
      await acknowledgeComplaint(isolated.db, {
        adminId: adminHere.id,
        complaintId: acknowledgedLate.complaintId,
        reply: "Checking with the payout provider.",
      });
      const list = await listOpenComplaints(isolated.db);
      expect(list.map((row) => row.ticketNumber)).toEqual([
        overdue.ticketNumber,
        older.ticketNumber,
        fresh.ticketNumber,
        acknowledgedLate.ticketNumber,
      ]);
      expect(await countOpenComplaints(isolated.db)).toEqual({ open: 4, overdue: 1 });
      // The admin's badge reads the same in the statement that reads every badge (decision 084),
      // with no status counter row yet in this database.
      expect(await adminCounts(isolated.db, { adminId: adminHere.id })).toMatchObject({
        openComplaints: 4,
        overdueComplaints: 1,
        openReports: 0,
        waitingAppeals: 0,
      });
      const lengths = await readQueueLengths(isolated.db);
      expect(lengths).toMatchObject({ open_complaints: 4, overdue_complaints: 1 });
    } finally {
      await isolated.close();
    }
  });
});
