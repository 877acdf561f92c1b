import type { Messages } from "../en";
import { accessLog } from "./access-log.ts";
import { auth, credentials, profile } from "./account.ts";
import { admin, queue } from "./admin.ts";
import { adminRefunds } from "./admin-refunds.ts";
import { inboundWebhooks } from "./admin-webhooks.ts";
import { billing } from "./billing.ts";
import { breach, breachAdmin } from "./breach.ts";
import { business, campaign } from "./business.ts";
import { campaignAnalytics, campaignExport } from "./campaign-analytics.ts";
import { consent, operator, visit } from "./consent.ts";
import { dashboardNotes } from "./dashboard-notes.ts";
import { dashboard, payout, payoutStatus, status } from "./dashboards.ts";
import { dataRights, nominee } from "./data-rights.ts";
import { decisionTimes } from "./decision-times.ts";
import { exportSummary } from "./export-summary.ts";
import { grievance, grievanceAdmin } from "./grievances.ts";
import { ledger, rejectionCategory, replies } from "./ledger.ts";
import {
  adminCampaign,
  adminCampaignEdits,
  campaignManage,
  ownerCampaign,
  ownerCampaignAnswers,
  ownerCampaignDialogs,
  publicPlace,
  reviewDigest,
  reviewSms,
} from "./owner-campaign.ts";
import { payments } from "./payments.ts";
import { payoutHolds, payouts, statement } from "./payouts.ts";
import { policies } from "./policies.ts";
import { contact, footer, landing, outbox, publicPage } from "./public-pages.ts";
import { rejectionTemplates } from "./rejection-reasons.ts";
import { removalAppeals } from "./removal-appeals.ts";
import { flagReasons, reviewFlags } from "./review-flags.ts";
import {
  complaints,
  complaintsAdmin,
  disputeAnswerSms,
  disputes,
  ownerReviewAnswers,
  removalGround,
  removalSms,
  removals,
} from "./review-reports.ts";
import { reviewer } from "./reviewer.ts";
import { revision, revisionHistory } from "./revision.ts";
import { reviewerLevel, risk, riskReasons, visitSignals } from "./risk.ts";
import { share } from "./sharing.ts";
import { common, errors, input, limits, meta, nav, offline, searchMeta } from "./shell.ts";
import { appealAnswers, suspended, suspensionAdmin } from "./suspended-accounts.ts";
import { invitationSms, team, workbench } from "./team.ts";
import { businessWarning, transparency } from "./transparency.ts";
import { upiNameCheck } from "./upi-name-check.ts";

/** Hindi messages: the same keys as English, written to read naturally; one file per screen. */
const hi: Messages = {
  common,
  nav,
  meta,
  landing,
  footer,
  contact,
  credentials,
  auth,
  profile,
  dashboard,
  business,
  payoutStatus,
  status,
  campaign,
  campaignAnalytics,
  campaignExport,
  admin,
  reviewer,
  revision,
  revisionHistory,
  publicPage,
  ledger,
  rejectionCategory,
  rejectionTemplates,
  dashboardNotes,
  replies,
  share,
  policies,
  consent,
  visit,
  operator,
  queue,
  reviewFlags,
  flagReasons,
  risk,
  riskReasons,
  visitSignals,
  searchMeta,
  offline,
  limits,
  reviewerLevel,
  payout,
  outbox,
  errors,
  input,
  ownerCampaign,
  ownerCampaignDialogs,
  ownerCampaignAnswers,
  campaignManage,
  reviewSms,
  publicPlace,
  adminCampaign,
  adminCampaignEdits,
  reviewDigest,
  payments,
  billing,
  breach,
  breachAdmin,
  adminRefunds,
  payouts,
  payoutHolds,
  upiNameCheck,
  statement,
  decisionTimes,
  suspensionAdmin,
  suspended,
  appealAnswers,
  team,
  workbench,
  invitationSms,
  dataRights,
  exportSummary,
  nominee,
  grievance,
  grievanceAdmin,
  removalGround,
  removals,
  removalAppeals,
  complaints,
  complaintsAdmin,
  removalSms,
  disputes,
  ownerReviewAnswers,
  disputeAnswerSms,
  accessLog,
  inboundWebhooks,
  transparency,
  businessWarning,
};

export default hi;
