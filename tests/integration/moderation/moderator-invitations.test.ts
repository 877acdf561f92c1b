import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import { teamMembers } from "~/db/schema";
import { findInvitation } from "~/domain/moderation/invitation-token.server";
import { inviteModerator, removeModerator } from "~/domain/moderation/manage-team.server";
import {
  dismissModeratorWelcome,
  showsModeratorWelcome,
} from "~/domain/moderation/moderator-welcome.server";
import {
  type InvitationSmsLimits,
  sendModeratorInvitations,
} from "~/domain/moderation/send-invitations.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import type { SmsMessage } from "~/notifications/sms";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

// Issue 46, point 6 (decision 110): an invited moderator is told by SMS, in the language the admin
// chose, with a link whose token makes /signup say they join the team; within the SMS limits.
let testDb: TestDatabase;
let admin: { id: string };
const made = profileMaker({ database: () => testDb, firstPhone: 7892000000 });
const phones = profileMaker({ database: () => testDb, firstPhone: 7892500000 }).phones;
const secret = "test-secret-of-this-server";
const origin = "https://reviewkaro.example";
const NOW = new Date("2026-11-29T10:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = await made.newProfile("admin");
});
afterAll(async () => {
  await testDb.close();
});

function outbox(options: { fails?: boolean } = {}) {
  const sent: SmsMessage[] = [];
  return {
    sent,
    async send(message: SmsMessage) {
      if (options.fails) throw new Error("provider down");
      sent.push(message);
    },
  };
}

const allow: InvitationSmsLimits = { invitationSms: async () => ({ ok: true }) };
const refuse: InvitationSmsLimits = { invitationSms: async () => ({ ok: false }) };

async function invite(phone: string, language?: "en" | "hi", now = NOW) {
  expect(
    await inviteModerator(testDb.db, {
      adminId: admin.id,
      phone,
      now,
      ...(language ? { language } : {}),
    }),
  ).toEqual({ ok: true });
}

async function smsState(phone: string) {
  const [row] = await testDb.db
    .select({ status: teamMembers.inviteSmsStatus, attempts: teamMembers.inviteSmsAttempts })
    .from(teamMembers)
    .where(eq(teamMembers.phone, phone));
  return row;
}

function tokenOf(body: string): string {
  const match = /\?invite=([\w.-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no invitation link in: ${body}`);
  return match[1];
}

describe("the invitation SMS", () => {
  it("leaves after commit in Hindi when the admin chose Hindi, with a sign-up link that names the invitation", async () => {
    const phone = phones.next();
    await invite(phone, "hi");
    expect(await smsState(phone)).toEqual({ status: "pending", attempts: 0 });
    const sms = outbox();
    const outcome = await sendModeratorInvitations(testDb.db, {
      sms,
      limits: allow,
      origin,
      secret,
      phone,
      now: NOW,
    });
    expect(outcome).toEqual({ sent: 1, failed: 0, skipped: 0, waiting: 0 });
    expect(sms.sent).toHaveLength(1);
    const [message] = sms.sent;
    expect(message?.to).toBe(phone);
    // invitationSms.signup, in Hindi, as the person reads it.
    const link = /https:\S+/.exec(message?.body ?? "")?.[0] ?? "";
    expect(link.startsWith(`${origin}/signup?invite=`)).toBe(true);
    expect(message?.body).toBe(hi.invitationSms.signup.replace("{{link}}", link));
    expect(message?.template).toMatchObject({ name: "moderator_invitation" });
    expect(await smsState(phone)).toEqual({ status: "sent", attempts: 1 });
    const token = tokenOf(message?.body ?? "");
    expect(await findInvitation(testDb.db, { secret, token })).toEqual({
      phone,
      hasAccount: false,
    });
    // Sent once: sending again finds nothing pending.
    expect(
      await sendModeratorInvitations(testDb.db, { sms, limits: allow, origin, secret, phone }),
    ).toMatchObject({ sent: 0 });
    expect(sms.sent).toHaveLength(1);
  });

  it("is in English by default, and a repeated invitation sends nothing again", async () => {
    const phone = phones.next();
    await invite(phone);
    expect(
      await inviteModerator(testDb.db, { adminId: admin.id, phone, language: "hi", now: later(1) }),
    ).toEqual({ ok: true, repeated: true });
    const sms = outbox();
    await sendModeratorInvitations(testDb.db, { sms, limits: allow, origin, secret, phone });
    expect(sms.sent).toHaveLength(1);
    const link = /https:\S+/.exec(sms.sent[0]?.body ?? "")?.[0] ?? "";
    expect(sms.sent[0]?.body).toBe(en.invitationSms.signup.replace("{{link}}", link));
  });

  it("sends a number that already has its moderator account to /login", async () => {
    const moderator = await made.newProfile("moderator");
    await invite(moderator.phone, "en");
    const sms = outbox();
    await sendModeratorInvitations(testDb.db, {
      sms,
      limits: allow,
      origin,
      secret,
      phone: moderator.phone,
    });
    // invitationSms.login: the link opens /login, which greets a moderator.
    const link = /https:\S+/.exec(sms.sent[0]?.body ?? "")?.[0] ?? "";
    expect(link.startsWith(`${origin}/login?invite=`)).toBe(true);
    expect(sms.sent[0]?.body).toBe(en.invitationSms.login.replace("{{link}}", link));
    expect(
      await findInvitation(testDb.db, { secret, token: tokenOf(sms.sent[0]?.body ?? "") }),
    ).toEqual({ phone: moderator.phone, hasAccount: true });
  });

  it("reads a forged, altered or removed invitation's token as no invitation", async () => {
    const phone = phones.next();
    await invite(phone, "en");
    const sms = outbox();
    await sendModeratorInvitations(testDb.db, { sms, limits: allow, origin, secret, phone });
    const token = tokenOf(sms.sent[0]?.body ?? "");
    const [id, signature] = token.split(".");
    expect(await findInvitation(testDb.db, { secret: "another-secret", token })).toBeUndefined();
    expect(
      await findInvitation(testDb.db, {
        secret,
        token: `${id}.${"A".repeat(signature?.length ?? 32)}`,
      }),
    ).toBeUndefined();
    expect(await findInvitation(testDb.db, { secret, token: "not-a-token" })).toBeUndefined();
    expect(await findInvitation(testDb.db, { secret, token: null })).toBeUndefined();
    expect(await removeModerator(testDb.db, { adminId: admin.id, phone })).toEqual({ ok: true });
    expect(await findInvitation(testDb.db, { secret, token })).toBeUndefined();
    // Invited again: a new link; the old one stays dead.
    await invite(phone, "en", later(5));
    expect(await findInvitation(testDb.db, { secret, token })).toBeUndefined();
  });

  it("waits while the limits refuse, and is skipped after a day without a retry", async () => {
    const phone = phones.next();
    await invite(phone, "en");
    const sms = outbox();
    expect(
      await sendModeratorInvitations(testDb.db, {
        sms,
        limits: refuse,
        origin,
        secret,
        phone,
        now: later(1),
      }),
    ).toEqual({ sent: 0, failed: 0, skipped: 0, waiting: 1 });
    expect(await smsState(phone)).toEqual({ status: "pending", attempts: 0 });
    expect(
      await sendModeratorInvitations(testDb.db, {
        sms,
        limits: refuse,
        origin,
        secret,
        phone,
        now: later(24 * 60 + 1),
      }),
    ).toMatchObject({ skipped: 1 });
    expect(await smsState(phone)).toEqual({ status: "skipped", attempts: 0 });
    expect(sms.sent).toHaveLength(0);
  });

  it("counts in the service's hourly SMS budget and at most 3 invitations a day to one number", async () => {
    const limits = createRateLimits({ store: "memory", smsPerHour: 1 });
    const first = phones.next();
    const second = phones.next();
    await invite(first, "en");
    await invite(second, "en");
    const sms = outbox();
    // On the day of the invitations: past a day, an invitation over the budget is skipped.
    const sameDay = { sms, limits, origin, secret, now: NOW };
    await sendModeratorInvitations(testDb.db, { ...sameDay, phone: first });
    expect(await sendModeratorInvitations(testDb.db, { ...sameDay, phone: second })).toMatchObject({
      sent: 0,
      waiting: 1,
    });
    expect(sms.sent.map((message) => message.to)).toEqual([first]);

    const perNumber = createRateLimits({ store: "memory" });
    const phone = phones.next();
    for (let i = 0; i < 3; i += 1) {
      expect(await perNumber.invitationSms({ phone })).toEqual({ ok: true });
    }
    expect(await perNumber.invitationSms({ phone })).toMatchObject({ ok: false, scope: "number" });
  });

  it("retries a provider failure up to three times, then marks it failed", async () => {
    const phone = phones.next();
    await invite(phone, "en");
    const down = outbox({ fails: true });
    for (let i = 0; i < 3; i += 1) {
      expect(
        await sendModeratorInvitations(testDb.db, {
          sms: down,
          limits: allow,
          origin,
          secret,
          phone,
        }),
      ).toMatchObject({ failed: 1 });
    }
    expect(await smsState(phone)).toEqual({ status: "failed", attempts: 3 });
  });

  it("the job leaves a just-made invitation to the page for two minutes, then sends it", async () => {
    const phone = phones.next();
    await invite(phone, "hi", later(100));
    const sms = outbox();
    await sendModeratorInvitations(testDb.db, {
      sms,
      limits: allow,
      origin,
      secret,
      now: later(101),
    });
    expect(sms.sent.some((message) => message.to === phone)).toBe(false);
    await sendModeratorInvitations(testDb.db, {
      sms,
      limits: allow,
      origin,
      secret,
      now: later(103),
    });
    expect(sms.sent.filter((message) => message.to === phone)).toHaveLength(1);
  });
});

describe("the moderator's first screen", () => {
  it("explains the job to a moderator until they close it, and never to the admin", async () => {
    const moderator = await made.newProfile("moderator");
    await invite(moderator.phone, "en");
    expect(await showsModeratorWelcome(testDb.db, moderator.id)).toBe(true);
    expect(await showsModeratorWelcome(testDb.db, admin.id)).toBe(false);
    await dismissModeratorWelcome(testDb.db, { moderatorId: moderator.id });
    expect(await showsModeratorWelcome(testDb.db, moderator.id)).toBe(false);
  });
});
