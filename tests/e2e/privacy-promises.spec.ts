/**
 * The privacy page's promises, read from the catalogue as the page shows them (decisions 092,
 * 093): policies.privacy.sections.consent.text (an optional consent starts unticked and is
 * recorded only from a tick), policies.privacy.sections.collect.text with
 * policies.privacy.collected.* (all of it in 'Download my data'), policies.privacy.sections.rights.text
 * (a nominee named and changed), policies.privacy.sections.shared.text with
 * policies.privacy.processors.* (who receives what) and policies.privacy.sections.board.text
 * (the Data Protection Board of India).
 */
import { strFromU8, unzipSync } from "fflate";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { expect, signUp, signUpToProfileSetup, test, visit } from "./support/fixtures";
import { toastOn } from "./support/toast";

const privacy = en.policies.privacy;

test("a new business has no optional consent it did not give: the SMS box starts unticked, and ticking it records the consent", async ({
  page,
}) => {
  // consent.signupNoticeBusiness: the notice says the SMS is sent only once turned on.
  await visit(page, "/signup?role=business");
  await expect(page.getByTestId("collection-notice")).toContainText(
    en.consent.signupNoticeBusiness,
  );
  await signUpToProfileSetup(page, { role: "business" });
  const sms = page.getByLabel(en.reviewSms.label);
  await expect(sms).not.toBeChecked();
  const consents = page.getByRole("region", { name: en.consent.privacyHeading });
  await expect(consents.getByText(en.consent.purposes.account)).toBeVisible();
  await expect(consents.getByText(en.consent.purposes.review_sms)).toHaveCount(0);
  await page.getByLabel("Username").fill(`sms${Date.now() % 1e7}`);
  await page.getByLabel("New password").fill("chai-1234");
  await page.getByLabel("Confirm password").fill("chai-1234");
  await sms.check();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await visit(page, "/update-profile");
  await expect(page.getByLabel(en.reviewSms.label)).toBeChecked();
  const given = page
    .getByRole("region", { name: en.consent.privacyHeading })
    .getByRole("listitem")
    .filter({ hasText: en.consent.purposes.review_sms });
  await expect(given).toBeVisible();

  // consent.withdrawnText: Withdraw stops it at once, and the section says when.
  await given.getByRole("button", { name: en.consent.withdraw }).click();
  await expect(page).toHaveURL(/\/update-profile#privacy$/);
  await expect(toastOn(page)).toContainText(en.consent.withdrawnTitle);
  await expect(toastOn(page)).toContainText(en.consent.withdrawnText);
  await expect(given.getByRole("button", { name: en.consent.withdraw })).toHaveCount(0);
  await expect(given).toContainText(en.consent.withdrawnOn.replace(/\{\{date\}\}.*/, ""));
  await expect(page.getByLabel(en.reviewSms.label)).not.toBeChecked();
});

test("/privacy lists what is kept, who receives what, and the Data Protection Board, in English and Hindi", async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/privacy");
    const collected = page.locator('[data-list="collect"] li');
    await expect(collected).toHaveText([
      en.policies.privacy.collected.phone,
      en.policies.privacy.collected.profile,
      en.policies.privacy.collected.reviews,
      en.policies.privacy.collected.payouts,
      en.policies.privacy.collected.business,
      en.policies.privacy.collected.consents,
      en.policies.privacy.collected.nominee,
      en.policies.privacy.collected.marks,
      en.policies.privacy.collected.securityLog,
    ]);
    await expect(page.getByText(privacy.sections.collect.text)).toBeVisible();
    // Each service is named with what it receives, as this installation is set up.
    const shared = page.locator('[data-list="shared"] li');
    await expect(shared).toHaveCount(4);
    const kinds = await shared.evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-kind")),
    );
    expect(kinds).toEqual(["payments", "payouts", "sms", "storage"]);
    // Each line is one of its kind's two texts, the provider's name filled in from the settings.
    const lines = [
      [en.policies.privacy.processors.payments, en.policies.privacy.processors.paymentsNone],
      [en.policies.privacy.processors.payouts, en.policies.privacy.processors.payoutsByHand],
      [en.policies.privacy.processors.sms, en.policies.privacy.processors.smsNone],
      [en.policies.privacy.processors.storage, en.policies.privacy.processors.storageDisk],
    ];
    for (const [index, variants] of lines.entries()) {
      const text = (await shared.nth(index).textContent()) ?? "";
      const matches = variants.some((variant) => {
        const [before, after = ""] = variant.split("{{name}}");
        return text.startsWith(before ?? "") && text.endsWith(after) && !text.includes("{{");
      });
      expect(matches, text).toBe(true);
    }
    await expect(page.getByRole("heading", { name: privacy.sections.board.heading })).toBeVisible();
    await expect(page.getByText(privacy.sections.board.text)).toBeVisible();
    await expect(page.getByText(privacy.sections.keep.text)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`privacy-en-${width}.png`),
      fullPage: true,
    });
    await page.getByRole("button", { name: "हिन्दी" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator('[data-list="collect"] li')).toHaveText(
      Object.values(hi.policies.privacy.collected),
    );
    await expect(page.getByText(hi.policies.privacy.sections.board.text)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`privacy-hi-${width}.png`),
      fullPage: true,
    });
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
});

test("a nominee is named and changed on 'Your data', and 'Download my data' holds every kind /privacy lists", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { role: "user", city: "Indore" });
  await visit(page, "/account");
  const section = page.getByRole("region", { name: en.nominee.heading });
  await expect(section.getByText(en.nominee.none)).toBeVisible();
  await section.getByLabel(en.nominee.nameLabel).fill("Meena Patel");
  await section.getByLabel(en.nominee.relationshipLabel).fill("Sister");
  await section.getByLabel(en.nominee.phoneLabel).fill("98765 43210");
  await section.getByRole("button", { name: en.nominee.save }).click();
  await expect(toastOn(page)).toContainText(en.nominee.savedTitle);
  await expect(section.getByText("Meena Patel (Sister), +91 98765 43210")).toBeVisible();
  // Bad input is said at its field, and nothing changes.
  await section.getByLabel(en.nominee.phoneLabel).fill("12345");
  await section.getByRole("button", { name: en.nominee.change }).click();
  await expect(section.getByLabel(en.nominee.phoneLabel)).toHaveAccessibleDescription(
    /valid 10-digit|mobile number/i,
  );
  await visit(page, "/account");
  await section.getByLabel(en.nominee.relationshipLabel).fill("Elder sister");
  await section.getByLabel(en.nominee.phoneLabel).fill("98765 43210");
  await section.getByRole("button", { name: en.nominee.change }).click();
  await expect(section.getByText("Meena Patel (Elder sister), +91 98765 43210")).toBeVisible();
  for (const [language, width] of [
    ["en", 360],
    ["en", 1280],
    ["hi", 360],
    ["hi", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    if ((await page.locator("html").getAttribute("lang")) !== language) {
      await page.getByRole("button", { name: "हिन्दी" }).click();
    }
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page
      .getByRole("region", { name: language === "en" ? en.nominee.heading : hi.nominee.heading })
      .screenshot({ path: test.info().outputPath(`nominee-${language}-${width}.png`) });
  }
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // 'Download my data': a place in the ZIP for every kind the privacy page lists.
  await page.getByRole("button", { name: en.dataRights.downloadButton }).click();
  await expect(toastOn(page)).toContainText(en.dataRights.readyTitle);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: en.dataRights.downloadLink }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await downloading).createReadStream()) {
    chunks.push(chunk as Buffer);
  }
  const zip = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const json = (file: string): unknown => JSON.parse(strFromU8(zip[file] ?? strToBytes("null")));
  const fileOf: Record<keyof typeof privacy.collected, string | null> = {
    phone: "profile.json",
    profile: "profile.json",
    reviews: "reviews.json",
    payouts: "payouts.json",
    // A reviewer has no business records; the integration test reads a business's.
    business: null,
    consents: "consents.json",
    nominee: "nominee.json",
    marks: "network-and-device-marks.json",
    securityLog: "security-log.json",
  };
  expect(Object.keys(fileOf).sort()).toEqual(Object.keys(privacy.collected).sort());
  for (const file of Object.values(fileOf)) if (file) expect(Object.keys(zip)).toContain(file);
  expect(json("nominee.json")).toMatchObject({ name: "Meena Patel", relationship: "Elder sister" });
  expect(json("consents.json")).toEqual(
    expect.arrayContaining([expect.objectContaining({ purpose: "adult_declaration" })]),
  );
  expect((json("profile.json") as { phone: string }).phone).toMatch(/^\+91\d{10}$/);
});

function strToBytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
