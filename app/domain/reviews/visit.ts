import type { Refusals } from "~/domain/shared/refusal";

/*
 * The visit a review is about (decision 074): its date, not after today and not before the
 * campaign started (Kolkata calendar days), and the reviewer's tick that they went as a customer
 * with no relationship to the business. One rule for the Write Review dialog, its action and the
 * domain, in plain functions like review-content.ts, so the dialog downloads no Zod.
 */

export type VisitField = "visitedOn" | "noRelationship";
export type VisitDateFailure = "visit_date_required" | "visit_date_future" | "visit_date_early";
export type VisitFailure = VisitDateFailure | "declaration_required";

export const visitRefusals = {
  visit_date_required: {
    status: 400,
    field: "visitedOn",
    title: "visit.dateRequiredTitle",
    message: "visit.dateRequiredText",
  },
  visit_date_future: {
    status: 400,
    field: "visitedOn",
    title: "visit.dateFutureTitle",
    message: "visit.dateFutureText",
  },
  visit_date_early: {
    status: 400,
    field: "visitedOn",
    title: "visit.dateBeforeTitle",
    message: "visit.dateBeforeText",
  },
  declaration_required: {
    status: 400,
    field: "noRelationship",
    title: "visit.declarationRequiredTitle",
    message: "visit.declarationRequiredText",
  },
} as const satisfies Refusals<VisitFailure, VisitField>;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD', as a date input sends it; else null. */
export function readDateKey(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = DATE_KEY.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const key = date.toISOString().slice(0, 10);
  return key === value.trim() ? key : null;
}

/** The window a visit may fall in: 'YYYY-MM-DD' days, `earliest` null when the campaign has no start. */
export type VisitWindow = { today: string; earliest: string | null };

/** What is wrong with each field, null where nothing is: the dialog says each at its field. */
export function visitProblems(
  input: { visitedOn: unknown; noRelationship: unknown },
  window: VisitWindow,
): { visitedOn: VisitDateFailure | null; noRelationship: "declaration_required" | null } {
  const day = readDateKey(input.visitedOn);
  // 'YYYY-MM-DD' strings compare as the days they name.
  const dateProblem: VisitDateFailure | null =
    day === null
      ? "visit_date_required"
      : day > window.today
        ? "visit_date_future"
        : window.earliest !== null && day < window.earliest
          ? "visit_date_early"
          : null;
  return {
    visitedOn: dateProblem,
    noRelationship: isTicked(input.noRelationship) ? null : "declaration_required",
  };
}

/** The visit as it will be stored, or the first field's refusal. */
export function readVisit(
  input: { visitedOn: unknown; noRelationship: unknown },
  window: VisitWindow,
): { ok: true; visitedOn: string } | { ok: false; reason: VisitFailure } {
  const problems = visitProblems(input, window);
  if (problems.visitedOn) return { ok: false, reason: problems.visitedOn };
  if (problems.noRelationship) return { ok: false, reason: problems.noRelationship };
  return { ok: true, visitedOn: readDateKey(input.visitedOn) as string };
}

/** A tick box as a form sends it ("on"), or as a caller passes it (true). */
function isTicked(value: unknown): boolean {
  return value === true || value === "on";
}
