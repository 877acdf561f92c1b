/** The campaign detail's analytics card (decision 034). */
export const campaignAnalytics = {
  title: "Review analytics",
  intro:
    "From your approved reviews. Ratings are the reviewers' own; they never change what a review earns or where it is shown.",
  ratingsTitle: "Ratings",
  ratingsLabel: "Approved reviews by star rating",
  ratingRow_one: "{{count}} star: {{reviews}} ({{percent}}%)",
  ratingRow_other: "{{count}} stars: {{reviews}} ({{percent}}%)",
  approvedCount_one: "{{count}} approved review",
  approvedCount_other: "{{count}} approved reviews",
  noApproved: "No approved reviews yet. The analytics fill in as reviews are approved.",
  topicsTitle: "Topics mentioned",
  topicsHint:
    "Reviews that mention each of your topics, in English or Hindi. Topics are suggestions: reviewers never have to use them.",
  topicRow_one: "{{name}}: {{mentions}} of {{count}} review",
  topicRow_other: "{{name}}: {{mentions}} of {{count}} reviews",
  noTopics: "This campaign has no topics.",
  paceTitle: "Reviews per day",
  paceHint: "Planned by the daily schedule, against reviews submitted and approved each day.",
  paceAlt:
    "Chart of reviews per day: planned, submitted and approved. The same figures are in the table below.",
  paceTableCaption: "Reviews per day: planned, submitted and approved",
  paceNotStarted: "The chart appears once the campaign is approved and starts.",
  showTable: "Show the figures",
  day: "Day",
  date: "Date",
  planned: "Planned",
  submitted: "Submitted",
  approved: "Approved",
  exportTitle: "Export",
  exportCsv: "Download CSV",
  exportHint:
    "Date, reviewer name, rating and text of every approved review, each with its 'Rewarded review' disclosure: keep it with any review you copy. Opens in Excel or Google Sheets.",
} as const;

/** Words the server writes into the chart image and the CSV file; no page script carries them. */
export const campaignExport = {
  chartDay: "Campaign day",
  chartReviews: "Reviews",
  planned: "Planned",
  submitted: "Submitted",
  approved: "Approved",
  csvDate: "Date",
  csvReviewer: "Reviewer",
  csvRating: "Rating",
  csvText: "Review",
  csvDisclosure: "Disclosure",
} as const;
