import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession } from "~/auth/session.server";
import { auditEvents, breaches, breachNotices, profiles } from "~/db/schema";
import { countAffected } from "~/domain/breach/affected-people.server";
import {
  acknowledgeNotice,
  findUnreadNotice,
  listBreaches,
  listPublicNotices,
} from "~/domain/breach/breach-notices.server";
import { notifyBreach, recordBoardReport } from "~/domain/breach/notify-breach.server";
import { type BreachRecordInput, recordBreach } from "~/domain/breach/record-breach.server";
import { sendBreachSms } from "~/domain/breach/send-breach-sms.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import type { SmsProvider } from "~/notifications/sms";
import { unreadBreachBanner } from "~/routes/breach-notice/banner.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

// DPDP Rules 2025 r.7(1) (decision 095): each affected person is told once, in their language,
// by SMS after the commit and on their next visit until they acknowledge it, as /breach says
// (breach.intro); the SMS is breach.sms, and 'we have recorded that you read the notice'
// (breach.acknowledgedTitle) is the acknowledgement's row and audit event.
let testDb: TestDatabase;
let admin: { id: string };
const made = profileMaker({ database: () => testDb, firstPhone: 7860000000 });

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = await made.newProfile("admin");
});
afterAll(async () => {
  await testDb.close();
});

const origin = "https://reviewkaro.example";
const found = new Date("2026-11-28T04:00:00Z");

function breachOf(people: Partial<BreachRecordInput> = {}): BreachRecordInput {
  return {
    occurredAt: new Date("2026-11-27T20:00:00Z"),
    discoveredAt: found,
    nature: "A backup of the database was readable from the internet.",
    extent: "Accounts of one city; no passwords.",
    dataAffected: "Names and mobile numbers.",
    scope: "all",
    city: null,
    listed: null,
    windowFrom: null,
    windowTo: null,
    noticeEn: {
      description: "A backup was readable from the internet for 6 hours on 27 November.",
      consequences: "Someone may call or message you pretending to be us.",
      measures: "We closed the access and changed every key.",
      safety: "Do not share a one-time code with anyone.",
    },
    noticeHi: {
      description: "27 नवंबर को 6 घंटे तक एक बैकअप इंटरनेट से पढ़ा जा सकता था।",
      consequences: "कोई हमारे नाम से आपको कॉल या मैसेज कर सकता है।",
      measures: "हमने पहुँच बंद की और हर चाबी बदल दी।",
      safety: "किसी के साथ वन-टाइम कोड साझा न करें।",
    },
    contact: "Grievance Officer, grievance@reviewkaro.example",
    ...people,
  };
}

/** A sender that keeps what it sent, and fails for the numbers it is told to. */
function fakeSms(failFor: Set<string> = new Set()) {
  const sent: { to: string; body: string }[] = [];
  const sender: SmsProvider = {
    async send(message) {
      if (failFor.has(message.to)) throw new Error("provider down");
      sent.push({ to: message.to, body: message.body });
    },
  };
  return { sent, sender };
}

async function record(people: Partial<BreachRecordInput>) {
  const recorded = await recordBreach(testDb.db, { adminId: admin.id, breach: breachOf(people) });
  if (!recorded.ok) throw new Error(recorded.reason);
  return recorded.breachId;
}

async function noticesOf(breachId: string) {
  return testDb.db
    .select()
    .from(breachNotices)
    .where(eq(breachNotices.breachId, breachId))
    .orderBy(breachNotices.createdAt);
}

describe("a breach's notices", () => {
  it("reach each affected person once, in their language, and the SMS leaves only after commit", async () => {
    const hindi = await made.newProfile("user", { city: "Sagar", language: "hi" });
    const noLanguage = await made.newProfile("business", { city: "Sagar" });
    const elsewhere = await made.newProfile("user", { city: "Rewa", language: "hi" });
    const erased = await made.newProfile("user", { city: "Sagar", erasedAt: new Date() });
    const breachId = await record({ scope: "city", city: "Sagar" });
    expect(await countAffected(testDb.db, breachOf({ scope: "city", city: "Sagar" }))).toBe(2);
    // Recording tells nobody.
    expect(await noticesOf(breachId)).toEqual([]);

    const sms = fakeSms();
    const notified = await notifyBreach(testDb.db, { adminId: admin.id, breachId, now: found });
    expect(notified).toEqual({ ok: true, breachId, notified: 2 });
    // The transaction wrote the outbox and sent nothing: SMS go after its commit.
    expect(sms.sent).toEqual([]);
    const notices = await noticesOf(breachId);
    expect(notices.map((n) => [n.profileId, n.language, n.smsStatus]).sort()).toEqual(
      [
        [hindi.id, "hi", "pending"],
        [noLanguage.id, "en", "pending"],
      ].sort(),
    );
    expect(notices.map((n) => n.profileId)).not.toContain(elsewhere.id);
    expect(notices.map((n) => n.profileId)).not.toContain(erased.id);

    expect(await sendBreachSms(testDb.db, { sms: sms.sender, origin, breachId })).toEqual({
      sent: 2,
      failed: 0,
    });
    const link = `${origin}/breach`;
    expect(sms.sent).toContainEqual({
      to: hindi.phone,
      body: hi.breach.sms.replace("{{link}}", link),
    });
    expect(sms.sent).toContainEqual({
      to: noLanguage.phone,
      body: en.breach.sms.replace("{{link}}", link),
    });
    const [row] = await testDb.db.select().from(breaches).where(eq(breaches.id, breachId));
    expect(row).toMatchObject({ notifiedAt: found, notifiedCount: 2 });
    const [listed] = (await listBreaches(testDb.db)).filter((one) => one.id === breachId);
    expect(listed).toMatchObject({ smsSent: 2, smsFailed: 0, acknowledged: 0 });
  });

  it("are written once however often the admin confirms or the sender retries", async () => {
    const person = await made.newProfile("user", { city: "Satna", language: "hi" });
    const breachId = await record({ scope: "city", city: "Satna" });
    const answers = await Promise.all([
      notifyBreach(testDb.db, { adminId: admin.id, breachId }),
      notifyBreach(testDb.db, { adminId: admin.id, breachId }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      { ok: false, reason: "already_notified" },
    ]);
    expect(await notifyBreach(testDb.db, { adminId: admin.id, breachId })).toEqual({
      ok: false,
      reason: "already_notified",
    });
    // A notified breach's notice no longer changes.
    expect(
      await recordBreach(testDb.db, { adminId: admin.id, breachId, breach: breachOf() }),
    ).toEqual({ ok: false, reason: "already_notified" });
    const sms = fakeSms();
    await sendBreachSms(testDb.db, { sms: sms.sender, origin, breachId });
    await sendBreachSms(testDb.db, { sms: sms.sender, origin, breachId });
    expect(sms.sent.map((message) => message.to)).toEqual([person.phone]);
    expect(await noticesOf(breachId)).toHaveLength(1);
  });

  it("retry a failed SMS from the job, up to three tries, never twice once sent", async () => {
    const person = await made.newProfile("user", { city: "Dewas", language: "en" });
    const breachId = await record({ scope: "city", city: "Dewas" });
    await notifyBreach(testDb.db, { adminId: admin.id, breachId, now: found });
    const down = fakeSms(new Set([person.phone]));
    expect(await sendBreachSms(testDb.db, { sms: down.sender, origin, breachId })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [failedOnce] = await noticesOf(breachId);
    expect(failedOnce).toMatchObject({ smsStatus: "pending", smsAttempts: 1 });
    const up = fakeSms();
    const later = new Date(found.getTime() + 3 * 60_000);
    // The job takes what the page left, older than its own send could take.
    await sendBreachSms(testDb.db, { sms: up.sender, origin, now: later });
    await sendBreachSms(testDb.db, { sms: up.sender, origin, now: later });
    expect(up.sent.filter((message) => message.to === person.phone)).toHaveLength(1);
    const [sent] = await noticesOf(breachId);
    expect(sent).toMatchObject({ smsStatus: "sent", smsAttempts: 2 });
  });

  it("never reach an account erased after its notice was written: its SMS is marked failed", async () => {
    const person = await made.newProfile("user", { language: "en" });
    const breachId = await record({ scope: "list", listed: [person.id] });
    await notifyBreach(testDb.db, { adminId: admin.id, breachId, now: found });
    await testDb.db
      .update(profiles)
      .set({ erasedAt: new Date() })
      .where(eq(profiles.id, person.id));
    const sms = fakeSms();
    expect(await sendBreachSms(testDb.db, { sms: sms.sender, origin, breachId })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(sms.sent).toEqual([]);
    const [notice] = await noticesOf(breachId);
    expect(notice).toMatchObject({ smsStatus: "failed", smsAttempts: 0 });
  });

  it("reach a listed person once whether named by id or phone, and a window's sign-ins", async () => {
    const listed = await made.newProfile("user", { language: "hi" });
    const other = await made.newProfile("user");
    const signedIn = await made.newProfile("user");
    const byList = await record({
      scope: "list",
      listed: [listed.id, listed.phone.replace("+91", ""), "not a number"],
    });
    expect((await notifyBreach(testDb.db, { adminId: admin.id, breachId: byList })).ok).toBe(true);
    expect((await noticesOf(byList)).map((n) => n.profileId)).toEqual([listed.id]);
    await testDb.db.insert(auditEvents).values([
      { type: "login", profileId: signedIn.id, createdAt: new Date("2026-11-20T10:00:00Z") },
      { type: "login", profileId: other.id, createdAt: new Date("2026-11-25T10:00:00Z") },
    ]);
    const byWindow = await record({
      scope: "window",
      windowFrom: new Date("2026-11-20T00:00:00Z"),
      windowTo: new Date("2026-11-21T00:00:00Z"),
    });
    await notifyBreach(testDb.db, { adminId: admin.id, breachId: byWindow });
    expect((await noticesOf(byWindow)).map((n) => n.profileId)).toEqual([signedIn.id]);
  });

  it("wait on the person's next visit in their language until acknowledged, which is recorded", async () => {
    const person = await made.newProfile("user", { city: "Ratlam", language: "hi" });
    const stranger = await made.newProfile("user", { city: "Ujjain" });
    const breachId = await record({ scope: "city", city: "Ratlam" });
    await notifyBreach(testDb.db, { adminId: admin.id, breachId });
    const banner = await unreadBreachBanner(testDb.db, { profileId: person.id, language: "hi" });
    expect(banner).toEqual({
      href: `/breach#breach-${breachId}`,
      title: hi.breach.bannerTitle,
      text: hi.breach.bannerText,
      read: hi.breach.bannerRead,
    });
    expect(await findUnreadNotice(testDb.db, { profileId: stranger.id })).toBeNull();
    // The session says a notice waits, so the root loader reads it (and only then).
    const session = await createSession(testDb.db, { profileId: person.id });
    const unread = async () => (await findSession(testDb.db, session))?.unread.breachNotice;
    expect(await unread()).toBe(true);
    const strangers = await createSession(testDb.db, { profileId: stranger.id });
    expect((await findSession(testDb.db, strangers))?.unread.breachNotice).toBe(false);
    expect(await acknowledgeNotice(testDb.db, { profileId: stranger.id, breachId })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await acknowledgeNotice(testDb.db, { profileId: person.id, breachId })).toEqual({
      ok: true,
    });
    expect(await unread()).toBe(false);
    expect(await acknowledgeNotice(testDb.db, { profileId: person.id, breachId })).toEqual({
      ok: true,
    });
    const [notice] = await noticesOf(breachId);
    expect(notice?.acknowledgedAt).toBeInstanceOf(Date);
    expect(
      await unreadBreachBanner(testDb.db, { profileId: person.id, language: "hi" }),
    ).toBeNull();
    const events = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, "breach_notice_acknowledged"));
    expect(events.filter((event) => event.profileId === person.id)).toHaveLength(1);
    // The record counts the reading (and the SMS: none was sent in this test).
    const [recorded] = (await listBreaches(testDb.db)).filter((row) => row.id === breachId);
    expect(recorded).toMatchObject({ notifiedCount: 1, acknowledged: 1, smsSent: 0, smsFailed: 0 });
    // The full notice is on /breach, where the SMS points.
    expect((await listPublicNotices(testDb.db)).map((n) => n.id)).toContain(breachId);
  });

  it("are recorded and sent by the admin only, and keep the Board's report", async () => {
    const moderator = await made.newProfile("moderator");
    expect(await recordBreach(testDb.db, { adminId: moderator.id, breach: breachOf() })).toEqual({
      ok: false,
      reason: "not_admin",
    });
    const breachId = await record({ scope: "list", listed: ["+910000000000"] });
    expect(await notifyBreach(testDb.db, { adminId: moderator.id, breachId })).toEqual({
      ok: false,
      reason: "not_admin",
    });
    const toldAt = new Date("2026-11-29T04:00:00Z");
    expect(
      await recordBoardReport(testDb.db, {
        adminId: admin.id,
        breachId,
        toldAt,
        reference: "DPB/2026/123",
      }),
    ).toEqual({ ok: true });
    const [row] = await testDb.db.select().from(breaches).where(eq(breaches.id, breachId));
    expect(row).toMatchObject({ boardToldAt: toldAt, boardReference: "DPB/2026/123" });
  });
});
