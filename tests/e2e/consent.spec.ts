import { formatDate, kolkataDateKey } from "~/domain/shared/dates";
import {
  adminContext,
  arrivedAt,
  expect,
  readOtp,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import {
  approvedCampaign,
  availableCampaign,
  fillVisit,
  honestText,
  openMyCampaign,
  pageToQueueCard,
  proofPhoto,
  queueCard,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

test("a new reviewer reads the notice, declares 18+, and their approved review shows the day of the visit", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Sarafa Poha ${Date.now()}`;
  const { business, close } = await approvedCampaign(browser, name);

  // Sign-up: the notice where the number is collected, with its way to the privacy policy.
  await visit(page, "/signup?role=user");
  await expect(page.getByTestId("collection-notice")).toContainText(
    "We keep your mobile number to run your account",
  );
  await expect(
    page.getByTestId("collection-notice").getByRole("link", { name: /More/ }),
  ).toHaveAttribute("href", "/privacy");
  const digits = uniquePhone();
  await page.getByLabel("Mobile number").fill(digits);
  const adult = page.getByLabel("I am 18 or older");
  await expect(adult).not.toBeChecked();
  // Without the tick: refused at the box, the number kept, no code sent.
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(adult).toHaveAccessibleDescription(
    "ReviewKaro accounts are for people aged 18 or older. Please tick the box to confirm.",
  );
  await expect(page.getByLabel("Mobile number")).toHaveValue(digits);
  await expect(page.getByLabel("One-time password (OTP)")).toHaveCount(0);
  await adult.check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByLabel("One-time password (OTP)").fill(await readOtp(page, digits));
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  // The profile's Privacy section lists the declaration and the notice, each with its date.
  const privacy = page.getByRole("region", { name: "Privacy" });
  await expect(privacy.getByText("I am 18 or older (declaration)")).toBeVisible();
  await expect(privacy.getByText("Mobile number for your account")).toBeVisible();
  await page.getByLabel("Username").fill(`asha${Date.now() % 1e6}`);
  await page.getByLabel("City").selectOption("Indore");
  await page.getByLabel("New password").fill("chai-1234");
  await page.getByLabel("Confirm password").fill("chai-1234");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await arrivedAt(page, /\/user\/dashboard$/);

  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Asha P.");
  await info.getByLabel("Your email").fill("asha.p@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  const dialog = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await expect(dialog.getByTestId("collection-notice")).toContainText(
    "Only our moderators see your photo",
  );
  await dialog.getByRole("radio", { name: "3 stars" }).check({ force: true });
  await dialog.getByLabel("Your review").fill(honestText);
  await dialog.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  // Neither the date nor the declaration may be skipped.
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(dialog.getByLabel("Date of your visit")).toHaveAccessibleDescription(
    /Visit Date Required/,
  );
  await fillVisit(dialog);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Review Submitted!");

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/reviews");
  const item = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  await item.getByLabel("Proof shows a visit to this business").check();
  await item.getByLabel("Text is a genuine first-hand review").check();
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(toastOn(adminPage)).toContainText("Review Approved");
  await admin.close();

  await openMyCampaign(business, name);
  await business.getByRole("link", { name: "Public review page" }).click();
  await expect(business).toHaveURL(/\/b\/[0-9a-f-]+$/);
  const visited = formatDate(kolkataDateKey(new Date()), "en");
  await expect(business.getByTestId("visited-on")).toHaveText(`Visited ${visited}`);
  // Who we are: the operator in the footer.
  await expect(business.getByTestId("operator").first()).toContainText("ReviewKaro is run by");
  await close();
});
