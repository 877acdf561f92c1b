import { expect, test } from "@playwright/test";
import { visit } from "./support/fixtures";

test.describe("landing page", () => {
  test("shows the spec's texts, links and sections in English", async ({ page }) => {
    await visit(page, "/");
    await expect(page).toHaveTitle(/ReviewKaro/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /genuine, verified local reviewers/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write Reviews. Earn Money.");

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup?role=user",
    );
    await expect(page.getByRole("link", { name: "I'm a User – Start Earning" })).toHaveAttribute(
      "href",
      "/signup?role=user",
    );
    await expect(
      page.getByRole("link", { name: "I'm a Business – Get Reviews Now" }),
    ).toHaveAttribute("href", "/signup?role=business");

    const features = page.locator("#features");
    await expect(features.getByRole("heading", { level: 2 })).toHaveText("Why Choose ReviewKaro?");
    await expect(features.getByRole("heading", { level: 3 })).toHaveText([
      "Real Users",
      "Double Verification",
      "Fast & Safe Delivery",
      "Business Growth",
      "Secure Payments",
    ]);
    await expect(page.locator("#how-it-works").getByRole("heading", { level: 3 })).toHaveText([
      "Businesses Create",
      "Users Review",
      "We Verify",
      "You Grow",
    ]);
    await expect(page.getByRole("link", { name: "Boost My Business" })).toHaveAttribute(
      "href",
      "/signup?role=business",
    );

    const footer = page.getByRole("contentinfo");
    // The spec's lists: plain text until a page exists, then a link (decision 031).
    for (const item of ["How to Earn", "Pricing Plans"]) {
      await expect(footer.getByText(item, { exact: true })).toBeVisible();
      await expect(footer.getByRole("link", { name: item })).toHaveCount(0);
    }
    for (const [item, href] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Review Policy", "/review-policy"],
      ["Grievance Officer", "/grievance"],
      ["Contact Us", "/contact"],
    ]) {
      await expect(footer.getByRole("link", { name: item, exact: true })).toHaveAttribute(
        "href",
        href as string,
      );
    }
    await expect(footer.getByRole("link", { name: "Admin" })).toHaveAttribute(
      "href",
      "/admin/login",
    );
    await expect(footer.getByText("© 2025 ReviewKaro. All rights reserved.")).toBeVisible();
  });

  test("follows the browser's language, and the switch's choice is remembered", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "hi-IN" });
    const page = await context.newPage();
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("रिव्यू लिखें। पैसे कमाएँ।");
    await expect(page).toHaveTitle(/ReviewKaro/);

    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write Reviews. Earn Money.");
    await visit(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");

    await page.getByRole("button", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("संपर्क करें");
    await context.close();
  });

  test("anchors lead to the features and how-it-works sections", async ({ page }) => {
    await visit(page, "/#how-it-works");
    await expect(page.locator("#how-it-works")).toBeInViewport();
    await visit(page, "/#features");
    await expect(page.locator("#features")).toBeInViewport();
  });
});

test.describe("server basics", () => {
  test("unknown routes show the 404 page", async ({ page }) => {
    const response = await visit(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/ReviewKaro/);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("answers health checks and sends security headers and a favicon", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    const home = await request.get("/");
    const csp = home.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home.headers()["x-content-type-options"]).toBe("nosniff");
    // Static files carry the security headers too, and old browsers' /favicon.ico finds the icon.
    const icon = await request.get("/favicon.svg");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["x-content-type-options"]).toBe("nosniff");
    expect(icon.headers()["content-security-policy"]).toContain("default-src 'self'");
    const contact = await (await request.get("/contact")).text();
    const script = contact.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "no script on /contact";
    expect((await request.get(script)).headers()["x-content-type-options"]).toBe("nosniff");
    const legacyIcon = await request.get("/favicon.ico", { maxRedirects: 0 });
    expect(legacyIcon.status()).toBe(301);
    expect(legacyIcon.headers().location).toBe("/favicon.svg");
  });

  test("keeps an idle connection open longer than a proxy keeps its own (no reset on reuse)", async ({
    request,
  }) => {
    // Node's default of 5 s closed connections that clients were about to reuse (read ECONNRESET).
    const health = await request.get("/healthz", { headers: { connection: "keep-alive" } });
    expect(health.headers()["keep-alive"]).toBe("timeout=125");
  });

  test("draws the page's icons from one sprite, cached for a year under its hashed name", async ({
    page,
    request,
  }) => {
    await visit(page, "/");
    const href = await page.locator("main svg use").first().getAttribute("href");
    expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#[a-z0-9-]+$/);
    const sprite = await request.get(href?.split("#")[0] ?? "");
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    // The icon is drawn: the browser found the symbol the reference names.
    const box = await page.locator("main svg:has(use)").first().boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(await sprite.text()).toContain(`<symbol id="${href?.split("#")[1]}"`);
  });

  test("refuses a state change posted from another site", async ({ request }) => {
    const response = await request.post("/contact", {
      headers: { Origin: "https://evil.example" },
      form: { fullName: "A", email: "a@example.com", message: "hi" },
    });
    expect(response.status()).toBe(403);
  });

  // The page fixture fails the test on any Content-Security-Policy violation.
  test("runs the page without breaking its Content-Security-Policy", async ({ page }) => {
    await visit(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
  });

  test("answers a form body that cannot be read with 400, not a server error", async ({
    request,
    baseURL,
  }) => {
    for (const path of ["/contact", "/login", "/signup"]) {
      const response = await request.post(path, {
        headers: {
          Origin: baseURL ?? "",
          "Content-Type": "multipart/form-data; boundary=----cut-off",
        },
        data: '------cut-off\r\nContent-Disposition: form-data; name="phone"\r\n\r\n98',
      });
      expect(response.status(), path).toBe(400);
    }
  });
});
