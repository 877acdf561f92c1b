/** The fields of the warning form, each named where a refusal is said. */
export type WarningField = "page" | "ground" | "publicText" | "startsOn" | "endsOn";
export const fields: readonly WarningField[] = [
  "page",
  "ground",
  "publicText",
  "startsOn",
  "endsOn",
];
