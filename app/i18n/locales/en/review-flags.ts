/** English: the copy and reuse flags on the admin's queue cards (decision 026). */
export const reviewFlags = {
  heading: "Looks like another review",
  hint: "A flag is a hint, not a verdict: compare the two and decide.",
  moreTexts_one: "1 more earlier review with a text like it",
  moreTexts_other: "{{count}} more earlier reviews with a text like it",
  moreProofs_one: "1 more earlier review with a proof like it",
  moreProofs_other: "{{count}} more earlier reviews with a proof like it",
  thisReview: "This review",
  thisProof: "This proof",
  thisProofAlt: "Proof of this review",
} as const;

/** English: what a flag says and names; translated on the server (queue cards). */
export const flagReasons = {
  copiedText: "Text {{percent}}% like a review of {{business}} from {{date}}",
  reusedProofSameFile: "Proof looks like the photo of an earlier review — same file",
  reusedProofResaved:
    "Proof looks like the photo of an earlier review — the same picture, resized or saved again",
  reusedProofEdited:
    "Proof resembles the photo of an earlier review — compare the two: a cropped or edited copy, or another bill of the same layout?",
  earlierReview: "Earlier review: {{business}}, {{date}}",
  earlierProof: "Earlier proof: {{business}}, {{date}}",
  earlierProofAlt: "Proof of the earlier review of {{business}}",
} as const;
