/**
 * Phone numbers and profiles for the integration tests. Each file counts from its own first
 * number, so the numbers (and usernames) a file makes stay the ones it always made.
 */
import { profiles, type Role } from "~/db/schema";
import type { TestDatabase } from "./database";

/** Phone numbers counted up from `first` (the first one given is `first + 1`). */
export function phoneCounter(first: number) {
  let counter = first;
  return {
    /** The next number as `+91…`. */
    next() {
      counter += 1;
      return `+91${counter}`;
    },
    /** The count the last number was made from. */
    current: () => counter,
  };
}

/**
 * A maker of profiles with numbers from `firstPhone` on; `username: true` names each one after
 * its role and number, as the domain fixtures expect.
 */
export function profileMaker(options: {
  database: () => TestDatabase;
  firstPhone: number;
  username?: boolean;
}) {
  const phones = phoneCounter(options.firstPhone);
  async function newProfile(role: Role, values: Partial<typeof profiles.$inferInsert> = {}) {
    const phone = phones.next();
    const named = options.username ? { username: `${role}${phones.current()}` } : {};
    const [row] = await options
      .database()
      .db.insert(profiles)
      .values({ phone, role, ...named, ...values })
      .returning();
    if (!row) throw new Error("no profile");
    return row;
  }
  return { newProfile, phones };
}
