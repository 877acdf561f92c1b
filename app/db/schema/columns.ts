/** Columns and checks that several tables share. */
import { sql } from "drizzle-orm";
import { timestamp, uuid } from "drizzle-orm/pg-core";
import { cityNames } from "../cities";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** `column in ('Bhopal', …)`: a city must be one of the ten. */
export const inCities = sql.raw(`(${cityNames.map((name) => `'${name}'`).join(", ")})`);
