/**
 * Why the admin warns the public about a business (decision 097): the ways a business has been
 * found trying to influence its reviews. A fixed list, so the public and the business read the
 * same named ground in their language.
 */
export const warningGrounds = [
  "mass_reports",
  "money_for_change",
  "post_elsewhere",
  "pressure_on_reviewers",
] as const;
export type WarningGround = (typeof warningGrounds)[number];

export function isWarningGround(value: string): value is WarningGround {
  return (warningGrounds as readonly string[]).includes(value);
}
