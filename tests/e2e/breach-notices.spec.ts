/**
 * Issue 44, decision 095 (DPDP Rules 2025 r.7(1)): the admin records a breach and its notice in
 * English and Hindi; on confirm each affected person is told in their language by SMS
 * (breach.sms, in the dev outbox) and on their next visit (breach.bannerTitle, breach.bannerText
 * on the dashboard), reads the full notice at /breach (breach.intro, breach.parts.*) and says
 * they read it (breach.acknowledge), which is recorded and ends the banner.
 */
import type { Browser, Page } from "@playwright/test";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { expectNoAxeViolations } from "./support/axe";
import { adminContext, expect, messagesTo, signUp, test, visit } from "./support/fixtures";
import { toastOn } from "./support/toast";

/** A `datetime-local` value in India time, `hoursAgo` before now. */
function indiaTime(hoursAgo: number): string {
  return new Date(Date.now() + 330 * 60_000 - hoursAgo * 3_600_000).toISOString().slice(0, 16);
}

const noticeEn = {
  description:
    "On 28 November a backup of our database was readable from the internet for about 6 hours. It held names and mobile numbers; no passwords, no UPI IDs.",
  consequences: "Someone may call or message you pretending to be ReviewKaro.",
  measures: "We closed the access within the hour, changed every key, and are checking our logs.",
  safety: "Never share a one-time code. ReviewKaro never asks you for money.",
};
const noticeHi = {
  description:
    "28 नवंबर को हमारे डेटाबेस का एक बैकअप लगभग 6 घंटे तक इंटरनेट से पढ़ा जा सकता था। उसमें नाम और मोबाइल नंबर थे; कोई पासवर्ड या UPI ID नहीं।",
  consequences: "कोई ReviewKaro बनकर आपको कॉल या मैसेज कर सकता है।",
  measures: "हमने एक घंटे में पहुँच बंद की, हर चाबी बदली, और लॉग जाँच रहे हैं।",
  safety: "कभी वन-टाइम कोड साझा न करें। ReviewKaro आपसे कभी पैसे नहीं माँगता।",
};

async function fillNotice(page: Page, group: string, parts: typeof noticeEn) {
  const fieldset = page.getByRole("group", { name: group });
  await fieldset.getByLabel(en.breach.parts.description).fill(parts.description);
  await fieldset.getByLabel(en.breach.parts.consequences).fill(parts.consequences);
  await fieldset.getByLabel(en.breach.parts.measures).fill(parts.measures);
  await fieldset.getByLabel(en.breach.parts.safety).fill(parts.safety);
}

/** A page of the admin's at a width and in a language, for the screenshots. */
async function adminIn(browser: Browser, width: number, language: "en" | "hi") {
  const context = await adminContext(browser, { viewport: { width, height: 900 } });
  await context.request.post("/set-language", { form: { lang: language } });
  return context;
}

test("the breach tool tells a Hindi-speaking person in Hindi by SMS and on their next visit, and records their reading", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const person = await signUp(page, { role: "user", city: "Bhopal" });
  // The person uses the site in Hindi: their messages are written in it.
  await page.request.post("/set-language", { form: { lang: "hi" } });

  const admin = await adminContext(browser, { viewport: { width: 1280, height: 900 } });
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/breaches");
  await adminPage.getByLabel(en.breachAdmin.occurredAt).fill(indiaTime(30));
  await adminPage.getByLabel(en.breachAdmin.discoveredAt).fill(indiaTime(2));
  // Bad input is answered at its field, and nothing typed is lost.
  await adminPage.getByLabel(en.breachAdmin.nature).fill("A database backup was public.");
  await adminPage.getByRole("button", { name: en.breachAdmin.save }).click();
  await expect(adminPage.getByLabel(en.breachAdmin.extent)).toHaveAccessibleDescription(
    new RegExp(en.breachAdmin.required),
  );
  await expect(adminPage.getByLabel(en.breachAdmin.nature)).toHaveValue(
    "A database backup was public.",
  );
  await adminPage.getByLabel(en.breachAdmin.extent).fill("About 1,200 accounts; no passwords.");
  await adminPage.getByLabel(en.breachAdmin.dataAffected).fill("Names and mobile numbers.");
  await adminPage.getByLabel(en.breachAdmin.scopes.list).check();
  await adminPage.getByLabel(en.breachAdmin.listed).fill(person.digits);
  await fillNotice(adminPage, en.breachAdmin.noticeEn, noticeEn);
  await fillNotice(adminPage, en.breachAdmin.noticeHi, noticeHi);
  await expect(adminPage.getByLabel(en.breachAdmin.contact)).not.toHaveValue("");
  await adminPage.getByRole("button", { name: en.breachAdmin.save }).click();

  // The preview, in both languages, before anyone is told.
  await expect(adminPage).toHaveURL(/\/admin\/breaches\?draft=/);
  const draftUrl = new URL(adminPage.url()).pathname + new URL(adminPage.url()).search;
  await expect(adminPage.getByText("This notice reaches 1 person.")).toBeVisible();
  await expect(adminPage.getByTestId("preview-hi")).toContainText(noticeHi.description);
  await expect(adminPage.getByTestId("preview-hi")).toContainText(hi.breach.parts.safety);
  await expect(adminPage.getByTestId("preview-en")).toContainText(noticeEn.description);
  expect(messagesTo(person.digits).filter((sms) => sms.body.includes("/breach"))).toEqual([]);
  await expectNoAxeViolations(adminPage, "the breach tool's preview");
  for (const [width, language] of [
    [1280, "en"],
    [360, "en"],
    [1280, "hi"],
    [360, "hi"],
  ] as const) {
    const context = await adminIn(browser, width, language);
    const shot = await context.newPage();
    await visit(shot, draftUrl);
    await shot.screenshot({
      path: test.info().outputPath(`admin-tool-${language}-${width}.png`),
      fullPage: true,
    });
    await context.close();
  }
  await admin.request.post("/set-language", { form: { lang: "en" } });

  await adminPage.getByRole("button", { name: "Send to 1 person" }).click();
  await expect(toastOn(adminPage)).toContainText("Notice sent to 1 person");
  const record = adminPage.getByTestId("breach-record").first();
  await expect(record).toContainText("1 person told on");
  await expect(record).toContainText(/Not yet recorded as told to the Data Protection Board/);

  // The SMS, in Hindi, in the dev outbox: once, pointing to the full notice.
  const [smsStart] = hi.breach.sms.split("{{link}}");
  await expect
    .poll(() => messagesTo(person.digits).filter((sms) => sms.body.includes("/breach")))
    .toEqual([expect.objectContaining({ body: expect.stringMatching(/\/breach$/) })]);
  const [sms] = messagesTo(person.digits).filter((line) => line.body.includes("/breach"));
  expect(sms?.body.startsWith(smsStart ?? "")).toBe(true);

  // The next visit: the banner in Hindi on the dashboard, the notice, the acknowledgement.
  await visit(page, "/user/dashboard");
  const banner = page.getByTestId("breach-banner");
  await expect(banner).toContainText(hi.breach.bannerTitle);
  await expect(banner).toContainText(hi.breach.bannerText);
  await expectNoAxeViolations(page, "the dashboard with a breach banner");
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`banner-hi-360.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`banner-hi-1280.png`) });
  await banner.getByRole("link", { name: hi.breach.bannerRead }).click();
  await expect(page).toHaveURL(/\/breach#breach-/);
  const notice = page.getByTestId("breach-notice").first();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.breach.title);
  await expect(notice).toContainText(noticeHi.description);
  await expect(notice).toContainText(hi.breach.parts.contact);
  await expectNoAxeViolations(page, "a breach notice in Hindi");
  // The link opened the notice at its anchor; the screenshots show the page from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`notice-hi-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`notice-hi-360.png`), fullPage: true });
  // The same notice in English, for a reader of English (and the screenshots).
  await page.request.post("/set-language", { form: { lang: "en" } });
  await visit(page, "/user/dashboard");
  await expect(page.getByTestId("breach-banner")).toContainText(en.breach.bannerTitle);
  await page.screenshot({ path: test.info().outputPath(`banner-en-360.png`) });
  await visit(page, "/breach");
  await expect(page.getByTestId("breach-notice").first()).toContainText(noticeEn.description);
  await page.screenshot({ path: test.info().outputPath(`notice-en-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`notice-en-1280.png`), fullPage: true });
  await visit(page, "/user/dashboard");
  await page.screenshot({ path: test.info().outputPath(`banner-en-1280.png`) });
  await page.request.post("/set-language", { form: { lang: "hi" } });

  await visit(page, "/breach");
  await page.getByRole("button", { name: hi.breach.acknowledge }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  // The toast's region is named in the page's language (Hindi here).
  const hindiToasts = page.getByRole("region", {
    name: hi.common.notifications.replace("{hotkey}", "F8"),
  });
  await expect(hindiToasts.getByRole("listitem")).toContainText(hi.breach.acknowledgedTitle);
  await expect(page.getByTestId("breach-banner")).toHaveCount(0);

  // The record shows the reading; the Board's report is recorded with its reference.
  await visit(adminPage, "/admin/breaches");
  const recorded = adminPage.getByTestId("breach-record").first();
  await expect(recorded).toContainText("Read on the site: 1.");
  await recorded.getByLabel(en.breachAdmin.boardTold).fill(indiaTime(1));
  await recorded.getByLabel(en.breachAdmin.boardReference).fill("DPB-2026-0042");
  await recorded.getByRole("button", { name: en.breachAdmin.boardSave }).click();
  await expect(toastOn(adminPage)).toContainText(en.breachAdmin.boardSaved);
  await expect(adminPage.getByTestId("breach-record").first()).toContainText("DPB-2026-0042");
  await admin.close();
});
