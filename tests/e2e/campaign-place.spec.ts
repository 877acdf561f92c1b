import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { setLanguage } from "./support/both-languages";
import { expect, signUp, test, visit } from "./support/fixtures";
import { openMyCampaign } from "./support/review-steps";
import { toastOn } from "./support/toast";

/*
 * The business's place (issue 49, decision 129): set at the shop with 'Use my current location'
 * (an emulated position) on the create form, refused outside the campaign's city at the place,
 * and moved by pasting a Maps link on the edit form; a short link is said in Hindi too.
 */

const atTheShop = { latitude: 22.71853, longitude: 75.85571, accuracy: 15 };

async function placeShots(page: Page, part: Locator, name: string, language: "en" | "hi") {
  // The part alone in the pictures: an earlier toast ('Profile setup complete') goes first.
  await expect(toastOn(page)).toHaveCount(0, { timeout: 20_000 });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // In the middle of the screen, clear of the sticky header.
    await part.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px in ${language}`).toBeLessThanOrEqual(0);
    // The status line stays beside or under the button, never pushed out of the part.
    const box = await part.boundingBox();
    const status = await part.getByTestId("place-status").boundingBox();
    expect(box && status && status.x + status.width <= box.x + box.width + 1).toBe(true);
    await part.screenshot({ path: test.info().outputPath(`${name}-${language}-${width}.png`) });
    // On the phone: axe-core on the page as it is, and every control a 44 px target.
    if (width === 360) await expectNoAxeViolations(page, `${name} (${language})`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the owner sets the shop's place from the phone's position, and moves it with a Maps link", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.setGeolocation(atTheShop);
  await signUp(page, { role: "business" });

  const name = `Place Sweets ${Date.now()}`;
  await page.getByRole("link", { name: "New Campaign" }).click();
  await expect(page.getByRole("heading", { name: "Create New Campaign" })).toBeVisible();
  const place = page.getByRole("group", { name: "Place of your business (optional)" });
  await expect(place.getByTestId("place-status")).toHaveText(/^No place yet\./);
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/abc123");
  await expect(place.getByTestId("place-status")).toHaveText(
    /^A short Maps link does not say where the place is\./,
  );
  await page.getByLabel("City").selectOption("Bhopal");
  await page.getByLabel("Target Reviews").fill("10");
  // Location not allowed: said in words, and the form still works without a place.
  const useLocation = place.getByRole("button", { name: "Use my current location" });
  await useLocation.click();
  await expect(place.getByTestId("place-status")).toHaveText(
    /^Your location was not allowed\. Allow it in the browser's settings/,
  );
  await context.grantPermissions(["geolocation"]);
  await useLocation.click();
  await expect(place.getByTestId("place-status")).toHaveText(
    "Place set from your current location. See it on the map",
  );
  await expect(place.getByRole("link", { name: "See it on the map" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=22.71853,75.85571",
  );
  await placeShots(page, place, "create-place", "en");

  // At the shop in Indore, a campaign in Bhopal is refused at the place.
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(
    place.getByText("This place is not in the campaign's city.", { exact: false }),
  ).toBeVisible();
  await page.getByLabel("City").selectOption("Indore");
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");

  // Waiting for approval, the edit changes the place at once: from a pasted long Maps link.
  await openMyCampaign(page, name);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByTestId("place-notice")).toHaveCount(0);
  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit campaign" });
  const editPlace = edit.getByRole("group", { name: "Place of your business (optional)" });
  await expect(editPlace.getByTestId("place-status")).toHaveText("Place set. See it on the map");
  await edit
    .getByLabel("Google Maps Link")
    .fill(
      "https://www.google.com/maps/place/Rajwada/@22.7,75.8,15z/data=!4m6!3m5!8m2!3d22.7186!4d75.8553",
    );
  await expect(editPlace.getByTestId("place-status")).toHaveText(
    "Place set from your Maps link. See it on the map",
  );
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toastOn(page)).toContainText("Changes saved");
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(editPlace.getByRole("link", { name: "See it on the map" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=22.7186,75.8553",
  );
  await placeShots(page, editPlace, "edit-place", "en");

  // In Hindi: the part, and a short link said in words.
  await setLanguage(page.request, "hi");
  await visit(page, page.url());
  await page.getByRole("button", { name: "बदलें" }).click();
  const editHi = page.getByRole("dialog", { name: "कैंपेन बदलें" });
  const placeHi = editHi.getByRole("group", { name: "आपके बिज़नेस की जगह (वैकल्पिक)" });
  await editHi.getByLabel("Google Maps लिंक").fill("https://maps.app.goo.gl/xyz789");
  await expect(placeHi.getByTestId("place-status")).toHaveText(
    "छोटे मैप्स लिंक में जगह नहीं लिखी होती। इसे खोलकर पता-बार से लंबा लिंक कॉपी करें, या दुकान पर अपनी लोकेशन इस्तेमाल करें।",
  );
  await placeShots(page, placeHi, "edit-place", "hi");
  await visit(page, "/business/dashboard?new=1");
  await placeShots(
    page,
    page.getByRole("group", { name: "आपके बिज़नेस की जगह (वैकल्पिक)" }),
    "create-place",
    "hi",
  );
  await setLanguage(page.request, "en");
});
