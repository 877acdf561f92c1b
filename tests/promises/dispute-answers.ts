import type { PromiseEntry } from "./types";

/*
 * A dispute's answer (issue 46, point 2; decision 108): the SMS a disputing business receives
 * when the admin decides, in its profile language, pointing to the page with the admin's note.
 */

const decide = "app/domain/moderation/review-reports/decide-report.server.ts#decideComplaint";
const send = "app/domain/jobs/send-dispute-answers.server.ts#sendDisputeAnswers";
const page = "app/routes/campaign-detail/review-answer.tsx#DisputeAnswer";
const test = "tests/integration/moderation/dispute-answers.test.ts";
const browser = "tests/e2e/owner-dispute-answer.spec.ts";

export const promises: readonly PromiseEntry[] = [
  {
    key: "disputeAnswerSms.kept",
    promise:
      "A business that disputed a review hears that it stays, and reads the team's note on its page.",
    keptBy: [decide, send, page],
    provedBy: [test, browser],
  },
  {
    key: "disputeAnswerSms.removedReview",
    promise: "A business that disputed a review hears that it was removed, with the ground.",
    keptBy: [decide, send, page],
    provedBy: [test],
  },
  {
    key: "disputeAnswerSms.removedReply",
    promise:
      "A business that disputed a review hears that it stays and that its reply was removed.",
    keptBy: [decide, send, page],
    provedBy: [test],
  },
];
