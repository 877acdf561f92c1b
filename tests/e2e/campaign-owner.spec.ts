import type { Page } from "@playwright/test";
import { totalCostLine } from "../support/rendered-messages";
import { priceShown } from "../support/reward-amounts";
import { adminContext, expect, test, visit } from "./support/fixtures";
import { approvedCampaign } from "./support/review-steps";
import { toastOn } from "./support/toast";

const myCampaign = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ hasText: name });

test("the owner pauses and resumes, edits a live campaign through the admin, and adds reviews paid like a new campaign", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Owner Sweets ${Date.now()}`;
  const { business, close } = await approvedCampaign(browser, name);
  await visit(business, "/business/dashboard");
  await myCampaign(business, name).getByRole("link", { name: "View Details" }).click();
  await expect(business.getByRole("heading", { level: 1 })).toHaveText(name);

  await business.getByRole("button", { name: "Pause" }).click();
  const pause = business.getByRole("dialog", { name: "Pause this campaign?" });
  await pause.getByRole("button", { name: "Pause campaign" }).click();
  await expect(toastOn(business)).toContainText("Campaign paused");
  await expect(business.getByTestId("paused-notice")).toBeVisible();
  await expect(business.locator("[data-status=paused]")).toBeVisible();
  await business.getByRole("button", { name: "Resume" }).click();
  await expect(toastOn(business)).toContainText("Reviews can start again today.");
  await expect(business.locator("[data-status=active]")).toBeVisible();
  await expect(business.getByTestId("paused-notice")).toHaveCount(0);

  const newName = `${name} & Namkeen`;
  await business.getByRole("button", { name: "Edit" }).click();
  const edit = business.getByRole("dialog", { name: "Edit campaign" });
  await edit.getByLabel("Google Maps Link").fill("not a link");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(
    edit.getByText("Paste the Google Maps link of the place; it starts with https://"),
  ).toBeVisible();
  await edit.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/indore2");
  await edit.getByLabel("Business Name").fill(newName);
  await edit.getByLabel("Address (optional)").fill("12 MG Road, near Rajwada");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toastOn(business)).toContainText("Sent for approval");
  await expect(business.getByTestId("edit-notice")).toContainText(newName);
  // The live campaign keeps its approved name until the admin approves the change.
  await expect(business.getByRole("heading", { level: 1 })).toHaveText(name);

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/campaigns");
  const change = adminPage
    .getByRole("region", { name: "Changes waiting for approval" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(change).toContainText(`New: ${newName}`);
  // The change is described by what it changes, each field live → proposed (issue 46, point 11).
  await expect(
    change.getByRole("heading", { name: "Changed: Business name, Maps link, Address" }),
  ).toBeVisible();
  const fields = change.getByTestId("edit-changes");
  await expect(fields).toContainText(`Now: ${name}`);
  await expect(fields).toContainText("New: https://maps.app.goo.gl/indore2");
  await expect(fields).toContainText("New: 12 MG Road, near Rajwada");
  await expect(fields.getByRole("term")).toHaveText(["Business name", "Maps link", "Address"]);
  await change.getByRole("button", { name: "Approve change" }).click();
  await expect(toastOn(adminPage)).toContainText("Change approved");
  await admin.close();

  // The owner's open page hears of the change (live updates).
  await expect(business.getByRole("heading", { level: 1 })).toHaveText(newName);
  await expect(business.getByTestId("edit-notice")).toHaveCount(0);

  await business.getByRole("button", { name: "Add reviews" }).click();
  const add = business.getByRole("dialog", { name: "Add reviews to this campaign" });
  await add.getByLabel("Reviews to add").fill("5");
  await expect(add.getByText(totalCostLine(5))).toBeVisible();
  await add.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(business)).toContainText("Reviews added");
  await expect(business.getByText("0 of 105 reviews completed")).toBeVisible();

  await business.getByRole("link", { name: "Public review page" }).click();
  await expect(business.getByTestId("shop-address")).toContainText("12 MG Road, near Rajwada");
  await expect(business.getByRole("link", { name: "Find it on Google Maps" })).toHaveAttribute(
    "href",
    "https://maps.app.goo.gl/indore2",
  );
  await close();
});

test("the owner deletes a campaign before approval and gets the payment back", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const first = `Owner Chai ${Date.now()}`;
  const { business, close } = await approvedCampaign(browser, first);
  const name = `Kulfi Corner ${Date.now()}`;
  await visit(business, "/business/dashboard");
  await business.getByRole("link", { name: "New Campaign" }).click();
  await business.getByLabel("Business Name").fill(name);
  await business.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/indore3");
  await business.getByLabel("City").selectOption("Indore");
  await business.getByLabel("Target Reviews").fill("10");
  await business.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(business)).toContainText("Campaign Submitted!");
  // Closed, so the deletion's toast is not queued behind it (a blurred window holds a toast).
  await toastOn(business).getByRole("button", { name: "Dismiss" }).click();
  await expect(toastOn(business)).toHaveCount(0);

  // An approved campaign cannot be deleted: its card offers Pause instead.
  await expect(
    myCampaign(business, first).getByRole("link", { name: `Delete: ${first}` }),
  ).toHaveCount(0);
  await myCampaign(business, name)
    .getByRole("link", { name: `Delete: ${name}` })
    .click();
  const confirm = business.getByRole("dialog", { name: "Delete this campaign?" });
  await expect(confirm).toContainText(`${priceShown(10)} is refunded`);
  await confirm.getByRole("button", { name: "Delete and refund" }).click();
  await expect(toastOn(business)).toContainText(`${priceShown(10)} was refunded.`);
  await expect(business).toHaveURL(/\/business\/dashboard$/);
  await expect(myCampaign(business, name)).toHaveCount(0);
  await close();
});
