import type { Messages } from "./i18n";

/** A top-level section of the message files ("auth", "reviewer", ...). */
export type MessageSection = keyof Messages;

/**
 * Sections that travel to the browser together, one script per group and language. Every page
 * loads `shell` (declared by the root route); a route's `handle.messages` names the others its
 * components use, and a unit test (message-groups.test.ts) reads the components to check it.
 * Each dashboard's sections are one group (one script, not four that compress apart), so a
 * section may be in several groups; a new section goes into every group whose pages show it.
 */
export const messageGroups = {
  shell: ["common", "nav", "meta", "errors", "input"],
  // The phone and password fields' texts (`credentials`) go with each page that shows them.
  account: ["credentials", "auth", "consent"],
  profile: ["credentials", "profile", "reviewSms", "dataRights", "consent", "nominee"],
  reviewerDashboard: [
    "dashboard",
    "status",
    "payoutStatus",
    "reviewer",
    "payout",
    "revision",
    "payouts",
    "upiNameCheck",
    "consent",
    "visit",
    "removalAppeals",
  ],
  // The campaign page's analytics and replies are its own group's (campaignOwner).
  businessDashboard: [
    "dashboard",
    "status",
    "payoutStatus",
    "business",
    "campaign",
    "campaignManage",
    "payments",
    "billing",
    "businessWarning",
  ],
  // The campaign page: its reviews, analytics and notices, without the dashboard's form and lists.
  campaignOwner: [
    "status",
    "payoutStatus",
    "campaign",
    "campaignAnalytics",
    "replies",
    "campaignManage",
    "ownerCampaign",
    "disputes",
    // A dispute's answer and a removal's ground beside the review (decision 108).
    "ownerReviewAnswers",
    "removalGround",
  ],
  // The campaign page's dialogs, loaded with their script when the owner first opens one.
  campaignDialogs: ["business", "ownerCampaignDialogs", "payments"],
  adminDashboard: [
    "accessLog",
    "dashboard",
    "status",
    "payoutStatus",
    "admin",
    "queue",
    "reviewFlags",
    "payout",
    "payouts",
    "payoutHolds",
    "risk",
    "reviewerLevel",
    "revisionHistory",
    "adminCampaign",
    "adminRefunds",
    "decisionTimes",
    "team",
    "workbench",
    "removalAppeals",
  ],
  // The admin's inbound webhooks (decision 087): their texts only on their own page.
  adminWebhooks: ["inboundWebhooks"],
  landing: ["landing"],
  footer: ["footer", "operator"],
  contact: ["contact"],
  publicPage: [
    "publicPage",
    "reviewerLevel",
    "ledger",
    "rejectionCategory",
    "replies",
    "share",
    "publicPlace",
    "decisionTimes",
    "visit",
    "removalGround",
    "complaints",
    "businessWarning",
  ],
  policies: ["policies", "decisionTimes", "operator"],
  outbox: ["outbox"],
  // The suspended person's page (decision 071); the admin's words are translated by the server.
  suspended: ["suspended"],
  // The complaint form and its status page (decision 078); the admin's tab is server-translated.
  grievance: ["grievance", "credentials"],
  // The monthly transparency report (decision 096) and the admin's warnings on businesses (097).
  transparency: ["transparency", "rejectionCategory", "removalGround", "decisionTimes"],
  adminWarnings: ["businessWarning"],
  // The notice of a data breach (/breach) and the admin's tool that sends it (decision 095).
  breach: ["breach"],
  adminBreaches: ["breachAdmin", "breach"],
} as const satisfies Record<string, readonly MessageSection[]>;

export type MessageGroup = keyof typeof messageGroups;
