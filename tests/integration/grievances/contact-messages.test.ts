import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, contactMessages } from "~/db/schema";
import {
  CONTACT_MESSAGES_SHOWN,
  countWaitingContactMessages,
  listWaitingContactMessages,
  markContactMessageAnswered,
  storeContactMessage,
} from "~/domain/grievances/contact-messages.server";
import { applyRetention } from "~/domain/privacy/apply-retention.server";
import { retentionDays } from "~/domain/privacy/retention";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

/*
 * contact.intro ('Write to us and we will reply') and contact.sentText ('We will get back to you
 * shortly'), decision 099: a message is kept, waits on the admin's list oldest first until it is
 * marked answered, and is deleted a year after it arrived.
 */
let testDb: TestDatabase;
let admin: { id: string };
let moderator: { id: string };
const profilesMade = profileMaker({ database: () => testDb, firstPhone: 7860000000 });

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = await profilesMade.newProfile("admin");
  moderator = await profilesMade.newProfile("moderator");
});
afterAll(async () => {
  await testDb.close();
});

const arrived = new Date("2026-11-20T06:00:00Z");
const hours = (count: number) => new Date(arrived.getTime() + count * 60 * 60 * 1000);

function send(message: string, now: Date, language: "en" | "hi" = "en") {
  return storeContactMessage(testDb.db, {
    fullName: "Meera Joshi",
    email: "meera@example.com",
    message,
    language,
    ip: "203.0.113.9",
    now,
  });
}

describe("messages from the contact page", () => {
  it("are kept as written, wait oldest first, and count as late after 48 hours", async () => {
    const first = await send("Do you work in Sagar?", hours(0));
    const second = await send("सागर में कैंपेन?", hours(30), "hi");
    const waiting = await listWaitingContactMessages(testDb.db);
    expect(waiting.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(waiting[1]).toMatchObject({ message: "सागर में कैंपेन?", language: "hi" });
    expect(await countWaitingContactMessages(testDb.db, { now: hours(47) })).toEqual({
      waiting: 2,
      late: 0,
    });
    expect(await countWaitingContactMessages(testDb.db, { now: hours(48) })).toEqual({
      waiting: 2,
      late: 1,
    });
    const [received] = await testDb.db
      .select({ ip: auditEvents.ip })
      .from(auditEvents)
      .where(eq(auditEvents.type, "contact_message_received"))
      .limit(1);
    expect(received?.ip).toBe("203.0.113.9");
  });

  it("leave the list once the admin marks them answered, once, and only the admin", async () => {
    const [oldest] = await listWaitingContactMessages(testDb.db);
    if (!oldest) throw new Error("no message waits");
    expect(
      await markContactMessageAnswered(testDb.db, { adminId: moderator.id, messageId: oldest.id }),
    ).toEqual({ ok: false, reason: "not_admin" });
    expect(
      await markContactMessageAnswered(testDb.db, { adminId: admin.id, messageId: "nope" }),
    ).toEqual({ ok: false, reason: "not_found" });
    const at = hours(50);
    expect(
      await markContactMessageAnswered(testDb.db, {
        adminId: admin.id,
        messageId: oldest.id,
        now: at,
      }),
    ).toEqual({ ok: true });
    expect(
      await markContactMessageAnswered(testDb.db, { adminId: admin.id, messageId: oldest.id }),
    ).toEqual({ ok: false, reason: "already_answered" });
    const [row] = await testDb.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, oldest.id));
    expect(row).toMatchObject({ answeredAt: at, answeredBy: admin.id });
    expect((await listWaitingContactMessages(testDb.db)).map((m) => m.id)).not.toContain(oldest.id);
    expect((await countWaitingContactMessages(testDb.db, { now: at })).waiting).toBe(1);
  });

  it(`shows the oldest ${CONTACT_MESSAGES_SHOWN} and counts the rest`, async () => {
    for (let i = 0; i < CONTACT_MESSAGES_SHOWN; i += 1) await send(`Question ${i}`, hours(60 + i));
    expect(await listWaitingContactMessages(testDb.db)).toHaveLength(CONTACT_MESSAGES_SHOWN);
    expect((await countWaitingContactMessages(testDb.db)).waiting).toBe(CONTACT_MESSAGES_SHOWN + 1);
  });

  it(`are deleted ${retentionDays.contactMessages} days after they arrived, answered or not`, async () => {
    const all = await testDb.db.select({ id: contactMessages.id }).from(contactMessages);
    const day = 24 * 60 * 60 * 1000;
    const justBefore = new Date(arrived.getTime() + retentionDays.contactMessages * day);
    expect((await applyRetention(testDb.db, { now: justBefore })).contactMessages).toBe(0);
    // A second later the first message (answered) is due; the one 30 hours younger is not.
    const outcome = await applyRetention(testDb.db, { now: new Date(justBefore.getTime() + 1000) });
    expect(outcome.contactMessages).toBe(1);
    const later = new Date(justBefore.getTime() + 31 * 60 * 60 * 1000);
    expect((await applyRetention(testDb.db, { now: later })).contactMessages).toBe(1);
    const left = await testDb.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(left).toHaveLength(all.length - 2);
  });
});
