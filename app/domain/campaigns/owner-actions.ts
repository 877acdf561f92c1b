import type { CampaignStatus } from "~/db/schema";

/** What a campaign's owner can do with it after paying (issue 30, decision 051). */
export type OwnerAction = "pause" | "resume" | "edit" | "delete" | "add";

/** The owner's actions in each state: delete only before approval, add only after it. */
export function ownerActionsFor(status: CampaignStatus): OwnerAction[] {
  switch (status) {
    case "pending_approval":
      return ["edit", "delete"];
    case "active":
      return ["pause", "edit", "add"];
    case "paused":
      return ["resume", "edit", "add"];
    case "completed":
      return ["edit", "add"];
    default:
      return [];
  }
}
