import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import { acknowledgeComplaint } from "~/domain/grievances/answer-complaint.server";
import {
  countOpenComplaints,
  listOpenComplaints,
} from "~/domain/grievances/complaint-queue.server";
import { fileComplaint } from "~/domain/grievances/file-complaint.server";
import { sendComplaintSms } from "~/domain/grievances/send-complaint-sms.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { complaintsSection } from "~/routes/admin-dashboard/complaints.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

// Fresh limits for each send: these tests are about the SMS, not its limits (decision 103).
const limits = () => createRateLimits({ store: "memory" });

// IT Rules 2021 r.3(2)(b) (decision 095): content impersonating the complainant, or showing them
// in a morphed or intimate image, is removed or blocked within 24 hours of the complaint. The
// pages say so (policies.grievance.acknowledge, policies.privacy.sections.complaints.text,
// grievance.impersonationNote, grievance.sms.receivedUrgent); the queue keeps that clock.
let testDb: TestDatabase;
let admin: { id: string };
const made = profileMaker({ database: () => testDb, firstPhone: 7870000000 });
const complainants = profileMaker({ database: () => testDb, firstPhone: 7880000000 }).phones;

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = await made.newProfile("admin");
});
afterAll(async () => {
  await testDb.close();
});

const filedAt = new Date("2026-11-27T06:00:00Z");
const hours = (count: number) => new Date(filedAt.getTime() + count * 60 * 60 * 1000);

function file(category: "impersonation" | "payment", language = "en") {
  return fileComplaint(testDb.db, {
    name: "Meera Joshi",
    phone: complainants.next(),
    email: null,
    category,
    text: "A review on this page uses my photo, edited, and pretends to be written by me.",
    link: null,
    language,
    now: filedAt,
  });
}

describe("an impersonation or intimate-image complaint", () => {
  it("must be acted on within 24 hours, and its ticket SMS says so in the person's language", async () => {
    const filed = await file("impersonation", "hi");
    expect(filed.acknowledgeBy).toEqual(hours(24));
    expect(filed.decideBy).toEqual(hours(24));
    const sent: string[] = [];
    await sendComplaintSms(testDb.db, {
      limits: limits(),
      sms: { send: async (message) => void sent.push(message.body) },
      origin: "https://reviewkaro.in",
      complaintId: filed.complaintId,
    });
    expect(sent).toEqual([
      hi.grievance.sms.receivedUrgent
        .replace("{{ticket}}", filed.ticketNumber)
        .replace("{{link}}", "https://reviewkaro.in/grievance/status"),
    ]);
    // The promise the pages make is the 24 hours this clock keeps.
    expect(en.policies.grievance.acknowledge).toContain("within 24 hours");
    expect(en.policies.privacy.sections.complaints.text).toContain("within 24 hours");
    expect(en.grievance.impersonationNote).toContain("within 24 hours");
  });

  it("comes first in the queue and is overdue 24 hours after filing, acknowledged or not", async () => {
    const ordinary = await file("payment");
    const urgent = await file("impersonation");
    await acknowledgeComplaint(testDb.db, {
      adminId: admin.id,
      complaintId: urgent.complaintId,
      reply: "We are removing it now.",
      now: hours(1),
    });
    await acknowledgeComplaint(testDb.db, {
      adminId: admin.id,
      complaintId: ordinary.complaintId,
      reply: "We are looking into it.",
      now: hours(1),
    });
    const queue = (await listOpenComplaints(testDb.db)).map((complaint) => complaint.id);
    expect(queue.indexOf(urgent.complaintId)).toBeLessThan(queue.indexOf(ordinary.complaintId));
    const before = await countOpenComplaints(testDb.db, { now: hours(23) });
    const after = await countOpenComplaints(testDb.db, { now: hours(25) });
    expect(after.overdue - before.overdue).toBeGreaterThanOrEqual(1);

    const tab = await complaintsSection(testDb.db, { language: "en", now: hours(25) });
    const row = tab.complaints.list.find(
      (complaint) => complaint.ticketNumber === urgent.ticketNumber,
    );
    expect(row?.overdue).toBe(true);
    expect(row?.clocks[1]?.label).toBe(en.grievance.removeClock);
    expect(row?.clocks[1]?.state).toBe("overdue");
    expect(row?.about).toContain(en.grievance.categories.impersonation);
    const other = tab.complaints.list.find(
      (complaint) => complaint.ticketNumber === ordinary.ticketNumber,
    );
    expect(other?.overdue).toBe(false);
    expect(other?.clocks[1]?.label).toBe(en.grievance.decideClock);
  });
});

describe("a complaint filed for someone else", () => {
  it("keeps whom it is for and shows it to the admin (a nominee, IT Rules 3(2)(b) 'on his behalf')", async () => {
    const filed = await fileComplaint(testDb.db, {
      name: "Sunita Verma",
      phone: complainants.next(),
      email: null,
      onBehalfOf: "Ramesh Verma, +91 98260 00000 (my late father; I am his nominee)",
      category: "personal_data",
      text: "Please delete my late father's account and its data; I am his nominee.",
      link: null,
      language: "en",
      now: filedAt,
    });
    const tab = await complaintsSection(testDb.db, { language: "en", now: hours(1) });
    const row = tab.complaints.list.find((c) => c.ticketNumber === filed.ticketNumber);
    expect(row?.from).toContain(
      en.grievanceAdmin.onBehalfOf.replace("{{who}}", "Ramesh Verma, +91 98260 00000"),
    );
    // The form says it may be done (grievance.onBehalfOf, grievance.onBehalfOfHint).
    expect(en.grievance.onBehalfOfHint).toContain("nominee");
  });
});
