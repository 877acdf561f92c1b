import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { appealRemoval } from "~/domain/moderation/removal-appeals/appeal-removal.server";
import { decideRemovalAppeal } from "~/domain/moderation/removal-appeals/decide-removal-appeal.server";
import { decideComplaint } from "~/domain/moderation/review-reports/decide-report.server";
import { sendAppealAnswerSms } from "~/domain/moderation/send-appeal-answer-sms.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import {
  activeCampaign,
  admin,
  approved,
  newModerator,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

/*
 * Decision 109: an author's answered appeal of a removed review is told by SMS in their profile
 * language. The promises this file proves, read from the catalogues as the SMS carry them:
 * appealAnswers.sms.removal_reinstated and appealAnswers.sms.removal_upheld.
 */

setUpReviewsDatabase();

const origin = "https://reviewkaro.example";

/** A published review removed after a complaint, and its author's appeal, waiting. */
async function appealedRemoval(name: string, language: "en" | "hi") {
  const business = `Sharma Dhaba ${name}`;
  const campaign = await activeCampaign({ name: business });
  const reviewer = await newReviewer();
  await testDb.db.update(profiles).set({ language }).where(eq(profiles.id, reviewer.id));
  const review = await approved((await submitted(reviewer, campaign, { rating: 2 })).id);
  expect(
    await decideComplaint(testDb.db, {
      adminId: admin.id,
      reviewId: review.id,
      action: "remove_review",
      ground: "personal_data",
      note: "It named a waiter's phone number.",
    }),
  ).toEqual({ ok: true });
  const appeal = await appealRemoval(testDb.db, {
    userId: reviewer.id,
    reviewId: review.id,
    reason: "The number was the restaurant's own, printed on its board.",
  });
  if (!appeal.ok) throw new Error(appeal.reason);
  return { reviewer, business, appealId: appeal.appealId };
}

function recordingSms() {
  const sent: { to: string; body: string }[] = [];
  return {
    sent,
    send: async (message: { to: string; body: string }) => {
      sent.push({ to: message.to, body: message.body });
    },
  };
}

describe("an answered appeal of a removed review", () => {
  it("tells its author by SMS in their profile language, without the staff's words", async () => {
    // Both reviews are approved before a moderator joins (then approval takes two people).
    const inHindi = await appealedRemoval("Hindi", "hi");
    const inEnglish = await appealedRemoval("English", "en");
    // Someone other than the remover (the admin) decides.
    const decider = await newModerator();
    const reason = "Checked the menu board: the number is the shop's own.";
    for (const [appeal, outcome] of [
      [inHindi, "reinstated"],
      [inEnglish, "upheld"],
    ] as const) {
      expect(
        await decideRemovalAppeal(testDb.db, {
          staffId: decider.id,
          appealId: appeal.appealId,
          outcome,
          reason,
        }),
      ).toEqual({ ok: true, outcome });
    }
    const sms = recordingSms();
    const outcome = await sendAppealAnswerSms(testDb.db, {
      sms,
      limits: { answerSms: async () => ({ ok: true }) },
      origin,
      now: new Date(Date.now() + 10 * 60_000),
    });
    expect(outcome.sent).toBe(2);
    const link = `${origin}/user/dashboard`;
    expect(sms.sent).toEqual(
      expect.arrayContaining([
        {
          to: inHindi.reviewer.phone,
          body: hi.appealAnswers.sms.removal_reinstated
            .replace("{{business}}", inHindi.business)
            .replace("{{link}}", link),
        },
        {
          to: inEnglish.reviewer.phone,
          body: en.appealAnswers.sms.removal_upheld
            .replace("{{business}}", inEnglish.business)
            .replace("{{link}}", link),
        },
      ]),
    );
    for (const message of sms.sent) expect(message.body).not.toContain(reason);
  });
});
