import type { PromiseEntry } from "./types";

/*
 * An answered appeal (issue 46, point 4; decision 109): the SMS its person receives in their
 * profile language when staff decide, pointing to where the reply is read.
 */

const liftOrKeep = "app/domain/moderation/suspension-appeals.server.ts#decideAppeal";
const decideRemoval =
  "app/domain/moderation/removal-appeals/decide-removal-appeal.server.ts#decideRemovalAppeal";
const send = "app/domain/moderation/send-appeal-answer-sms.server.ts#sendAppealAnswerSms";
const lifted = "app/domain/moderation/appeal-answer-notices.server.ts#findUnreadLiftAnswer";
const suspendedPage = "app/routes/suspended.tsx";
const myReviews = "app/routes/user-dashboard/my-reviews-page.server.ts#loadMyReviewsPage";
const suspensionTest = "tests/integration/moderation/appeal-answers.test.ts";
const removalTest = "tests/integration/moderation/removal-appeal-answers.test.ts";
const browser = "tests/e2e/appeal-answer.spec.ts";

export const promises: readonly PromiseEntry[] = [
  {
    key: "appealAnswers.sms.suspension_lifted",
    promise:
      "A person whose suspension is lifted hears it by SMS and reads the admin's reply after logging in.",
    keptBy: [liftOrKeep, send, lifted, suspendedPage],
    provedBy: [suspensionTest, browser],
  },
  {
    key: "appealAnswers.sms.suspension_kept",
    promise:
      "A person whose appeal is answered with 'kept' hears it by SMS and reads the reply on the page their password opens.",
    keptBy: [liftOrKeep, send, suspendedPage],
    provedBy: [suspensionTest, browser],
  },
  {
    key: "appealAnswers.sms.removal_reinstated",
    promise:
      "An author whose appeal publishes their review again hears it by SMS and reads the reason in My Reviews.",
    keptBy: [decideRemoval, send, myReviews],
    provedBy: [removalTest],
  },
  {
    key: "appealAnswers.sms.removal_upheld",
    promise: "An author whose removal is kept hears it by SMS and reads the reason in My Reviews.",
    keptBy: [decideRemoval, send, myReviews],
    provedBy: [removalTest],
  },
];
