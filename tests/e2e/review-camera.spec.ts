/**
 * 'Take a photo now' in Write Review (issue 49, decision 129): Chromium's fake camera and an
 * emulated position at the shop; then the location refused. The camera refused is
 * review-camera-refused.spec.ts (the fake prompt's answer is the browser's, per launch).
 */
import {
  fakeCameraLaunch,
  multipart,
  streams,
  submission,
  watchStreams,
  writeWithoutProof,
} from "./support/camera-steps";
import { adminContext, expect, test, visit } from "./support/fixtures";
import { approvedCampaign, proofPhoto, queueCard } from "./support/review-steps";
import { toastOn } from "./support/toast";

/** Rajwada, Indore: where the emulated phone stands. */
const atTheShop = { latitude: 22.7186, longitude: 75.8553, accuracy: 12 };
/** The shop's place, from its owner's Maps link: about 15 m from where the phone stands. */
const shopLink = "https://www.google.com/maps/search/?api=1&query=22.71873,75.85542";

test.use({ launchOptions: fakeCameraLaunch("accept") });

test.describe("with the camera and the location allowed", () => {
  test.use({ permissions: ["camera", "geolocation"], geolocation: atTheShop });

  test("a photo taken in the dialog at the shop goes up with its moment and position, and the moderator reads 'Photo taken at the place'", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const name = `Sarafa Chaat ${Date.now()}`;
    const { business, close } = await approvedCampaign(browser, name, { mapsLink: shopLink });
    await watchStreams(page);
    const dialog = await writeWithoutProof(page, name);

    // Opened and closed: the camera's every track stops.
    await dialog.getByRole("button", { name: "Take a photo now" }).click();
    const camera = dialog.getByRole("region", { name: "Camera" });
    await expect(camera.getByRole("button", { name: "Capture" })).toBeEnabled();
    expect(await streams(page)).toEqual([1, 1]);
    await camera.getByRole("button", { name: "Close camera" }).click();
    await expect(camera).toBeHidden();
    await expect.poll(() => streams(page)).toEqual([1, 0]);

    const before = Date.now();
    await dialog.getByRole("button", { name: "Take a photo now" }).click();
    await camera.getByRole("button", { name: "Capture" }).click();
    await expect(dialog.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
    await expect(
      dialog.getByText(
        "Location shared with this photo: only its distance from the business is kept",
      ),
    ).toBeVisible();
    await expect(camera).toBeHidden();
    await expect.poll(() => streams(page)).toEqual([2, 0]);
    await expect(dialog.getByRole("button", { name: "Retake" })).toBeVisible();

    const sent = await submission(page);
    await dialog.getByRole("button", { name: "Submit for Approval" }).click();
    const { fields, files } = multipart(await sent.body);
    expect(fields.photoSource).toBe("camera");
    expect(Number(fields.photoLat)).toBeCloseTo(atTheShop.latitude, 4);
    expect(Number(fields.photoLng)).toBeCloseTo(atTheShop.longitude, 4);
    expect(fields.photoAccuracy).toBe("12");
    const capturedAt = Date.parse(fields.photoCapturedAt ?? "");
    expect(capturedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(capturedAt).toBeLessThanOrEqual(Date.now());
    expect(files.proof?.type).toBe("image/jpeg");
    expect(files.proof?.filename).toMatch(/^photo-\d{8}T\d{6}\.jpg$/);
    await expect(toastOn(page)).toContainText("Review Submitted!");

    // The 'done when': the staff's card says it in words, and shows no coordinate.
    const admin = await adminContext(browser);
    const adminPage = await admin.newPage();
    await visit(adminPage, "/admin/reviews");
    const card = queueCard(adminPage, name);
    await expect(card.getByText("Photo taken at the place")).toBeVisible();
    await expect(card).not.toContainText("22.718");
    // Approved, the public page says the visit was checked (taken there, on the visit's day).
    await card.getByLabel("Proof shows a visit to this business").check();
    await card.getByLabel("Text is a genuine first-hand review").check();
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toastOn(adminPage)).toContainText("Review Approved");
    await admin.close();
    await visit(business, "/business/dashboard");
    const details = business.getByRole("link", { name: "View Details" }).first();
    const campaignId = ((await details.getAttribute("href")) ?? "").split("/").pop();
    await visit(business, `/b/${campaignId}`);
    await expect(business.getByText("Visit checked: photo taken at the place")).toBeVisible();
    await close();
  });
});

test.describe("with the location refused", () => {
  test.use({ permissions: ["camera"] });

  test("the photo goes up without a position, the words say so, and a file chosen afterwards carries nothing of the camera", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Chhappan Poha ${Date.now()}`;
    const { close } = await approvedCampaign(browser, name);
    const dialog = await writeWithoutProof(page, name);

    await dialog.getByRole("button", { name: "Take a photo now" }).click();
    await dialog
      .getByRole("region", { name: "Camera" })
      .getByRole("button", { name: "Capture" })
      .click();
    await expect(dialog.getByText("Location not shared", { exact: true })).toBeVisible();
    await expect(
      dialog.getByText("Your browser did not share your location. The photo is sent all the same."),
    ).toBeVisible();
    await expect(dialog.locator('input[name="photoSource"]')).toHaveValue("camera");
    await expect(dialog.locator('input[name="photoCapturedAt"]')).toHaveCount(1);
    await expect(dialog.locator('input[name="photoLat"]')).toHaveCount(0);

    // A chosen file is no longer the camera's: nothing of the camera goes with it.
    await dialog.getByLabel("Proof of your visit").setInputFiles({
      name: "bill.jpg",
      mimeType: "image/jpeg",
      buffer: await proofPhoto(),
    });
    await expect(dialog.getByText("Location not shared", { exact: true })).toBeHidden();
    await expect(dialog.getByText("bill.jpg")).toBeVisible();
    const sent = await submission(page);
    await dialog.getByRole("button", { name: "Submit for Approval" }).click();
    const { fields, files } = multipart(await sent.body);
    expect(Object.keys(fields).filter((field) => field.startsWith("photo"))).toEqual([]);
    expect(files.proof?.filename).toBe("bill.jpg");
    await expect(toastOn(page)).toContainText("Review Submitted!");
    await close();
  });
});
