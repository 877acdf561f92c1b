import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSession,
  deleteAllSessions,
  deleteOtherSessions,
  deleteSession,
  findSession,
  hashSessionToken,
  SESSION_TTL_MS,
} from "~/auth/session.server";
import { sessions } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

const profileMade = profileMaker({ database: () => testDb, firstPhone: 7100000000 });
const newProfile = () => profileMade.newProfile("user");

const day = 24 * 60 * 60 * 1000;
const t0 = new Date("2026-03-01T10:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("sessions", () => {
  it("gives a random base64url token and stores only its SHA-256", async () => {
    const profile = await newProfile();
    const { token, expiresAt } = await createSession(testDb.db, { profileId: profile.id, now: t0 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toEqual(later(SESSION_TTL_MS));
    const rows = await testDb.db.select().from(sessions).where(eq(sessions.profileId, profile.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("finds the profile for a token and nothing for an unknown token", async () => {
    const profile = await newProfile();
    const { token } = await createSession(testDb.db, { profileId: profile.id, now: t0 });
    const found = await findSession(testDb.db, { token, now: later(day) });
    expect(found?.profile).toEqual(profile);
    expect(found?.renewed).toBe(false);
    expect(found?.expiresAt).toEqual(later(SESSION_TTL_MS));
    expect(await findSession(testDb.db, { token: `${token}x`, now: later(day) })).toBeNull();
  });

  it("renews the expiry once less than half the lifetime remains", async () => {
    const profile = await newProfile();
    const { token } = await createSession(testDb.db, { profileId: profile.id, now: t0 });
    const justBefore = await findSession(testDb.db, { token, now: later(SESSION_TTL_MS / 2) });
    expect(justBefore?.renewed).toBe(false);

    const now = later(SESSION_TTL_MS / 2 + 1);
    const renewed = await findSession(testDb.db, { token, now });
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expiresAt).toEqual(new Date(now.getTime() + SESSION_TTL_MS));
    const [row] = await testDb.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.expiresAt).toEqual(renewed?.expiresAt);
    // Still alive after the first expiry date, thanks to the renewal.
    expect(
      await findSession(testDb.db, { token, now: later(SESSION_TTL_MS + day) }),
    ).not.toBeNull();
  });

  it("does not return an expired session, and deletes it", async () => {
    const profile = await newProfile();
    const { token } = await createSession(testDb.db, { profileId: profile.id, now: t0 });
    expect(await findSession(testDb.db, { token, now: later(SESSION_TTL_MS) })).toBeNull();
    const rows = await testDb.db.select().from(sessions).where(eq(sessions.profileId, profile.id));
    expect(rows).toEqual([]);
  });

  it("signs out one browser, the other browsers, or all of them", async () => {
    const profile = await newProfile();
    const other = await newProfile();
    const make = () => createSession(testDb.db, { profileId: profile.id, now: t0 });
    const [a, b, c, d] = await Promise.all([make(), make(), make(), make()]);
    const { token: othersToken } = await createSession(testDb.db, {
      profileId: other.id,
      now: t0,
    });
    if (!a || !b || !c || !d) throw new Error("no sessions");
    const alive = async (token: string) =>
      (await findSession(testDb.db, { token, now: later(day) })) !== null;

    await deleteSession(testDb.db, { token: a.token });
    expect(await alive(a.token)).toBe(false);
    expect(await alive(b.token)).toBe(true);

    await deleteOtherSessions(testDb.db, { profileId: profile.id, keepToken: b.token });
    expect([await alive(b.token), await alive(c.token), await alive(d.token)]).toEqual([
      true,
      false,
      false,
    ]);

    await deleteAllSessions(testDb.db, { profileId: profile.id });
    expect(await alive(b.token)).toBe(false);
    expect(await alive(othersToken)).toBe(true);
  });

  it("signs out every browser when no token is kept", async () => {
    const profile = await newProfile();
    const { token } = await createSession(testDb.db, { profileId: profile.id, now: t0 });
    await deleteOtherSessions(testDb.db, { profileId: profile.id });
    expect(await findSession(testDb.db, { token, now: later(day) })).toBeNull();
  });
});
