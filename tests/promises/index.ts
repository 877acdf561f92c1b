import { promises as appealAnswers } from "./appeal-answers";
import { promises as breachAndComplaints } from "./breach-and-complaints";
import { promises as disputeAnswers } from "./dispute-answers";
import { promises as moderation } from "./moderation";
import { promises as moderatorInvitations } from "./moderator-invitations";
import { promises as money } from "./money";
import { promises as operations } from "./operations";
import { promises as pages } from "./pages";
import { promises as privacy } from "./privacy";
import { promises as transparency } from "./transparency";
import type { PromiseEntry } from "./types";

/**
 * Every area's file of the promise register (decision 098), named by its owner so a missing
 * entry's message can say whose file it belongs in.
 */
export const areas = {
  "moderation.ts": moderation,
  "privacy.ts": privacy,
  "operations.ts": operations,
  "breach-and-complaints.ts": breachAndComplaints,
  "transparency.ts": transparency,
  "pages.ts": pages,
  "money.ts": money,
  "dispute-answers.ts": disputeAnswers,
  "moderator-invitations.ts": moderatorInvitations,
  "appeal-answers.ts": appealAnswers,
} as const satisfies Record<string, readonly PromiseEntry[]>;

/** The whole register: one entry per promising text. */
export const register: readonly PromiseEntry[] = Object.values(areas).flat();

/**
 * Where promising texts live: every leaf key under these catalogue paths must be in the register
 * or in not-promises.ts. The policy pages, the pages anyone may open (landing, footer, contact, a
 * business's public page with its share row and ledger), the notices where data is collected,
 * the operator's details, the grievance pages, every SMS a person receives, a breach's notice,
 * the transparency report and a warning on a business's page.
 */
export const promisingTexts = [
  "policies",
  "landing",
  "searchMeta.homeDescription",
  "footer",
  "contact",
  "publicPage",
  "share",
  "ledger",
  "consent",
  "reviewSms",
  "operator",
  "grievance",
  "reviewDigest",
  "removalSms",
  "disputeAnswerSms",
  "invitationSms",
  // An answered appeal's SMS (decision 109).
  "appealAnswers.sms",
  "breach",
  "transparency",
  // A warning's public texts and its notice to the business; not the admin's form.
  "businessWarning.ground",
  "businessWarning.publicTitle",
  "businessWarning.publicGround",
  "businessWarning.publicDates",
  "businessWarning.publicReviewsUntouched",
  "businessWarning.publicGrievance",
  "businessWarning.dashboardTitle",
  "businessWarning.dashboardText",
  "businessWarning.dashboardComplain",
] as const;

/**
 * Whose file an entry belongs in, by the longest matching key prefix (pages.ts when none
 * matches): what a missing entry's message names.
 */
export const ownerByPrefix: Readonly<Record<string, keyof typeof areas>> = {
  "policies.reviewPolicy.sections.ratingBlind": "moderation.ts",
  "policies.reviewPolicy.sections.rating": "moderation.ts",
  "policies.reviewPolicy.sections.publication": "moderation.ts",
  "ledger.appealReinstated": "moderation.ts",
  "ledger.appealUpheld": "moderation.ts",
  "policies.privacy": "privacy.ts",
  consent: "privacy.ts",
  reviewSms: "privacy.ts",
  operator: "operations.ts",
  "policies.grievance": "breach-and-complaints.ts",
  grievance: "breach-and-complaints.ts",
  breach: "breach-and-complaints.ts",
  transparency: "transparency.ts",
  businessWarning: "transparency.ts",
  disputeAnswerSms: "dispute-answers.ts",
  invitationSms: "moderator-invitations.ts",
  appealAnswers: "appeal-answers.ts",
};

/** The area file a key's entry belongs in. */
export function ownerOf(key: string): keyof typeof areas {
  // A plural's forms (`_one`, `_other`) belong with their text.
  const text = key.replace(/_(zero|one|two|few|many|other)$/, "");
  const prefix = Object.keys(ownerByPrefix)
    .filter((candidate) => text === candidate || text.startsWith(`${candidate}.`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? (ownerByPrefix[prefix] ?? "pages.ts") : "pages.ts";
}
