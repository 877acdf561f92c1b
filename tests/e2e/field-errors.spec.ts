// Issue 19, points 1, 2, 3, 10 and 13: errors said once, at their fields, checked on submit and
// then as the person corrects; toasts only for outcomes, never over a form's or dialog's actions.
import type { Locator, Page } from "@playwright/test";
import {
  askSignupCode,
  expect,
  readOtp,
  signUp,
  signUpToProfileSetup,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import {
  approvedCampaign,
  availableCampaign,
  fillVisit,
  honestText,
  proofPhoto,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

/** True when two elements' boxes on screen share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error("an element has no box");
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

async function expectFocused(page: Page, locator: Locator) {
  await expect(locator).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
}

test("Write Review says Rating Required, Review Too Short and Proof Required at their fields", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const name = `Field Dhaba ${Date.now()}`;
  const { close } = await approvedCampaign(browser, name);
  await signUp(page, { role: "user", city: "Indore" });
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();

  // A dialog opens on its first field, not on ✕ (point 10).
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await expectFocused(page, info.getByLabel("Your public name"));
  await info.getByLabel("Your public name").fill("Ravi K.");
  await info.getByLabel("Your email").fill("ravi@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();

  const dialog = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await expectFocused(page, dialog.getByRole("radio", { name: "1 star" }));
  // On a phone the outcome toast ('Info Saved!') sits clear of the dialog's buttons.
  await expect(toastOn(page)).toContainText("Info Saved!");
  const submit = dialog.getByRole("button", { name: "Submit for Approval" });
  expect(await overlap(toastOn(page), submit)).toBe(false);
  expect(await overlap(toastOn(page), dialog.getByRole("button", { name: "Cancel" }))).toBe(false);
  // It goes by itself (5 s); what follows must not raise another.
  await expect(toastOn(page)).toHaveCount(0);

  await submit.click();
  const rating = dialog.getByRole("radiogroup", { name: "Rating" });
  const text = dialog.getByLabel("Your review");
  const proof = dialog.getByLabel("Proof of your visit");
  // Each field says its own problem, is marked invalid and names its message; focus is on the first.
  await expect(rating).toHaveAttribute("aria-invalid", "true");
  await expect(rating).toHaveAccessibleDescription(/Rating Required Please choose a star rating\./);
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(text).toHaveAccessibleDescription(
    /Review Too Short Your review must be at least 30 words long\./,
  );
  await expect(proof).toHaveAttribute("aria-invalid", "true");
  await expect(proof).toHaveAccessibleDescription(
    /Proof Required Please upload a photo or screenshot as proof\./,
  );
  const visitDate = dialog.getByLabel("Date of your visit");
  await expect(visitDate).toHaveAttribute("aria-invalid", "true");
  await expect(visitDate).toHaveAccessibleDescription(
    /Visit Date Required Please enter the date of your visit\./,
  );
  await expect(
    dialog.getByText(
      "Please confirm that you visited as a customer and have no relationship with this business.",
    ),
  ).toBeVisible();
  await expectFocused(page, dialog.getByRole("radio", { name: "1 star" }));
  // Said once: at the field, with no toast on top.
  await expect(toastOn(page)).toHaveCount(0);
  await expect(page.getByText("Rating Required")).toHaveCount(1);

  // Checked again as the person corrects, field by field.
  await dialog.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await expect(rating).not.toHaveAttribute("aria-invalid");
  await expect(dialog.getByText("Rating Required")).toHaveCount(0);
  await text.fill(honestText);
  await expect(text).not.toHaveAttribute("aria-invalid");
  await fillVisit(dialog);
  await expect(visitDate).not.toHaveAttribute("aria-invalid");
  await submit.click();
  await expectFocused(page, proof);
  await expect(proof).toHaveAttribute("aria-invalid", "true");

  // A file of the wrong kind is refused at the field; a good photo clears it.
  await proof.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a photo"),
  });
  await expect(proof).toHaveAccessibleDescription(
    /Upload Failed Only JPEG, PNG or WebP images are accepted\./,
  );
  await expect(toastOn(page)).toHaveCount(0);
  await proof.setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await expect(proof).not.toHaveAttribute("aria-invalid");
  await expect(dialog.getByText("Upload Failed")).toHaveCount(0);
  await submit.click();
  await expect(toastOn(page)).toContainText("Review Submitted!");
  await close();
});

test("Create Campaign says nothing while typing, then each field's error on Pay", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, { role: "business" });
  await page.getByRole("link", { name: "New Campaign" }).click();
  // 'New Campaign' moves focus into the form, not only the view (point 10).
  const businessName = page.getByLabel("Business Name");
  await expectFocused(page, businessName);

  // Leaving a field half filled in says nothing (point 2).
  await businessName.fill("Sharma Sweets");
  await page.keyboard.press("Tab");
  await page.getByLabel("Google Maps Link").fill("http://not-https");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
  await expect(page.getByText("Missing Information")).toHaveCount(0);
  await expect(toastOn(page)).toHaveCount(0);

  const pay = page.getByRole("button", { name: "Pay with Razorpay/Stripe" });
  await pay.click();
  const maps = page.getByLabel("Google Maps Link");
  await expect(maps).toHaveAttribute("aria-invalid", "true");
  await expect(maps).toHaveAccessibleDescription(
    /Paste the Google Maps link of the place; it starts with https:\/\//,
  );
  await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
  await expectFocused(page, maps);
  await expect(page.getByTestId("form-error")).toHaveText(
    "Missing Information Please fill all fields and set a valid target.",
  );
  await expect(toastOn(page)).toHaveCount(0);

  // Corrected, the field's error goes as it is typed.
  await maps.fill("https://maps.app.goo.gl/sharma1");
  await expect(maps).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Topics (comma separated)").fill("Sweets, Service");
  await page.getByLabel("City").selectOption("Indore");
  await expect(page.getByTestId("form-error")).toHaveCount(0);

  // At 1280 px the payment's toasts stay clear of the Pay button.
  await pay.click();
  await expect(toastOn(page)).toContainText("Confirm Payment");
  const busyPay = page.getByRole("button", { name: "Processing..." });
  expect(await overlap(toastOn(page), busyPay)).toBe(false);
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
});

test("a wrong OTP is said once, at the field, and is gone after the right code", async ({
  page,
}) => {
  const digits = await askSignupCode(page);
  const code = await readOtp(page, digits);
  const field = page.getByLabel("One-time password (OTP)");
  await field.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(
    /Invalid OTP The code is incorrect or has expired\. Please try again\./,
  );
  await expectFocused(page, field);
  // Once: no alert and no toast repeat it.
  await expect(page.getByText("Invalid OTP")).toHaveCount(1);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(toastOn(page).filter({ hasText: "Invalid OTP" })).toHaveCount(0);

  await field.fill(code);
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  await expect(page.getByLabel("Username")).toBeVisible();
  await expect(page.getByText("Invalid OTP")).toHaveCount(0);
});

test("'OTP Sent' goes once the right code is in: it is not carried to the profile page", async ({
  page,
}) => {
  const digits = await askSignupCode(page);
  const sent = toastOn(page).filter({ hasText: "OTP Sent" });
  await expect(sent).toHaveCount(1);
  await page.getByLabel("One-time password (OTP)").fill(await readOtp(page, digits));
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(page.getByLabel("Username")).toBeVisible();
  // Gone with the sign-up form (its unmount clears it, one render after the profile page shows):
  // waited for only half a second, far less than the 5 s after which the toast goes by itself.
  await expect(sent).toHaveCount(0, { timeout: 500 });
});

test("login with an empty password asks for the password, not to choose one", async ({ page }) => {
  await visit(page, "/login");
  await page.getByLabel("Mobile number").fill(uniquePhone());
  await page.getByRole("button", { name: "Log In" }).click();
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription("Please enter your password.");
  await expectFocused(page, password);
  await expect(page.getByText("Please choose a password.")).toHaveCount(0);
});

/** The browser's field checks, downloaded after the server's first answer with errors. */
function checksLoaded(page: Page) {
  return page.waitForResponse((response) => /\/field-checks-[\w-]+\.js$/.test(response.url()));
}

/** Counts the form posts to `path`, so a test can say nothing more was sent. */
function countPosts(page: Page, path: string) {
  const posts = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith(path)) {
      posts.count += 1;
    }
  });
  return posts;
}

test("login re-checks each field as it is corrected, before any new submit", async ({ page }) => {
  await visit(page, "/login");
  const posts = countPosts(page, "/login");
  const phone = page.getByLabel("Mobile number");
  const password = page.getByLabel("Password", { exact: true });
  await phone.fill("98765");
  const loaded = checksLoaded(page);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription("Enter a valid 10-digit mobile number");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expectFocused(page, phone);
  await loaded;
  const sent = posts.count;

  // The checks apply a moment after their script arrives (a render): typed again until they do.
  await expect(async () => {
    await phone.fill("98765 43210");
    await expect(phone).not.toHaveAttribute("aria-invalid", { timeout: 1_000 });
  }).toPass();
  await expect(page.getByText("Enter a valid 10-digit mobile number")).toHaveCount(0);
  // Still said where it is still wrong.
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill("x");
  await expect(password).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Please enter your password.")).toHaveCount(0);
  // Made wrong again, it is said again at once.
  await phone.fill("12345");
  await expect(phone).toHaveAccessibleDescription("Enter a valid 10-digit mobile number");
  expect(posts.count).toBe(sent);
});

test("signup re-checks the number as it is corrected, before any new submit", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, "/signup");
  const posts = countPosts(page, "/signup");
  const phone = page.getByLabel("Mobile number");
  await phone.fill("12345");
  const loaded = checksLoaded(page);
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription("Enter a valid 10-digit mobile number");
  await loaded;
  const sent = posts.count;

  await phone.fill(uniquePhone());
  await expect(phone).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Enter a valid 10-digit mobile number")).toHaveCount(0);
  expect(posts.count).toBe(sent);
  // The corrected number goes through: the code step follows.
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByLabel("One-time password (OTP)")).toBeVisible();
});

test("the profile's first setup re-checks each field as it is corrected, before any new submit", async ({
  page,
}) => {
  await signUpToProfileSetup(page);
  const posts = countPosts(page, "/update-profile");
  const username = page.getByLabel("Username");
  const password = page.getByLabel("New password");
  const confirm = page.getByLabel("Confirm password");
  const save = page.getByRole("button", { name: "Save Profile" });

  // Nothing filled in: the server asks for a username and for a password to be chosen.
  const loaded = checksLoaded(page);
  await save.click();
  await expect(username).toHaveAccessibleDescription("Username is required");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please choose a password.")).toBeVisible();
  await expectFocused(page, username);
  await loaded;
  const sent = posts.count;

  await username.fill("asha");
  await expect(username).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Username is required")).toHaveCount(0);
  await expect(page.getByText("Please choose a password.")).toBeVisible();
  await password.fill("abc");
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await password.fill("abcdef");
  await expect(password).not.toHaveAttribute("aria-invalid");
  // The confirmation is compared once the rest is right, as the server does.
  await expect(confirm).toHaveAccessibleDescription("Passwords do not match");
  await confirm.fill("abcdef");
  await expect(confirm).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Passwords do not match")).toHaveCount(0);
  expect(posts.count).toBe(sent);

  await save.click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
