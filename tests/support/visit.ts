import { kolkataDateKey } from "~/domain/shared/dates";

/** Write Review's visit fields as a reviewer fills them in: visited on `now`'s day, no relationship. */
export function visitOn(now: Date = new Date()) {
  return { visitedOn: kolkataDateKey(now), noRelationship: true };
}
