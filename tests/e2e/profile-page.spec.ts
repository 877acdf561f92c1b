// The profile page as issue 19 (point 9) asks: the number shown, the current password first,
// and a way out during first setup.
import { expect, readOtp, signUp, test, uniquePhone, visit } from "./support/fixtures";
import { smallTapTargets } from "./support/tap-targets";

test("the profile page shows the mobile number, asks for the current password first, and offers Logout during first setup", async ({
  page,
}) => {
  const digits = uniquePhone();
  await visit(page, "/signup?role=user");
  await page.getByLabel("Mobile number").fill(digits);
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByLabel("One-time password (OTP)").fill(await readOtp(page, digits));
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(page).toHaveURL(/\/update-profile$/);

  const phone = page.getByLabel("Mobile number");
  await expect(phone).toHaveValue(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  await expect(phone).not.toBeEditable();
  // No Dashboard that leads back here; Logout is the way out.
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeAttached();

  const account = await signUp(page, { role: "user", city: "Indore" });
  await visit(page, "/update-profile");
  await expect(page.getByLabel("Mobile number")).toHaveValue(
    `+91 ${account.digits.slice(0, 5)} ${account.digits.slice(5)}`,
  );
  const current = await page.getByLabel("Current password").boundingBox();
  const fresh = await page.getByLabel("New password").boundingBox();
  expect(current?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(fresh?.y ?? 0);
  // Once set up, the header leads to the dashboard again.
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
});

test("a business's review-SMS box is a 44 px target on a 360 px phone: its whole label is the box (issue 46)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signUp(page, { role: "business" });
  await visit(page, "/update-profile");
  const box = page.getByRole("checkbox", { name: /Send me an SMS when new reviews are published/ });
  await expect(box).toBeVisible();
  // The tap target is the label around the box, as everywhere else in the app.
  const target = await box.evaluate((input) => {
    const rect = (input.closest("label") ?? input).getBoundingClientRect();
    return { width: rect.width, height: rect.height };
  });
  expect(target.width).toBeGreaterThanOrEqual(44);
  expect(target.height).toBeGreaterThanOrEqual(44);
  expect(await smallTapTargets(page)).toEqual([]);
  // Tapping the words ticks the box.
  const before = await box.isChecked();
  await page.getByText("Send me an SMS when new reviews are published").click();
  await expect(box).toBeChecked({ checked: !before });
  await context.close();
});
