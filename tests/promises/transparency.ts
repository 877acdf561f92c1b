import type { PromiseEntry } from "./types";

/*
 * The transparency report's and the business warning's promises (decisions 096 and 097). The
 * privacy page's sentence on reports and removals (policies.privacy.sections.report.text) has its
 * entry in privacy.ts; tests/e2e/transparency.spec.ts proves it in the browser too.
 */

const spec = "tests/e2e/transparency.spec.ts";
const reportTest = "tests/integration/transparency/monthly-report.test.ts";
const warningTest = "tests/integration/transparency/business-warnings.test.ts";
const countMonth = "app/domain/transparency/count-month.server.ts#countMonth";
const readReport = "app/domain/transparency/monthly-report.server.ts#readMonthlyReport";
const storeMonths = "app/domain/transparency/monthly-report.server.ts#countOpenMonths";
const rows = "app/routes/transparency/report-rows.ts";
const shownWarning = "app/domain/transparency/business-warnings.server.ts#findShownWarning";
const warningRules = "app/domain/transparency/warning-rules.ts#isWarningShown";

export const promises: readonly PromiseEntry[] = [
  {
    key: "transparency.intro",
    promise:
      "Every figure of the report is counted from the records by the server (this month's again every 10 minutes, a past month's for good 16 days after it ended), never typed by anyone.",
    keptBy: [countMonth, readReport, storeMonths, "server/transparency-months.ts"],
    provedBy: [spec, reportTest],
  },
  {
    key: "transparency.starsNote",
    promise:
      "Every review figure is split by the star rating given, and the last row shows how often each star was rejected or removed.",
    keptBy: [countMonth, rows, "app/routes/transparency/report-tables.tsx#StarTable"],
    provedBy: [spec, reportTest],
  },
  {
    key: "transparency.openMonth",
    promise:
      "The current month's figures are shown while it runs and keep growing to its last day.",
    keptBy: ["app/routes/transparency/route.tsx#loader", countMonth],
    provedBy: [spec],
  },
  {
    key: "transparency.storedAt",
    promise:
      "A past month's figures are counted once more after every complaint clock of the month has run out, and kept as they are from then on.",
    keptBy: [storeMonths, readReport, "server/transparency-months.ts"],
    provedBy: [reportTest],
  },
  {
    key: "transparency.download",
    promise: "The CSV holds the same figures as the page, with a header row.",
    keptBy: [
      "app/routes/transparency/csv/route.ts",
      rows,
      "app/routes/transparency/csv/report-csv.server.ts",
    ],
    provedBy: [spec],
  },
  {
    key: "transparency.takedowns_other",
    promise: "Reviews removed on a court or government order are counted each month.",
    keptBy: [countMonth, rows],
    provedBy: [reportTest],
  },
  {
    key: "transparency.takedowns_one",
    promise: "A review removed on a court or government order is counted in its month.",
    keptBy: [countMonth, rows],
    provedBy: [reportTest],
  },
  {
    key: "transparency.decisionMeasured",
    promise:
      "The month's decision times are the median and 90th percentile from submission to decision of the month's decisions, as decision 069 measures them.",
    keptBy: [countMonth, "app/domain/moderation/decision-time.ts#humaniseDuration"],
    provedBy: [reportTest],
  },
  {
    key: "transparency.decisionTooFew",
    promise:
      "With fewer than 20 decisions in the month no typical time is given, only their number.",
    keptBy: [
      "app/routes/transparency/route.tsx",
      "app/domain/moderation/decision-time.ts#MIN_DECISIONS",
    ],
    provedBy: [spec],
  },
  {
    key: "transparency.countedAt",
    promise:
      "The page says when its figures were counted, in India's time: the moment it was opened.",
    keptBy: [readReport, "app/routes/transparency/route.tsx"],
    provedBy: [spec],
  },
  {
    key: "businessWarning.publicTitle",
    promise:
      "A business is said to have tried to influence its reviews only when the admin decided so, with a listed ground, logged.",
    keptBy: ["app/domain/transparency/business-warnings.server.ts#issueWarning", shownWarning],
    provedBy: [spec, warningTest],
  },
  {
    key: "businessWarning.publicGround",
    promise:
      "The warning names the ground the admin recorded, from a fixed list, in the reader's language.",
    keptBy: [
      "app/db/warning-grounds.ts",
      "app/domain/transparency/warning-rules.ts#readWarningForm",
    ],
    provedBy: [spec, warningTest],
  },
  {
    key: "businessWarning.publicReviewsUntouched",
    promise: "A warning on a business hides, reorders and changes no review on its page.",
    keptBy: [
      shownWarning,
      "app/routes/public-campaign/route.tsx#loader",
      "app/domain/reviews/public-reviews.server.ts#listPublicReviews",
    ],
    provedBy: [spec, warningTest],
  },
  {
    key: "businessWarning.publicDates",
    promise:
      "A warning shows from its first day to its last (India's calendar) and is gone the day after, without any job.",
    keptBy: [shownWarning, warningRules],
    provedBy: [spec, warningTest],
  },
  {
    key: "businessWarning.publicGrievance",
    promise: "The warned business may contest the warning through the Grievance Officer.",
    keptBy: ["app/routes/public-campaign/business-warning.tsx", "app/routes/grievance/route.tsx"],
    provedBy: [spec],
  },
  {
    key: "businessWarning.dashboardText",
    promise:
      "The business sees its warning and its dates on its dashboard; its reviews are not changed.",
    keptBy: [
      "app/domain/transparency/business-warnings.server.ts#warningsOfBusiness",
      "app/routes/business-dashboard/warnings-notice.tsx",
    ],
    provedBy: [spec, warningTest],
  },
  {
    key: "businessWarning.dashboardComplain",
    promise: "The business's dashboard leads to the complaint form to contest the warning.",
    keptBy: ["app/routes/business-dashboard/warnings-notice.tsx"],
    provedBy: [spec],
  },
];
