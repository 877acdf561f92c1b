/** English: complaints with tickets at /grievance and /grievance/status (decision 078). */
export const grievance = {
  formTitle: "Send a complaint",
  formIntro:
    "You get a ticket number at once and an SMS at each step. Fields marked optional can stay empty.",
  name: "Your name",
  phone: "Mobile number",
  phoneHint: "We send your ticket number and each answer by SMS to this number.",
  email: "Email (optional)",
  onBehalfOf: "Writing for someone else? Their name and phone (optional)",
  onBehalfOfHint:
    "For example as their nominee, or because they cannot write themselves. A nominee sends, by email to the grievance officer, a death certificate or a doctor's certificate; we may ask for proof before we act.",
  category: "What is it about?",
  categories: {
    review_about_me: "A review about me or my business",
    impersonation: "Someone posing as me, or a morphed or intimate image of me",
    personal_data: "My personal data",
    payment: "A payment or payout",
    account: "My account",
    other: "Something else",
  },
  text: "Your complaint",
  textHint: "What happened, and what you would like us to do ({{min}}–{{max}} characters).",
  link: "Link to the review or campaign (optional)",
  linkHint: "Copy it from the address bar, for example https://reviewkaro.in/b/…",
  send: "Send complaint",
  sending: "Sending…",
  nameRequired: "Enter your name.",
  phoneRequired: "Enter your 10-digit mobile number.",
  emailInvalid: "Enter an email address like name@example.com, or leave it empty.",
  categoryRequired: "Choose what your complaint is about.",
  textRequired: "Write your complaint.",
  textTooShort: "Write at least {{min}} characters, so that we can act on it.",
  linkInvalid: "Paste a web address starting with https://, or leave it empty.",
  tooLong: "Keep this to {{max}} characters.",
  ticketRequired: "Enter your ticket number, like RK-2026-000123.",
  filedTitle: "Your complaint is received",
  filedText:
    "Your ticket number is {{ticket}}. Keep it: with your mobile number it opens the status page. We have sent it to you by SMS.",
  filedTextNoSms:
    "Your ticket number is {{ticket}}. Keep it: with your mobile number it opens the status page. We could not send it by SMS this time, so please write it down now.",
  ticketLabel: "Ticket number",
  openStatus: "See the status of this ticket",
  statusLinkText: "Already sent a complaint? See its status",
  statusTitle: "Status of your complaint",
  statusMetaTitle: "Complaint status – ReviewKaro",
  statusIntro:
    "Enter the ticket number from your SMS and the mobile number you sent the complaint from.",
  ticketNumber: "Ticket number",
  lookUp: "Show status",
  lookingUp: "Looking it up…",
  notFound: "We found no ticket with this number and mobile number. Check both and try again.",
  limited: "Too many look-ups from this network. Try again in {{minutes}} minutes.",
  complaintLimited:
    "Too many complaints from this network this hour. Try again in {{minutes}} minutes, or write to the grievance officer by email.",
  filedOn: "Sent on {{date}}",
  statuses: {
    open: "Waiting for acknowledgement",
    acknowledged: "Acknowledged, being looked into",
    decided: "Decided",
  },
  acknowledgeClock: "Acknowledgement (within 24 hours)",
  decideClock: "Decision (within 15 days)",
  removeClock: "Removed or blocked (within 24 hours)",
  impersonationNote:
    "Someone posing as you, or a morphed, nude or intimate image of you: we remove it or block access to it within 24 hours of your complaint. Someone else may complain for you, for example your nominee.",
  clockDone: "Done on {{date}}",
  clockLeft: "{{time}} left (by {{date}})",
  clockOverdue: "Overdue by {{time}} (was due {{date}})",
  days: "{{count}} d",
  hours: "{{count}} h",
  minutes: "{{count}} min",
  acknowledgementLabel: "Our acknowledgement",
  decisionLabel: "Our decision: {{outcome}}",
  outcomes: { upheld: "Complaint upheld", rejected: "Complaint rejected", resolved: "Resolved" },
  another: "Look up another ticket",
  newComplaint: "Send a new complaint",
  sms: {
    received:
      "ReviewKaro: your complaint is ticket {{ticket}}. We acknowledge it within 24 hours and decide within 15 days. Status: {{link}}",
    receivedUrgent:
      "ReviewKaro: your complaint is ticket {{ticket}}. We act on it within 24 hours. Status: {{link}}",
    acknowledged:
      "ReviewKaro: your complaint {{ticket}} is acknowledged. Read our message: {{link}}",
    decided:
      "ReviewKaro: your complaint {{ticket}} is decided ({{outcome}}). Read our reply: {{link}}",
  },
};

/** English: the admin's Complaints tab, translated on the server (decision 078). */
export const grievanceAdmin = {
  tab: "Complaints",
  title: "Complaints",
  intro:
    "Open complaints, overdue ones first, then by deadline. The law gives 24 hours to acknowledge and 15 days to decide; content that impersonates someone or shows them in a morphed or intimate image must be removed or blocked within 24 hours.",
  empty: "No open complaints.",
  more: "Showing the first {{shown}} of {{count}} open complaints.",
  overdueCount: "{{count}} overdue",
  from: "From",
  onBehalfOf: "for {{who}}",
  linkLabel: "Link given",
  acknowledgedWith: "Acknowledged with",
  reply: "Message to the complainant",
  replyHint: "The complainant reads this on the status page; the SMS points them to it.",
  readsIn:
    "Filed in {{language}}: their SMS are in {{language}}, and the status page shows your words as you write them, framed in the reader's language.",
  outcome: "Outcome",
  acknowledge: "Acknowledge",
  decide: "Decide",
  replyRequired: "Write the message the complainant will read.",
  outcomeRequired: "Choose an outcome.",
  acknowledgedTitle: "Complaint acknowledged; the complainant is told by SMS",
  decidedTitle: "Complaint decided; the complainant is told by SMS",
  refusedTitle: "Not done",
  alreadyAnswered: "This complaint was already answered at this step.",
  /** Messages from the contact page, on the same tab (decision 099). */
  contact: {
    title: "Messages from the contact page",
    intro:
      "The page promises a reply. Write to the sender by email, in the language they wrote in, then mark the message answered. We aim to answer within 48 hours.",
    empty: "No message waits for an answer.",
    more: "Showing the oldest {{shown}} of {{count}} waiting messages.",
    lateCount: "{{count}} waiting over 48 hours",
    late: "Waiting over 48 hours",
    received: "Received {{date}}",
    inLanguage: "Written in {{language}}",
    replyByEmail: "Reply by email",
    replySubject: "Your message to ReviewKaro",
    markAnswered: "Mark answered",
    answeredTitle: "Marked answered",
    alreadyAnswered: "This message was already marked answered.",
  },
};
