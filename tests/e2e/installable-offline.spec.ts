import type { Page } from "@playwright/test";
import { screenshots, setLanguage } from "./support/both-languages";
import { expect, logOut, signUp, test, visit } from "./support/fixtures";

/**
 * Installable, an offline page, and nothing personal kept after logout (issue 50, decision 130).
 * Lighthouse 12 has no PWA category: Chrome's installability criteria are checked here instead.
 */

// The suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: "allow" });

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1"), "a PNG").toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active and controls this page. */
async function untilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL path the page's origin keeps in its Cache Storage. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

/** What the worker may keep: the offline page, the build's files, the icons and the manifest. */
const allowedInCache =
  /^\/(offline|assets\/[^/]+\.(js|css|woff2?)|favicon\.svg|icon-[a-z0-9-]+\.png|manifest\.webmanifest)$/;

test("the manifest, its icons and the worker meet Chrome's installability criteria", async ({
  page,
}) => {
  const answer = await page.request.get("/manifest.webmanifest");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: "/",
    name: "ReviewKaro",
    short_name: "ReviewKaro",
    start_url: "/user/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: "#0f766e",
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = new Map<string, string>();
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"], icon.src).toBe(icon.type);
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    sizes.set(`${icon.sizes} ${icon.purpose ?? "any"}`, icon.src);
  }
  expect([...sizes.keys()]).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );

  const worker = await page.request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  // The landing page ships no framework script, yet registers the worker.
  await visit(page, "/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  await untilControlled(page);
  const scope = await page.evaluate(() =>
    navigator.serviceWorker.ready.then((registration) => new URL(registration.scope).pathname),
  );
  expect(scope).toBe("/");

  // Chromium's own verdict, as on a phone's 'Install app'.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);

  // The start_url opens offline: the offline page, in the browser's language first.
  await page.context().setOffline(true);
  await visit(page, manifest.start_url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("आप ऑफ़लाइन हैं");
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  // Its promise is what review-draft-offline.spec shows: the review written with no network is
  // kept on the phone and sent once when the dashboard opens online. Nothing wider is promised.
  await expect(page.getByText("A review you were writing stays saved on this phone")).toContainText(
    "is sent when you open your dashboard with the network back.",
  );
  // Styled by the stylesheet the worker stored with it (text-2xl, not the browser's 32 px).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-size", "24px");
  await page.screenshot({ path: test.info().outputPath("offline-served-by-worker.png") });
  await page.context().setOffline(false);
  // 'Try again' opens the page that was asked for: signed out, its sign-in.
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fdashboard$/);
});

test("after logout the next person on the phone sees no page of the last one, offline or online", async ({
  page,
}) => {
  const account = await signUp(page, { role: "user", city: "Indore" });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await untilControlled(page);
  // The dashboard again, now through the worker, and a draft-like value in the page's storage.
  await visit(page, "/user/dashboard");
  await expect(page.getByText(account.username).first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem("left-behind", "personal"));
  // The worker kept the build's files and the offline page, and no page of this person.
  const kept = await cachedPaths(page);
  expect(kept).toContain("/offline");
  expect(kept.filter((path) => !allowedInCache.test(path))).toEqual([]);
  const offlinePage = await page.evaluate(async () => (await caches.match("/offline"))?.text());
  expect(offlinePage).not.toContain(account.username);

  const signedOut = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/logout") &&
      response.request().method() === "POST",
  );
  await logOut(page);
  expect((await (await signedOut).allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
  // The browser emptied the site's storage; the landing page registers the worker again.
  expect(await page.evaluate(() => localStorage.getItem("left-behind"))).toBeNull();
  await untilControlled(page);
  const keptAfter = await cachedPaths(page);
  expect(keptAfter.filter((path) => !allowedInCache.test(path))).toEqual([]);

  await page.context().setOffline(true);
  await visit(page, "/user/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page.locator("body")).not.toContainText(account.username);
  await page.context().setOffline(false);
  await visit(page, "/user/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fdashboard$/);
  await expect(page.locator("body")).not.toContainText(account.username);
});

test("the offline page in English and Hindi, on a phone and a wide screen", async ({ page }) => {
  await screenshots(page, "/offline", "offline");
  // In Hindi the page leads with Hindi and still says it in English.
  await setLanguage(page.request, "hi");
  await visit(page, "/offline");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आप ऑफ़लाइन हैं");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("You are offline");
  await expect(page.getByRole("link", { name: "फिर से कोशिश करें" })).toHaveAttribute("href", "");
});
