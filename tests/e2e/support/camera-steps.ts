/**
 * Steps of the 'Take a photo now' specs (issue 49): Chromium's fake camera, the streams a page
 * opens, Write Review filled but for its proof, and the form's body as the server receives it.
 */
import type { Locator, Page } from "@playwright/test";
import { chromiumLaunch } from "../../support/chromium";
import { signUp } from "./fixtures";
import { availableCampaign, fillVisit, honestText } from "./review-steps";

/**
 * Chromium's fake camera (a moving test pattern) and its fake prompt, which accepts, or refuses
 * when `refuse`: the prompt's answer, not the context's permissions, decides for the camera.
 */
export function fakeCameraLaunch(answer: "accept" | "refuse") {
  return {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      "--use-fake-device-for-media-stream",
      answer === "accept"
        ? "--use-fake-ui-for-media-stream"
        : "--use-fake-ui-for-media-stream=deny",
    ],
  };
}

/** Every camera stream the page opens, kept so a test can see that its tracks ended. */
export async function watchStreams(page: Page) {
  await page.addInitScript(() => {
    const opened: MediaStream[] = [];
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams = opened;
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) return;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      opened.push(stream);
      return stream;
    };
  });
}

/** [streams opened, tracks still live]. */
export function streams(page: Page) {
  return page.evaluate(() => {
    const opened = (window as unknown as { openedStreams: MediaStream[] }).openedStreams;
    const live = opened.flatMap((s) => s.getTracks()).filter((t) => t.readyState === "live");
    return [opened.length, live.length];
  });
}

/** A reviewer in Indore opens Write Review on a new campaign and fills all but the proof. */
export async function writeWithoutProof(page: Page, name: string): Promise<Locator> {
  await signUp(page, { role: "user", city: "Indore" });
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Meena");
  await info.getByLabel("Your email").fill("meena@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  const dialog = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await dialog.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await dialog.getByLabel("Your review").fill(honestText);
  await fillVisit(dialog);
  return dialog;
}

/** The form's text fields and its files' [name, type] as the server receives them. */
export function multipart(sent: Buffer) {
  const body = sent.toString("latin1");
  const boundary = body.slice(0, body.indexOf("\r\n"));
  const fields: Record<string, string> = {};
  const files: Record<string, { filename: string; type: string }> = {};
  for (const part of body.split(boundary)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const filename = /filename="([^"]*)"/.exec(part)?.[1];
    const type = /Content-Type: (\S+)/i.exec(part)?.[1] ?? "";
    if (filename !== undefined) files[name] = { filename, type };
    else fields[name] = part.slice(part.indexOf("\r\n\r\n") + 4, part.lastIndexOf("\r\n"));
  }
  return { fields, files };
}

/**
 * The body of the dialog's next POST. Chromium's request event leaves out a body holding a file
 * (page.waitForRequest sees none), so it is read where the request is held, as
 * proof-upload-and-return.spec.ts does.
 */
export async function submission(page: Page): Promise<{ body: Promise<Buffer> }> {
  let seen: (body: Buffer) => void = () => {};
  const body = new Promise<Buffer>((resolve) => {
    seen = resolve;
  });
  await page.route("**/user/dashboard.data*", async (route) => {
    if (route.request().method() === "POST")
      seen(route.request().postDataBuffer() ?? Buffer.alloc(0));
    await route.continue();
  });
  return { body };
}
