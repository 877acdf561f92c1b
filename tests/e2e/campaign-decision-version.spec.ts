import { randomUUID } from "node:crypto";
import hi from "~/i18n/locales/hi";
import { adminContext, expect, reload, signUp, test, visit } from "./support/fixtures";
import { pendingCampaignOnAdmin } from "./support/review-steps";
import { post } from "./support/rewards";
import { shootBothWidths } from "./support/shoot";
import { toastOn } from "./support/toast";

/*
 * Issue 45, point 4 (decision 102): the admin's Approve carries the version of the campaign the
 * admin is looking at. When its owner renames it and changes its Maps link meanwhile, the click
 * is refused ("look again"), the campaign stays pending, and the page shows the new content.
 */

test("an approval clicked on a campaign its owner changed meanwhile is refused, and the page shows the change", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUp(page, { role: "business" });
  const name = `Seen Sweets ${Date.now()}`;
  const renamed = `Unseen Casino ${Date.now()}`;
  await post(page.request, "/business/dashboard", {
    businessName: name,
    mapsLink: "https://maps.app.goo.gl/seen",
    topics: "Food",
    city: "Indore",
    targetReviews: "10",
    requestId: randomUUID(),
  });
  await reload(page);
  const href =
    (await page
      .getByRole("listitem")
      .filter({ hasText: name })
      .getByRole("link", { name: "View Details" })
      .getAttribute("href")) ?? "";

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  // No live refresh: the admin's page keeps showing what it loaded, as a slow look would.
  await adminPage.route("**/events*", (route) => route.abort());
  await visit(adminPage, "/admin/campaigns");
  const card = await pendingCampaignOnAdmin(adminPage, name);
  const approve = card.getByRole("button", { name: "Approve" });
  // The form carries the version on screen: a campaign never edited is at its first.
  await expect(card.locator('input[type="hidden"][name="version"]')).toHaveValue("1");

  // Between the admin's look and click, the owner renames it and points it elsewhere.
  await post(page.request, href, {
    intent: "edit-campaign",
    businessName: renamed,
    mapsLink: "https://maps.app.goo.gl/elsewhere",
    topics: "Food",
    address: "",
  });

  await approve.click();
  await expect(toastOn(adminPage)).toContainText("Campaign changed");
  await expect(toastOn(adminPage)).toContainText(
    "This campaign changed since you opened it; look again.",
  );
  // Nothing went live; the page now shows the owner's change, with its new version.
  const changed = adminPage
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: renamed });
  await expect(changed).toBeVisible();
  await expect(changed.locator('input[type="hidden"][name="version"]')).toHaveValue("2");
  await expect(changed.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
    "href",
    "https://maps.app.goo.gl/elsewhere",
  );
  await reload(page);
  await expect(
    page
      .getByRole("region", { name: "My Campaigns" })
      .getByRole("listitem")
      .filter({ hasText: renamed }),
  ).toContainText("pending approval");

  // The same refusal read in Hindi, at a phone's width and a desktop's: the owner changes it
  // once more while the admin, now reading Hindi, looks.
  await post(admin.request, "/set-language", { lang: "hi", redirectTo: "/admin/reviews" });
  await reload(adminPage);
  const inHindi = adminPage
    .getByRole("region", { name: hi.admin.pendingApproval })
    .getByRole("listitem")
    .filter({ hasText: renamed });
  await expect(inHindi.locator('input[type="hidden"][name="version"]')).toHaveValue("2");
  await post(page.request, href, {
    intent: "edit-campaign",
    businessName: renamed,
    mapsLink: "https://maps.app.goo.gl/elsewhere",
    topics: "Food, Tea",
    address: "",
  });
  await inHindi.getByRole("button", { name: hi.admin.approve }).click();
  await expect(toastOn(adminPage)).toContainText(hi.admin.campaignChangedText);
  await shootBothWidths(adminPage, "campaign-changed-hi");
  await expect(inHindi.locator('input[type="hidden"][name="version"]')).toHaveValue("3");
  await post(admin.request, "/set-language", { lang: "en", redirectTo: "/admin/reviews" });
  await reload(adminPage);

  // A decision on what is shown now goes through.
  await changed.getByRole("button", { name: "Approve" }).click();
  await expect(toastOn(adminPage).filter({ hasText: "Campaign Approved" })).toBeVisible();
  await expect(changed).toHaveCount(0);
  await admin.close();
});
