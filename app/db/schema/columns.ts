/** Columns and checks that several tables share. */
import { sql } from "drizzle-orm";
import { timestamp, uuid } from "drizzle-orm/pg-core";
import { cityNames } from "../cities";
import { rejectionCategories } from "../rejection-categories";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** `column in ('Bhopal', …)`: a city must be one of the ten. */
export const inCities = sql.raw(`(${cityNames.map((name) => `'${name}'`).join(", ")})`);
/** `column in ('no_visit_proof', …)`: a rejection's category is one of the fixed few. */
export const inRejectionCategories = sql.raw(
  `(${rejectionCategories.map((name) => `'${name}'`).join(", ")})`,
);
