import {
  adminLogIn,
  adminStatePath,
  expect,
  messagesTo,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import { toastOn } from "./support/toast";

// The one admin number may get one code a minute, so the admin signs in once, here, through the
// screens, and the other tests reuse this session.
test("the admin number logs in by OTP; any other number is denied without an SMS", async ({
  page,
}) => {
  const stranger = uniquePhone();
  await visit(page, "/admin/login");
  await page.getByLabel("Mobile number").fill(stranger);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("alert")).toContainText("Access Denied");
  await expect(page.getByRole("alert")).toContainText(
    "This phone number is not authorized for admin access.",
  );
  expect(messagesTo(stranger)).toHaveLength(0);

  await adminLogIn(page);
  // The first admin visit adds the demo campaign and says so.
  await expect(toastOn(page)).toContainText("Demo Campaign Created");
  await expect(toastOn(page)).toContainText("A demo campaign has been added for testing.");
  await expect(page.getByRole("link", { name: "Change password" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.context().storageState({ path: adminStatePath() });
});
