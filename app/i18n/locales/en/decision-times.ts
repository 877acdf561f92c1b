/** English: how long moderation takes, as the public, reviewers and the admin read it (decision 069). */
export const decisionTimes = {
  about_minute_one: "about {{count}} minute",
  about_minute_other: "about {{count}} minutes",
  about_hour_one: "about {{count}} hour",
  about_hour_other: "about {{count}} hours",
  about_day_one: "about {{count}} day",
  about_day_other: "about {{count}} days",
  publicMeasured: "Reviews here are checked by people, usually within {{time}} of being sent.",
  publicTooFew:
    "Reviews here are checked by people. Too few reviews were decided in the last 30 days to say how long that usually takes.",
  publicUnknown: "Reviews here are checked by people before they are published.",
  ratingBlind:
    "Whoever checks a review does not see its star rating until they have recorded their check; a rating shown earlier, on request, is recorded in the staff access log.",
  policyHeading: "How long checking takes",
  policyMeasured_one:
    "In the last 30 days moderators decided {{count}} review: half within {{median}} of being sent, and 9 in 10 within {{p90}}.",
  policyMeasured_other:
    "In the last 30 days moderators decided {{count}} reviews: half within {{median}} of being sent, and 9 in 10 within {{p90}}.",
  policyTooFew_one:
    "In the last 30 days moderators decided {{count}} review: too few to give a typical time. We publish it once there are at least {{min}}.",
  policyTooFew_other:
    "In the last 30 days moderators decided {{count}} reviews: too few to give a typical time. We publish it once there are at least {{min}}.",
  policyUnknown: "This time is being measured and will appear here shortly.",
  measuredAt: "Measured {{time}}; measured again every few minutes.",
  pendingMeasured: "Usually decided within {{time}}",
  pendingTooFew: "Too few recent decisions to say how long a check usually takes",
  adminTitle: "Decision time",
  adminIntro: "From a review's submission to its approval or rejection.",
  window_7: "Last 7 days",
  window_30: "Last 30 days",
  median: "Half within",
  p90: "9 in 10 within",
  decisions: "Decisions",
  adminTooFew: "Too few decisions for a figure (fewer than {{min}})",
  adminUnknown: "Not measured yet",
} as const;
