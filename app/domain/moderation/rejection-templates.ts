import type { RejectionCategory } from "~/domain/reviews/rejection-category";

/**
 * The reasons an admin picks when rejecting a review, a few per category (decision 054). Only
 * the key is stored; the reviewer reads its words in their own language
 * (`rejectionTemplates.<key>`), then the admin's note if there is one. 'Other' has no template:
 * its note is the reason.
 */
export const rejectionTemplates = {
  no_visit_proof: ["proof_unreadable", "proof_other_place", "proof_no_visit"],
  not_first_hand: ["too_short", "not_own_visit", "too_general"],
  copied: ["copied_text", "copied_photo"],
  breaks_rules: ["abusive", "personal_data", "advertising"],
  other: [],
} as const satisfies Record<RejectionCategory, readonly string[]>;

export type RejectionTemplate = (typeof rejectionTemplates)[RejectionCategory][number];

export function isTemplateOf(
  category: RejectionCategory,
  template: unknown,
): template is RejectionTemplate {
  return (rejectionTemplates[category] as readonly unknown[]).includes(template);
}
