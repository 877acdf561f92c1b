import { type RejectionCategory, rejectionCategories } from "~/db/rejection-categories";

export { type RejectionCategory, rejectionCategories } from "~/db/rejection-categories";

export function isRejectionCategory(value: unknown): value is RejectionCategory {
  return (rejectionCategories as readonly unknown[]).includes(value);
}
