import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwords, profiles } from "~/db/schema";
import { action as profileAction, loader as profileLoader } from "~/routes/update-profile";
import {
  fieldMessages,
  load,
  newProfile,
  post,
  setUpFormDatabase,
  testDb,
} from "../../support/form-post";

/*
 * The admin signs in by a code to ADMIN_PHONE (SPEC /admin/login), so the first setup asks a
 * username only; everyone else still chooses a password there (issue 46, point 16; decision 107).
 */

setUpFormDatabase();

async function read(profileId: string) {
  const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, profileId));
  const kept = await testDb.db.select().from(passwords).where(eq(passwords.profileId, profileId));
  return { username: row?.username ?? null, hasPassword: kept.length > 0 };
}

describe("/update-profile at the admin's first sign-in", () => {
  it("shows no password to choose, and saves the username alone", async () => {
    const admin = await newProfile("admin", { username: null });
    expect(await load(profileLoader, "/update-profile", { as: admin })).toMatchObject({
      firstSetup: true,
      signsInByCode: true,
      passwordSet: false,
    });

    const saved = await post(profileAction, { username: "admin" }, { as: admin });
    expect(saved.status).toBe(302);
    expect(await read(admin.id)).toEqual({ username: "admin", hasPassword: false });
  });

  it("still keeps a password the admin sends", async () => {
    const admin = await newProfile("admin", { username: null });
    const fields = { username: "admin", password: "admin-pass", confirmPassword: "admin-pass" };
    expect((await post(profileAction, fields, { as: admin })).status).toBe(302);
    expect(await read(admin.id)).toEqual({ username: "admin", hasPassword: true });
  });

  it.each(["user", "business"] as const)(
    "still asks a %s for a password at first setup, and saves nothing without one",
    async (role) => {
      const person = await newProfile(role, { username: null });
      const answer = await post(profileAction, { username: "asha" }, { as: person });
      expect(answer.status).toBe(400);
      expect(fieldMessages(answer.data, "password")).not.toEqual([]);
      expect(await read(person.id)).toEqual({ username: null, hasPassword: false });
    },
  );
});
