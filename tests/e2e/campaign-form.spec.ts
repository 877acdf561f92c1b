// The new-campaign form opened by a link: ready to check its fields, its script loaded on the
// first touch (moved from campaigns.spec.ts).

import { totalCostLine } from "../support/rendered-messages";
import { expect, signUp, test, untilHydrated, visit } from "./support/fixtures";

test("a link straight to the new-campaign form opens it ready to check its fields", async ({
  page,
}) => {
  await signUp(page, { role: "business" });
  // The form is loaded on demand; arriving on it by address renders it on the server first.
  await visit(page, "/business/dashboard?new=1");
  await expect(page.getByRole("heading", { name: "Create New Campaign" })).toBeVisible();
  // Its script comes with the first touch of the page (decision 015), then it hydrates.
  await page.getByLabel("Google Maps Link").focus();
  await untilHydrated(page.getByLabel("Google Maps Link"));
  await page.getByLabel("Google Maps Link").fill("http://example.com/not-https");
  await page.getByLabel("Business Name").focus();
  // Nothing is said while the form is filled in; Pay checks it (decision 035).
  await expect(page.getByLabel("Google Maps Link")).not.toHaveAttribute("aria-invalid");
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(page.getByLabel("Google Maps Link")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Target Reviews").fill("30");
  await expect(page.getByTestId("total-cost")).toHaveText(totalCostLine(30));
});

test("a dashboard opened on the form downloads the form's script when the page is first touched", async ({
  page,
}) => {
  await signUp(page, { role: "business" });
  const formScripts: string[] = [];
  page.on("request", (request) => {
    if (/create-campaign-form-[^/]*\.js$/.test(request.url())) formScripts.push(request.url());
  });
  // React Router asks for the routes the page links to once it has hydrated; when that answer
  // arrives before the first touch, its router update makes React draw the waiting form anew,
  // which fetches the script at once (first-interaction.ts). Held until the touch here, so the
  // test sees the waiting itself; whether the answer comes first is the network's timing.
  let touched!: () => void;
  const touch = new Promise<void>((resolve) => {
    touched = resolve;
  });
  let asked!: () => void;
  const manifestAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route("**/__manifest?**", async (route) => {
    asked();
    await touch;
    await route.continue();
  });
  await visit(page, "/business/dashboard?new=1");
  // The page has hydrated and run its effects once it asks for the manifest.
  await manifestAsked;
  await untilHydrated(page.getByRole("link", { name: "New Campaign" }));
  expect(formScripts).toEqual([]);
  touched();
  await page.getByLabel("Business Name").click();
  await expect.poll(() => formScripts.length).toBe(1);
  await page.getByLabel("Business Name").fill("");
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(page.getByTestId("form-error")).toContainText("Missing Information");
});

test("empty lists offer the next step: a new business can create a campaign, a new reviewer find one", async ({
  page,
  browser,
}) => {
  await signUp(page, { role: "business" });
  const empty = page.getByText("No campaigns created yet.");
  await expect(empty).toBeVisible();
  await page.getByRole("link", { name: "Create campaign" }).click();
  await expect(page).toHaveURL(/\/business\/dashboard\?new=1#create$/);
  await expect(page.getByRole("heading", { name: "Create New Campaign" })).toBeVisible();

  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signUp(reviewer, { role: "user", city: "Indore" });
  await expect(reviewer.getByText("No reviews submitted yet.")).toBeVisible();
  await reviewer.getByRole("link", { name: "Choose a campaign to review" }).click();
  await expect(reviewer).toHaveURL(/#available-campaigns$/);
  await expect(reviewer.getByRole("heading", { name: /Available Campaigns/ })).toBeInViewport();
  await reviewerContext.close();
});
