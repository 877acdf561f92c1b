import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeSignup, startSignup } from "~/auth/accounts.server";
import { updateProfile } from "~/auth/profile.server";
import { consents, profiles } from "~/db/schema";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { NOTICE_VERSIONS } from "~/domain/shared/consent-notices";
import { listConsents, withdrawConsent } from "~/domain/shared/consents.server";
import {
  ip,
  newPhone,
  passwordLimits,
  setUpAccountsDatabase,
  setup,
  testDb,
} from "../../support/account-fixtures";

setUpAccountsDatabase();

async function signUp(role: "user" | "business") {
  const { deps, lastCode } = setup();
  const phone = newPhone();
  await startSignup(testDb.db, deps, { phone, role, ip, language: "en" });
  const result = await completeSignup(testDb.db, deps, {
    adult: true,
    phone,
    role,
    code: lastCode(),
    ip,
  });
  if (!result.ok) throw new Error(result.reason);
  return result.profile;
}

async function rowsOf(profileId: string) {
  const rows = await testDb.db.select().from(consents).where(eq(consents.profileId, profileId));
  return rows.map((row) => ({
    purpose: row.purpose,
    noticeVersion: row.noticeVersion,
    withdrawn: row.withdrawnAt !== null,
  }));
}

// policies.privacy.intro: 'record what you agreed to'; each row with its notice's version.
describe("consent records", () => {
  it("are written with the account: the 18+ declaration and the sign-up notice's consent", async () => {
    const reviewer = await signUp("user");
    expect(await rowsOf(reviewer.id)).toEqual(
      expect.arrayContaining([
        {
          purpose: "adult_declaration",
          noticeVersion: NOTICE_VERSIONS.adult_declaration,
          withdrawn: false,
        },
        { purpose: "account", noticeVersion: NOTICE_VERSIONS.account, withdrawn: false },
      ]),
    );
    expect(await rowsOf(reviewer.id)).toHaveLength(2);
    // consent.signupNoticeBusiness and policies.privacy.sections.consent.text: an optional
    // consent starts unticked; a new
    // business has no SMS consent and gets no SMS until it ticks the box (decision 092).
    const business = await signUp("business");
    expect((await rowsOf(business.id)).map((row) => row.purpose).sort()).toEqual([
      "account",
      "adult_declaration",
    ]);
    const [fresh] = await testDb.db.select().from(profiles).where(eq(profiles.id, business.id));
    expect(fresh?.reviewSms).toBe(false);
  });

  it("are not written when the code is wrong and no account is made", async () => {
    const { deps } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    const before = await testDb.db.$count(consents);
    const result = await completeSignup(testDb.db, deps, {
      adult: true,
      phone,
      role: "user",
      code: "000000",
      ip,
    });
    expect(result.ok).toBe(false);
    expect(await testDb.db.select().from(profiles).where(eq(profiles.phone, phone))).toEqual([]);
    expect(await testDb.db.$count(consents)).toBe(before);
  });

  // policies.privacy.sections.age.text: every account declares 18+, and it is recorded.
  it("refuses to make an account without the 18+ declaration", async () => {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    await expect(
      completeSignup(testDb.db, deps, {
        adult: false as true,
        phone,
        role: "user",
        code: lastCode(),
        ip,
      }),
    ).rejects.toThrow(RangeError);
    expect(await testDb.db.select().from(profiles).where(eq(profiles.phone, phone))).toEqual([]);
  });

  it("record the UPI notice with the first payout, once", async () => {
    const reviewer = await signUp("user");
    await testDb.db
      .update(profiles)
      .set({ walletBalance: 150 })
      .where(eq(profiles.id, reviewer.id));
    const payout = await requestPayout(testDb.db, { userId: reviewer.id, upiId: "asha@okaxis" });
    expect(payout.ok).toBe(true);
    const upi = (await rowsOf(reviewer.id)).filter((row) => row.purpose === "payout_upi");
    expect(upi).toEqual([
      { purpose: "payout_upi", noticeVersion: NOTICE_VERSIONS.payout_upi, withdrawn: false },
    ]);
  });
});

describe("withdrawing a consent", () => {
  // consent.privacyIntro: 'Withdrawing takes effect at once.'
  it("stops the review SMS at once, and a second tap changes nothing", async () => {
    const business = await signUp("business");
    const ticked = await updateProfile(testDb.db, {
      limits: passwordLimits,
      profileId: business.id,
      username: "sharma",
      password: "first-password",
      reviewSms: true,
    });
    expect(ticked.ok).toBe(true);
    const at = new Date(Date.now() + 1000);
    expect(
      await withdrawConsent(testDb.db, { profileId: business.id, purpose: "review_sms", now: at }),
    ).toEqual({ ok: true, purpose: "review_sms" });
    const [profile] = await testDb.db.select().from(profiles).where(eq(profiles.id, business.id));
    expect(profile?.reviewSms).toBe(false);
    const sms = (await listConsents(testDb.db, business.id)).find(
      (row) => row.purpose === "review_sms",
    );
    expect(sms?.withdrawnAt?.getTime()).toBe(at.getTime());
    expect(
      await withdrawConsent(testDb.db, { profileId: business.id, purpose: "review_sms" }),
    ).toEqual({ ok: true, purpose: "review_sms" });
    expect(
      (await listConsents(testDb.db, business.id))
        .find((row) => row.purpose === "review_sms")
        ?.withdrawnAt?.getTime(),
    ).toBe(at.getTime());
  });

  // consent.endsWithAccount, consent.endsWithReview, consent.cannotEnd: no Withdraw for these.
  it("is refused for what the account or the law needs, and for a purpose never given", async () => {
    const reviewer = await signUp("user");
    for (const purpose of ["account", "adult_declaration", "payout_upi", "review_proof"]) {
      expect(await withdrawConsent(testDb.db, { profileId: reviewer.id, purpose })).toEqual({
        ok: false,
        reason: "not_withdrawable",
      });
    }
    expect(
      await withdrawConsent(testDb.db, { profileId: reviewer.id, purpose: "review_sms" }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(
      await withdrawConsent(testDb.db, { profileId: reviewer.id, purpose: "marketing" }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect((await rowsOf(reviewer.id)).every((row) => !row.withdrawn)).toBe(true);
  });

  it("follows the profile's SMS box: unticked records nothing, a tick records it, off withdraws", async () => {
    const business = await signUp("business");
    let first = true;
    const save = (reviewSms: boolean) => {
      // The first save chooses the password; later ones keep it.
      const password = first ? { password: "first-password" } : {};
      first = false;
      return updateProfile(testDb.db, {
        limits: passwordLimits,
        profileId: business.id,
        username: "sharma",
        ...password,
        reviewSms,
      });
    };
    const sms = async () =>
      (await rowsOf(business.id)).filter((row) => row.purpose === "review_sms");
    expect((await save(false)).ok).toBe(true);
    expect(await sms()).toEqual([]);
    expect((await save(true)).ok).toBe(true);
    expect(await sms()).toEqual([
      { purpose: "review_sms", noticeVersion: NOTICE_VERSIONS.review_sms, withdrawn: false },
    ]);
    expect((await save(false)).ok).toBe(true);
    expect(await sms()).toEqual([
      { purpose: "review_sms", noticeVersion: NOTICE_VERSIONS.review_sms, withdrawn: true },
    ]);
  });
});
