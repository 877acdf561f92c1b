/**
 * 'Take a photo now' refused (issue 49): Chromium's fake prompt says no to the camera, as a
 * person may; the words say so and choosing a file still submits the review.
 */
import { fakeCameraLaunch, multipart, submission, writeWithoutProof } from "./support/camera-steps";
import { expect, test } from "./support/fixtures";
import { approvedCampaign, proofPhoto } from "./support/review-steps";
import { toastOn } from "./support/toast";

test.use({ launchOptions: fakeCameraLaunch("refuse") });

test("the camera refused: the words say so, and a chosen file still submits", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Johri Kachori ${Date.now()}`;
  const { close } = await approvedCampaign(browser, name);
  const dialog = await writeWithoutProof(page, name);

  await dialog.getByRole("button", { name: "Take a photo now" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "The camera was not allowed. Allow it in your browser's site settings, or choose a photo instead.",
  );
  await expect(dialog.getByRole("region", { name: "Camera" })).toBeHidden();

  await dialog.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  // Choosing a file answers the camera's message.
  await expect(dialog.getByRole("alert")).toBeHidden();
  await expect(dialog.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
  const sent = await submission(page);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  const { fields, files } = multipart(await sent.body);
  expect(Object.keys(fields).filter((field) => field.startsWith("photo"))).toEqual([]);
  expect(files.proof?.filename).toBe("bill.jpg");
  await expect(toastOn(page)).toContainText("Review Submitted!");
  await close();
});
