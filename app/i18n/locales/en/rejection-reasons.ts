/** English: the reasons an admin picks when rejecting a review, read by the reviewer (decision 054). */
export const rejectionTemplates = {
  proof_unreadable:
    "We could not read your proof. Please upload a clear photo of the bill or the place, with the business's name visible.",
  proof_other_place:
    "Your proof shows a different business. Please upload proof of your visit to this one.",
  proof_no_visit:
    "Your proof does not show a visit: a bill, an order confirmation or a photo taken at the place is needed.",
  too_short: "Your review is under 30 words. Please say more about what you experienced yourself.",
  not_own_visit:
    "Your review does not describe your own visit. Please write about what you saw, ate or bought yourself.",
  too_general:
    "Your review could be about any business. Please describe this place: what you had, the service, the visit.",
  copied_text: "Your review repeats text from another review. Please write it in your own words.",
  copied_photo:
    "Your proof is a photo already used for another review. Please upload proof of your own visit.",
  abusive:
    "Your review contains abusive or hateful words. Please describe your experience without them.",
  personal_data:
    "Your review names private people or shares phone numbers or addresses. Please remove them.",
  advertising:
    "Your review advertises or links to something else. Please write only about your visit.",
  account_suspended:
    "Rejected because your account was suspended: a suspension rejects every review still waiting for a decision.",
  note: "Note from the moderator: {{note}}",
  templateField: "Reason the reviewer reads (in their language)",
  templateRequired: "Choose the reason the reviewer will read.",
  noteLabel: "Note for the reviewer (optional)",
} as const;
