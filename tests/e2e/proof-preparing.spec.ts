import { randomInt } from "node:crypto";
import sharp from "sharp";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import { availableCampaign, fillVisit, honestText } from "./support/review-steps";
import { createApprovedCampaign, newReviewer } from "./support/rewards";

/**
 * Issue 46 point 14 (decision 111): while Write Review makes a chosen photo smaller, the proof
 * field says 'Preparing photo...' and the button waits, instead of 'Proof Required' under it.
 */

/** 2400 px wide: over the 1600 px a proof needs, so the browser makes it smaller. */
function widePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#d8c49a" } })
    .jpeg()
    .toBuffer();
}

test("Write Review says 'Preparing photo...' while the photo is made smaller, with no 'Proof Required' under it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await newReviewer(page);
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const name = `Photo Wait Dhaba ${Date.now()}${randomInt(1000)}`;
  await createApprovedCampaign(business.request, admin.request, { name, target: 1 });
  await admin.close();
  await businessContext.close();

  // The photo's decoding waits for the test's word, so the preparing state is seen for sure.
  await page.addInitScript(() => {
    const decode = window.createImageBitmap.bind(window);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    Object.assign(window, { releasePhoto: release });
    window.createImageBitmap = ((...args: Parameters<typeof createImageBitmap>) =>
      held.then(() => decode(...args))) as typeof createImageBitmap;
  });
  await visit(page, "/user/dashboard");
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
  const writing = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await writing.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await writing.getByLabel("Your review").fill(honestText);
  await fillVisit(writing);

  // Sent without a photo: the proof is missing, and said so.
  const proofRequired = writing.getByText("Proof Required");
  await writing.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(proofRequired).toBeVisible();

  await writing.getByLabel("Proof of your visit").setInputFiles({
    name: "IMG_3001.jpg",
    mimeType: "image/jpeg",
    buffer: await widePhoto(),
  });
  await expect(writing.getByText(/^Preparing photo\.\.\. making it smaller/)).toBeVisible();
  await expect(proofRequired).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("proof-preparing.png") });
  const waiting = writing.getByRole("button", { name: "Preparing photo..." });
  await expect(waiting).toBeDisabled();

  await page.evaluate(() => (window as unknown as { releasePhoto: () => void }).releasePhoto());
  await expect(writing.getByText(/^Made smaller for upload: /)).toBeVisible();
  await expect(proofRequired).toHaveCount(0);
  await expect(writing.getByRole("button", { name: "Submit for Approval" })).toBeEnabled();
  // Nothing sent: the campaign's one slot stays for others.
  await writing.getByRole("button", { name: "Cancel" }).click();
  await expect(writing).toHaveCount(0);
});
