import type { PlaceBand } from "~/db/schema/proof-checks";
import { dayNumber, kolkataDateKey } from "~/domain/shared/dates";

/*
 * What a proof's facts say to the moderator (issue 49, decision 129), beside the risk signals:
 * where the photo was taken from the business, when against the visit date, and whether its bill
 * is another review's. Words only: none of them changes the risk score or decides anything.
 */

/** A review's proof facts as the staff card reads them (review_proof_checks, its review, its campaign). */
export type VisitFacts = {
  placeBand: PlaceBand;
  distanceKm: number | null;
  /** Whether the business has set its place; without it no band could be made. */
  placeKnown: boolean;
  takenAt: Date | null;
  visitedOn: string | null;
  /** When the review with the same bill was written, if the bill job found one. */
  sameBillAt: Date | null;
};

export type VisitSignal =
  | { kind: "atThePlace"; tone: "success" }
  | { kind: "nearThePlace"; tone: "neutral" }
  | { kind: "kmFromThePlace"; tone: "warning"; km: number }
  | { kind: "locationNotShared"; tone: "neutral" }
  | { kind: "takenBefore" | "takenAfter"; tone: "warning"; days: number }
  | { kind: "sameBill"; tone: "warning"; at: Date };

/** The signals of one review's proof, in the card's order: place, time, bill. */
export function visitSignals(facts: VisitFacts): VisitSignal[] {
  const signals: VisitSignal[] = [];
  const place = placeSignal(facts);
  if (place) signals.push(place);
  const time = timeSignal(facts);
  if (time) signals.push(time);
  if (facts.sameBillAt) signals.push({ kind: "sameBill", tone: "warning", at: facts.sameBillAt });
  return signals;
}

function placeSignal(facts: VisitFacts): VisitSignal | null {
  switch (facts.placeBand) {
    case "within_200m":
      return { kind: "atThePlace", tone: "success" };
    case "within_2km":
      return { kind: "nearThePlace", tone: "neutral" };
    case "in_city":
    case "elsewhere":
      return facts.distanceKm === null
        ? null
        : { kind: "kmFromThePlace", tone: "warning", km: facts.distanceKm };
    case "unknown":
      // Neutral, never a penalty: a phone without a camera or a refused location is normal. A
      // business without its place set leaves nothing to compare, so nothing is said.
      return facts.placeKnown ? { kind: "locationNotShared", tone: "neutral" } : null;
  }
}

function timeSignal(facts: VisitFacts): VisitSignal | null {
  if (!facts.takenAt || !facts.visitedOn) return null;
  const days = dayNumber(facts.visitedOn) - dayNumber(kolkataDateKey(facts.takenAt));
  if (days === 0) return null;
  return days > 0
    ? { kind: "takenBefore", tone: "warning", days }
    : { kind: "takenAfter", tone: "warning", days: -days };
}

/** Whether the public page may say 'Visit checked: photo taken at the place' of a review. */
export function visitChecked(facts: Pick<VisitFacts, "placeBand" | "takenAt" | "visitedOn">) {
  return (
    facts.placeBand === "within_200m" &&
    facts.takenAt !== null &&
    facts.visitedOn !== null &&
    kolkataDateKey(facts.takenAt) === facts.visitedOn
  );
}
