import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession, findSession } from "~/auth/session.server";
import { appealAnswers, profiles, reviews } from "~/db/schema";
import {
  findUnreadLiftAnswer,
  markLiftAnswerRead,
} from "~/domain/moderation/appeal-answer-notices.server";
import { sendAppealAnswerSms } from "~/domain/moderation/send-appeal-answer-sms.server";
import { decideAppeal } from "~/domain/moderation/suspension-appeals.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { rejectionReasonText } from "~/i18n/rejection-reason-text.server";
import { insertActiveCampaigns, insertPendingReviews } from "../../support/campaigns";
import {
  admin,
  business,
  newProfile,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { appealed, suspended } from "../../support/suspension-fixtures";

/*
 * Decision 109: an answered appeal reaches its person. The promises this file proves, read from
 * the catalogues as the SMS carry them: appealAnswers.sms.suspension_lifted,
 * appealAnswers.sms.suspension_kept and appealAnswers.liftedAppealTitle.
 */

setUpPayoutsDatabase();

const origin = "https://reviewkaro.example";

function recordingSms(fail = false) {
  const sent: { to: string; body: string; values: Record<string, string> }[] = [];
  return {
    sent,
    send: async (message: {
      to: string;
      body: string;
      template: { name: "appeal_answer"; values: Record<string, string> };
    }) => {
      if (fail) throw new Error("provider down");
      sent.push({ to: message.to, body: message.body, values: message.template.values });
    },
  };
}

const budget = (ok: boolean) => {
  let asked = 0;
  return {
    answerSms: async () => {
      asked += 1;
      return { ok };
    },
    asked: () => asked,
  };
};

async function reviewerIn(language: "en" | "hi") {
  const reviewer = await newProfile("user");
  await testDb.db.update(profiles).set({ language }).where(eq(profiles.id, reviewer.id));
  const [row] = await testDb.db
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.id, reviewer.id));
  return { id: reviewer.id, phone: row?.phone ?? "" };
}

async function answered(decision: "lift" | "keep", language: "en" | "hi") {
  const reviewer = await reviewerIn(language);
  const suspension = await suspended(reviewer.id);
  await appealed(suspension.id);
  const reply = "We checked the bills again with the shop: they are yours. Welcome back.";
  const decidedAt = tick();
  expect(
    await decideAppeal(testDb.db, {
      adminId: admin.id,
      suspensionId: suspension.id,
      decision,
      reply,
      now: decidedAt,
    }),
  ).toMatchObject({ ok: true });
  return { reviewer, suspension, reply, decidedAt };
}

/** The SMS are sent on the decision's clock, never today's: the answer waits a day at most. */
const minutesAfter = (decidedAt: Date, minutes: number) =>
  new Date(decidedAt.getTime() + minutes * 60_000);

const answersOf = (suspensionId: string) =>
  testDb.db.select().from(appealAnswers).where(eq(appealAnswers.suspensionId, suspensionId));

describe("an answered suspension appeal", () => {
  it("sends the person an SMS in their profile language after the decision, once", async () => {
    const { reviewer, suspension, reply, decidedAt } = await answered("lift", "hi");
    const sms = recordingSms();
    const limits = budget(true);
    const outcome = await sendAppealAnswerSms(testDb.db, {
      sms,
      limits,
      origin,
      answerOf: { suspensionId: suspension.id },
      now: decidedAt,
    });
    expect(outcome).toMatchObject({ sent: 1, failed: 0 });
    expect(sms.sent).toHaveLength(1);
    const [message] = sms.sent;
    expect(message?.to).toBe(reviewer.phone);
    expect(message?.body).toBe(
      hi.appealAnswers.sms.suspension_lifted.replace("{{link}}", `${origin}/login`),
    );
    // The admin's words are never in the SMS: it says the outcome and where to read the reply.
    expect(message?.body).not.toContain(reply);
    expect(limits.asked()).toBe(1);
    // Sent once: the job, ten minutes on (past the page's turn), finds nothing left.
    const again = await sendAppealAnswerSms(testDb.db, {
      sms,
      limits,
      origin,
      now: minutesAfter(decidedAt, 10),
    });
    expect(again.sent).toBe(0);
    expect((await answersOf(suspension.id))[0]).toMatchObject({ smsStatus: "sent" });
  });

  it("tells a kept suspension in English to an English reader", async () => {
    const { suspension, decidedAt } = await answered("keep", "en");
    const sms = recordingSms();
    await sendAppealAnswerSms(testDb.db, {
      sms,
      limits: budget(true),
      origin,
      answerOf: { suspensionId: suspension.id },
      now: decidedAt,
    });
    expect(sms.sent.map((message) => message.body)).toEqual([
      en.appealAnswers.sms.suspension_kept.replace("{{link}}", `${origin}/login`),
    ]);
    // A kept suspension's answer is read on /suspended, not on a dashboard it cannot open.
    expect(await findUnreadLiftAnswer(testDb.db, { profileId: suspension.profileId })).toBeNull();
  });

  it("waits for a later hour when the hourly SMS budget is spent, and retries a failure", async () => {
    const { suspension, decidedAt } = await answered("lift", "en");
    const spent = budget(false);
    const waiting = await sendAppealAnswerSms(testDb.db, {
      sms: recordingSms(),
      limits: spent,
      origin,
      answerOf: { suspensionId: suspension.id },
      now: decidedAt,
    });
    expect(waiting).toMatchObject({ sent: 0, waiting: 1 });
    expect((await answersOf(suspension.id))[0]).toMatchObject({
      smsStatus: "pending",
      smsAttempts: 0,
    });
    const down = await sendAppealAnswerSms(testDb.db, {
      sms: recordingSms(true),
      limits: budget(true),
      origin,
      answerOf: { suspensionId: suspension.id },
      now: minutesAfter(decidedAt, 60),
    });
    expect(down.failed).toBe(1);
    // A retry of a counted SMS is the same SMS: the budget is not asked again.
    const retryBudget = budget(false);
    const retried = recordingSms();
    await sendAppealAnswerSms(testDb.db, {
      sms: retried,
      limits: retryBudget,
      origin,
      answerOf: { suspensionId: suspension.id },
      now: minutesAfter(decidedAt, 61),
    });
    expect(retried.sent).toHaveLength(1);
    expect(retryBudget.asked()).toBe(0);
  });

  it("shows a lifted suspension's reply on the person's next screen until they read it", async () => {
    expect(en.appealAnswers.liftedAppealTitle).toBe("Your appeal was answered: suspension lifted");
    const { reviewer, reply } = await answered("lift", "en");
    const unread = await findUnreadLiftAnswer(testDb.db, { profileId: reviewer.id });
    expect(unread).toMatchObject({ reply, appealed: true });
    // The session says an answer waits, so the root loader reads it (and only then).
    const session = await createSession(testDb.db, { profileId: reviewer.id });
    const waits = async () => (await findSession(testDb.db, session))?.unread.liftAnswer;
    expect(await waits()).toBe(true);
    if (!unread) throw new Error("an unread answer");
    const stranger = await newProfile("user");
    expect(
      await markLiftAnswerRead(testDb.db, { profileId: stranger.id, answerId: unread.id }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(
      await markLiftAnswerRead(testDb.db, { profileId: reviewer.id, answerId: unread.id }),
    ).toEqual({ ok: true });
    expect(await findUnreadLiftAnswer(testDb.db, { profileId: reviewer.id })).toBeNull();
    expect(await waits()).toBe(false);
  });

  it("sends nothing to an erased account's number", async () => {
    const { reviewer, suspension, decidedAt } = await answered("lift", "en");
    await testDb.db
      .update(profiles)
      .set({ erasedAt: minutesAfter(decidedAt, 1) })
      .where(eq(profiles.id, reviewer.id));
    const sms = recordingSms();
    const outcome = await sendAppealAnswerSms(testDb.db, {
      sms,
      limits: budget(true),
      origin,
      answerOf: { suspensionId: suspension.id },
      now: minutesAfter(decidedAt, 2),
    });
    expect(outcome.skipped).toBe(1);
    expect(sms.sent).toHaveLength(0);
  });
});

describe("the rejection a suspension writes onto pending reviews", () => {
  it("reads in the reviewer's language, the admin's reason beside it as their note", async () => {
    expect(hi.rejectionTemplates.account_suspended).toMatch(/निलंबित/);
    const reviewer = await reviewerIn("hi");
    const [campaign] = await insertActiveCampaigns(testDb, business, 1);
    await insertPendingReviews(testDb, reviewer, [campaign?.id ?? ""], 1);
    const suspension = await suspended(reviewer.id);
    const [rejected] = await testDb.db
      .select({ template: reviews.rejectionTemplate, note: reviews.rejectionReason })
      .from(reviews)
      .where(eq(reviews.userId, reviewer.id));
    expect(rejected).toEqual({ template: "account_suspended", note: suspension.reason });
    if (!rejected) throw new Error("a rejected review");
    const inHindi = rejectionReasonText(rejected, "hi");
    expect(inHindi).toBe(
      `${hi.rejectionTemplates.account_suspended}\n${hi.rejectionTemplates.note.replace("{{note}}", suspension.reason)}`,
    );
    expect(rejectionReasonText(rejected, "en")).toContain(en.rejectionTemplates.account_suspended);
  });
});
