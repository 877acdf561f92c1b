import type { PromiseEntry } from "./types";

/**
 * Helper D's area (decision 095): the grievance officer's and the complaint form's promises,
 * the complainant's SMS, and the notice of a personal data breach (DPDP Rules 2025 r.7).
 */
const clocks = "app/domain/grievances/complaint-clocks.ts";
const file = "app/domain/grievances/file-complaint.server.ts#fileComplaint";
const answer = "app/domain/grievances/answer-complaint.server.ts";
const complaintSms = "app/domain/grievances/send-complaint-sms.server.ts#sendComplaintSms";
const queue = "app/domain/grievances/complaint-queue.server.ts#listOpenComplaints";
const promisesTest = "tests/integration/grievances/grievance-promises.test.ts";
const clockTest = "tests/integration/grievances/impersonation-clock.test.ts";
const notify = "app/domain/breach/notify-breach.server.ts#notifyBreach";
const breachSms = "app/domain/breach/send-breach-sms.server.ts#sendBreachSms";
const notices = "app/domain/breach/breach-notices.server.ts";
const breachTest = "tests/integration/breach/breach-notices.test.ts";
const breachBrowser = "tests/e2e/breach-notices.spec.ts";

export const promises: readonly PromiseEntry[] = [
  {
    key: "policies.grievance.acknowledge",
    promise:
      "Every complaint gets a ticket at once, is acknowledged within 24 hours and decided within 15 days, told by SMS each time; impersonating or intimate content is removed or blocked within 24 hours.",
    keptBy: [clocks, file, answer, complaintSms, queue],
    provedBy: [promisesTest, clockTest],
  },
  {
    key: "grievance.formIntro",
    promise: "A complainant gets a ticket number at once and an SMS at each step.",
    keptBy: [file, answer, complaintSms],
    provedBy: [promisesTest],
  },
  {
    key: "grievance.phoneHint",
    promise: "The ticket number and each answer go by SMS to the number the complaint gives.",
    keptBy: [complaintSms],
    provedBy: [promisesTest],
  },
  {
    key: "grievance.filedText",
    promise: "The ticket number is shown at once and also sent by SMS.",
    keptBy: [file, complaintSms, "app/routes/grievance/route.tsx"],
    provedBy: [promisesTest],
  },
  {
    key: "grievance.filedTextNoSms",
    promise:
      "When the number's daily complaint-SMS limit or the hourly SMS budget skipped the ticket's SMS, the page shows the ticket and says no SMS was sent (decision 103).",
    keptBy: [complaintSms, "app/routes/_complaints/send-now.server.ts#sendComplaintSmsNow"],
    provedBy: ["tests/integration/grievances/complaint-sms-limits.test.ts"],
  },
  {
    key: "grievance.sms.received",
    promise:
      "The ticket's first SMS names the ticket and the clocks (24 hours, 15 days) the queue keeps.",
    keptBy: [complaintSms, clocks],
    provedBy: [promisesTest],
  },
  {
    key: "grievance.sms.receivedUrgent",
    promise:
      "An impersonation or intimate-image complaint's first SMS says it is acted on within 24 hours, the clock its queue keeps.",
    keptBy: [complaintSms, `${clocks}#hasActionClock`],
    provedBy: [clockTest],
  },
  {
    key: "grievance.sms.acknowledged",
    promise: "The acknowledgement is sent by SMS with the status page's link.",
    keptBy: [answer, complaintSms],
    provedBy: [promisesTest],
  },
  {
    key: "grievance.sms.decided",
    promise: "The decision is sent by SMS with its outcome and the status page's link.",
    keptBy: [answer, complaintSms],
    provedBy: [promisesTest],
  },
  {
    key: "grievance.impersonationNote",
    promise:
      "Impersonation, morphed, nude or intimate images of the complainant are removed or blocked within 24 hours of the complaint (IT Rules 3(2)(b)); someone else may complain for them.",
    keptBy: [
      `${clocks}#ACT_WITHIN_MS`,
      file,
      queue,
      "app/routes/_complaints/clock-texts.server.ts",
    ],
    provedBy: [clockTest],
  },
  {
    key: "grievance.onBehalfOf",
    promise: "A complaint may be filed for someone else, and says for whom.",
    keptBy: ["app/routes/grievance/complaint-schema.ts", file],
    provedBy: [clockTest],
  },
  {
    key: "grievance.onBehalfOfHint",
    promise: "A nominee or helper may file for the person; the admin sees for whom.",
    keptBy: [file, "app/routes/admin-dashboard/complaints.server.ts"],
    provedBy: [clockTest],
  },
  {
    key: "breach.intro",
    promise:
      "Each person a breach affects is told without delay, by SMS and on their next visit (DPDP Rules r.7(1)).",
    keptBy: [notify, breachSms, notices, "app/routes/breach-notice/banner.server.ts"],
    provedBy: [breachTest, breachBrowser],
  },
  {
    key: "breach.sms",
    promise: "The breach SMS goes once to each affected person, in their language, after commit.",
    keptBy: [notify, breachSms, "server/breach-sms.ts"],
    provedBy: [breachTest, breachBrowser, "app/domain/breach/breach-sms.test.ts"],
  },
  {
    key: "breach.acknowledgedTitle",
    promise: "Saying 'I have read this notice' is recorded, and the banner ends.",
    keptBy: [`${notices}#acknowledgeNotice`],
    provedBy: [breachTest, breachBrowser],
  },
  {
    key: "breach.neverAsks",
    promise: "No SMS ReviewKaro sends asks for a password, a code or money.",
    keptBy: ["app/auth/otp-message.server.ts#otpMessage", breachSms, complaintSms],
    provedBy: ["app/domain/breach/breach-sms.test.ts"],
  },
];
