import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import { acknowledgeComplaint, decideComplaint } from "~/domain/grievances/answer-complaint.server";
import { fileComplaint } from "~/domain/grievances/file-complaint.server";
import { sendComplaintSms } from "~/domain/grievances/send-complaint-sms.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

// Fresh limits for each send: these tests are about the SMS, not its limits (decision 103).
const limits = () => createRateLimits({ store: "memory" });

// What /grievance promises a complainant, read from the catalogue as the page shows it:
// grievance.formIntro ('a ticket number at once and an SMS at each step'), grievance.phoneHint
// ('We send your ticket number and each answer by SMS to this number'), grievance.filedText (the
// number, also sent by SMS), grievance.sms.received / acknowledged / decided (each step's SMS, in
// the language of the page it was filed on), policies.grievance.acknowledge.
let testDb: TestDatabase;
let admin: { id: string };
const made = profileMaker({ database: () => testDb, firstPhone: 7890000000 });
const phones = profileMaker({ database: () => testDb, firstPhone: 7890500000 }).phones;

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = await made.newProfile("admin");
});
afterAll(async () => {
  await testDb.close();
});

const origin = "https://reviewkaro.in";
const statusLink = `${origin}/grievance/status`;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), text);

describe("a complaint's promises", () => {
  for (const [language, catalogue] of [
    ["en", en],
    ["hi", hi],
  ] as const) {
    it(`gives the ticket at once and an SMS to the given number at each step (${language})`, async () => {
      expect(en.grievance.formIntro).toContain("ticket number at once and an SMS at each step");
      expect(en.grievance.phoneHint).toContain("each answer by SMS to this number");
      expect(en.policies.grievance.acknowledge).toContain("tell you by SMS each time");
      const phone = phones.next();
      const filed = await fileComplaint(testDb.db, {
        name: "Kavita Rao",
        phone,
        email: null,
        category: "account",
        text: "I cannot sign in to my account after changing my phone.",
        link: null,
        language,
      });
      // grievance.filedText: the number is given at once (the page shows it from this answer).
      expect(filed.ticketNumber).toMatch(/^RK-\d{4}-\d{6}$/);
      const sent: { to: string; body: string }[] = [];
      const sms = {
        send: async (message: { to: string; body: string }) =>
          void sent.push({ to: message.to, body: message.body }),
      };
      await sendComplaintSms(testDb.db, {
        sms,
        limits: limits(),
        origin,
        complaintId: filed.complaintId,
      });
      const ticket = filed.ticketNumber;
      await acknowledgeComplaint(testDb.db, {
        adminId: admin.id,
        complaintId: filed.complaintId,
        reply: "We are looking into it.",
      });
      await sendComplaintSms(testDb.db, {
        sms,
        limits: limits(),
        origin,
        complaintId: filed.complaintId,
      });
      await decideComplaint(testDb.db, {
        adminId: admin.id,
        complaintId: filed.complaintId,
        reply: "Your sign-in works again.",
        outcome: "resolved",
      });
      await sendComplaintSms(testDb.db, {
        sms,
        limits: limits(),
        origin,
        complaintId: filed.complaintId,
      });
      expect(sent).toEqual([
        { to: phone, body: fill(catalogue.grievance.sms.received, { ticket, link: statusLink }) },
        {
          to: phone,
          body: fill(catalogue.grievance.sms.acknowledged, { ticket, link: statusLink }),
        },
        {
          to: phone,
          body: fill(catalogue.grievance.sms.decided, {
            ticket,
            link: statusLink,
            outcome: catalogue.grievance.outcomes.resolved,
          }),
        },
      ]);
    });
  }
});
