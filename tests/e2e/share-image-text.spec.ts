import { randomInt } from "node:crypto";
import { MAX_TEXT_DIFFERENCE, textDifferences } from "../support/share-image-text";
import { adminContext, expect, signUp, test } from "./support/fixtures";
import { createApprovedCampaign } from "./support/rewards";

// A server without fonts draws every letter of the share image as an empty box; this reads the
// image the built server sends and compares its fixed texts with drawings made with Noto.
test("the share image is drawn with real letters, Latin and Devanagari, never boxes", async ({
  browser,
  page,
}) => {
  await signUp(page, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(page.request, admin.request, {
    name: `Font Chai ${Date.now()}${randomInt(1000)}`,
    target: 10,
    city: "Indore",
  });
  await admin.close();
  for (const language of ["en", "hi"] as const) {
    const image = await page.request.get(`/b/${campaignId}/share.png?lang=${language}`);
    expect(image.status()).toBe(200);
    const differences = await textDifferences(await image.body(), language);
    for (const [region, difference] of Object.entries(differences)) {
      expect(difference, `${region}: share of pixels unlike the reference`).toBeLessThanOrEqual(
        MAX_TEXT_DIFFERENCE,
      );
    }
  }
});
