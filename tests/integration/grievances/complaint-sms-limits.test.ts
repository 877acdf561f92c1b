import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import { complaintSms, complaints } from "~/db/schema";
import { acknowledgeComplaint } from "~/domain/grievances/answer-complaint.server";
import { fileComplaint } from "~/domain/grievances/file-complaint.server";
import { sendComplaintSms } from "~/domain/grievances/send-complaint-sms.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

// Issue 45 point 5, decision 103: the anonymous form sent 8 SMS to one stranger's number from 8
// networks. A number gets at most 4 complaint SMS a day, all of them count in the hourly SMS
// budget, and past either the complaint is still filed while its SMS is skipped, never retried.
let testDb: TestDatabase;
let admin: { id: string };
const made = profileMaker({ database: () => testDb, firstPhone: 7891000000 });
const phones = profileMaker({ database: () => testDb, firstPhone: 7891500000 }).phones;

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = await made.newProfile("admin");
});
afterAll(async () => {
  await testDb.close();
});

function file(phone: string, now?: Date) {
  return fileComplaint(testDb.db, {
    name: "Someone",
    phone,
    email: null,
    category: "other",
    text: "A complaint typed by whoever holds the form.",
    link: null,
    language: "en",
    ...(now ? { now } : {}),
  });
}

async function statusOf(complaintId: string, kind = "received") {
  const rows = await testDb.db
    .select({ kind: complaintSms.kind, status: complaintSms.status })
    .from(complaintSms)
    .where(eq(complaintSms.complaintId, complaintId));
  return rows.find((row) => row.kind === kind)?.status;
}

function outbox() {
  const sent: string[] = [];
  return { sent, sms: { send: async (message: { to: string }) => void sent.push(message.to) } };
}

describe("complaint SMS to one number", () => {
  it("sends 4 a day; the 5th complaint is filed with its ticket and its SMS skipped for good", async () => {
    const limits = createRateLimits({ store: "memory" });
    const { sent, sms } = outbox();
    const stranger = phones.next();
    const filed = [];
    for (let count = 0; count < 8; count += 1) {
      const one = await file(stranger);
      filed.push(one);
      await sendComplaintSms(testDb.db, { sms, limits, origin: "x", complaintId: one.complaintId });
    }
    expect(sent).toEqual([stranger, stranger, stranger, stranger]);
    // Every complaint is kept, each with its own ticket.
    expect(new Set(filed.map((one) => one.ticketNumber)).size).toBe(8);
    const kept = await testDb.db.$count(complaints, eq(complaints.phone, stranger));
    expect(kept).toBe(8);
    expect(await statusOf(filed[3]?.complaintId ?? "")).toBe("sent");
    // The page learns it from the send after commit and shows grievance.filedTextNoSms.
    const ninth = await file(stranger);
    const outcome = await sendComplaintSms(testDb.db, {
      sms,
      limits,
      origin: "x",
      complaintId: ninth.complaintId,
    });
    expect(outcome).toMatchObject({ sent: 0, skipped: 1 });
    expect(en.grievance.filedTextNoSms).toContain("could not send it by SMS");
    expect(hi.grievance.filedTextNoSms).toContain("SMS से नहीं भेज सके");
    expect(await statusOf(filed[4]?.complaintId ?? "")).toBe("skipped");
    // The job that retries never picks a skipped SMS up again.
    const later = new Date(Date.now() + 10 * 60 * 1000);
    await sendComplaintSms(testDb.db, { sms, limits, origin: "x", now: later });
    expect(sent).toHaveLength(4);
    expect(await statusOf(filed[7]?.complaintId ?? "")).toBe("skipped");
    // Another number is not held up by this one.
    const other = await file(phones.next());
    await sendComplaintSms(testDb.db, { sms, limits, origin: "x", complaintId: other.complaintId });
    expect(sent).toHaveLength(5);
  });

  it("a later SMS follows its complaint: sent for a genuine complainant, skipped for a flooded stranger", async () => {
    const limits = createRateLimits({ store: "memory" });
    const { sent, sms } = outbox();
    const number = phones.next();
    const filed = [];
    for (let count = 0; count < 5; count += 1) {
      const one = await file(number);
      filed.push(one);
      await sendComplaintSms(testDb.db, { sms, limits, origin: "x", complaintId: one.complaintId });
    }
    expect(sent).toHaveLength(4);
    // Staff acknowledge the first (its first SMS went out) and the fifth (its SMS was skipped).
    for (const one of [filed[0], filed[4]]) {
      const complaintId = one?.complaintId ?? "";
      await acknowledgeComplaint(testDb.db, { adminId: admin.id, complaintId, reply: "Seen." });
      await sendComplaintSms(testDb.db, { sms, limits, origin: "x", complaintId });
    }
    expect(await statusOf(filed[0]?.complaintId ?? "", "acknowledged")).toBe("sent");
    expect(await statusOf(filed[4]?.complaintId ?? "", "acknowledged")).toBe("skipped");
    expect(sent).toHaveLength(5);
  });
});

describe("complaint SMS and the hourly SMS budget", () => {
  it("count in it, and a spent budget stops them while the complaint is still filed", async () => {
    const limits = createRateLimits({ store: "memory", smsPerHour: 3 });
    const { sent, sms } = outbox();
    // Two OTP codes spend part of the hour's budget; complaint SMS take the rest.
    expect((await limits.otpSend({ phone: phones.next(), purpose: "signup" })).ok).toBe(true);
    const first = await file(phones.next());
    await sendComplaintSms(testDb.db, { sms, limits, origin: "x", complaintId: first.complaintId });
    expect(sent).toHaveLength(1);
    const second = await file(phones.next());
    await sendComplaintSms(testDb.db, {
      sms,
      limits,
      origin: "x",
      complaintId: second.complaintId,
    });
    expect(sent).toHaveLength(2);
    // The budget is spent: an OTP is refused, and so is the next complaint's SMS.
    expect((await limits.otpSend({ phone: phones.next(), purpose: "signup" })).ok).toBe(false);
    const third = await file(phones.next());
    expect(third.ticketNumber).toMatch(/^RK-\d{4}-\d{6}$/);
    await sendComplaintSms(testDb.db, { sms, limits, origin: "x", complaintId: third.complaintId });
    expect(sent).toHaveLength(2);
    expect(await statusOf(third.complaintId)).toBe("skipped");
  });

  it("a genuine complainant's later SMS waits for a later hour rather than being lost", async () => {
    const spent = createRateLimits({ store: "memory", smsPerHour: 1 });
    const { sent, sms } = outbox();
    const filed = await file(phones.next());
    await sendComplaintSms(testDb.db, {
      sms,
      limits: spent,
      origin: "x",
      complaintId: filed.complaintId,
    });
    expect(sent).toHaveLength(1);
    const complaintId = filed.complaintId;
    await acknowledgeComplaint(testDb.db, { adminId: admin.id, complaintId, reply: "Seen." });
    await sendComplaintSms(testDb.db, { sms, limits: spent, origin: "x", complaintId });
    expect(await statusOf(complaintId, "acknowledged")).toBe("pending");
    // A new hour (a fresh budget): the job sends it.
    const nextHour = createRateLimits({ store: "memory", smsPerHour: 1 });
    await sendComplaintSms(testDb.db, { sms, limits: nextHour, origin: "x", complaintId });
    expect(await statusOf(complaintId, "acknowledged")).toBe("sent");
    expect(sent).toHaveLength(2);
  });

  it("a later SMS the budget refuses for a whole day is skipped then, never sent", async () => {
    const spent = createRateLimits({ store: "memory", smsPerHour: 1 });
    const { sent, sms } = outbox();
    const { complaintId } = await file(phones.next());
    await sendComplaintSms(testDb.db, { sms, limits: spent, origin: "x", complaintId });
    await acknowledgeComplaint(testDb.db, { adminId: admin.id, complaintId, reply: "Seen." });
    expect(
      await sendComplaintSms(testDb.db, { sms, limits: spent, origin: "x", complaintId }),
    ).toEqual({ sent: 0, failed: 0, skipped: 0, waiting: 1 });
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(
      await sendComplaintSms(testDb.db, {
        sms,
        limits: spent,
        origin: "x",
        complaintId,
        now: dayLater,
      }),
    ).toEqual({ sent: 0, failed: 0, skipped: 1, waiting: 0 });
    expect(await statusOf(complaintId, "acknowledged")).toBe("skipped");
    expect(sent).toHaveLength(1);
  });
});
