import { randomUUID } from "node:crypto";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import { ownNetworkHeaders } from "./support/own-network";
import { toastOn } from "./support/toast";

test.describe("contact page", () => {
  test("refuses empty and malformed fields with clear messages", async ({ page }) => {
    await visit(page, "/contact");
    await expect(page).toHaveTitle(/ReviewKaro/);
    // The browser's checks come after the server's first answer with errors.
    const checks = page.waitForResponse((response) =>
      /\/field-checks-[\w-]+\.js$/.test(response.url()),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription(
      "Please enter your full name.",
    );
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    await expect(page.getByLabel("Message")).toHaveAccessibleDescription("Please write a message.");

    // From then on each field is re-checked as it is corrected, with nothing sent.
    await checks;
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await page.getByLabel("Full name").fill("Ravi Verma");
    await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Please enter your full name.")).toHaveCount(0);
    await page.getByLabel("Email address").fill("not-an-email");
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    expect(posts).toBe(0);
    await expect(toastOn(page)).toHaveCount(0);
  });

  test("a valid message shows the toast and clears the form", async ({ page }) => {
    await visit(page, "/contact");
    await page.getByLabel("Full name").fill("Ravi Verma");
    await page.getByLabel("Email address").fill("ravi@example.com");
    await page.getByLabel("Message").fill("How do I start a campaign in Ujjain?");
    await page.getByRole("button", { name: "Send Message" }).click();

    const toast = toastOn(page);
    await expect(toast).toContainText("Message Sent!");
    await expect(toast).toContainText(
      "Thank you for reaching out. We will get back to you shortly.",
    );
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(page.getByLabel("Email address")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
  });

  test("contact.intro, contact.sentText: a message is kept until the admin has answered it (decision 099)", async ({
    page,
    browser,
  }) => {
    await visit(page, "/contact");
    // The page's promise, as shown: the message reaches someone who replies.
    await expect(
      page.getByText(
        "Questions about a campaign, a review or a payout? Write to us and we will reply.",
      ),
    ).toBeVisible();
    const words = `Do you have campaigns in Sagar? ${randomUUID()}`;
    await page.getByLabel("Full name").fill("Meera Joshi");
    await page.getByLabel("Email address").fill("meera.joshi@example.com");
    await page.getByLabel("Message").fill(words);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toastOn(page)).toContainText(
      "Thank you for reaching out. We will get back to you shortly.",
    );

    // The admin finds it on the Complaints tab, with whom to write back to.
    const admin = await adminContext(browser);
    const adminPage = await admin.newPage();
    await visit(adminPage, "/admin/complaints");
    const section = adminPage.getByRole("region", { name: "Messages from the contact page" });
    const card = section.getByTestId("contact-message-card").filter({ hasText: words });
    await expect(card).toContainText("Meera Joshi · meera.joshi@example.com");
    await expect(card).toContainText("Written in English");
    await expect(card.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      "mailto:meera.joshi@example.com?subject=Your%20message%20to%20ReviewKaro",
    );
    // Written back by email, it is marked answered and leaves the list.
    await card.getByRole("button", { name: "Mark answered" }).click();
    await expect(toastOn(adminPage)).toContainText("Marked answered");
    await expect(card).toHaveCount(0);
    await admin.close();
  });

  test("contact.limited: a network that sends many messages in an hour is asked to wait, and keeps what it wrote", async ({
    browser,
  }) => {
    // A network of its own: another test's message from the fixture's could share the hour.
    const context = await browser.newContext({ extraHTTPHeaders: ownNetworkHeaders() });
    const page = await context.newPage();
    await visit(page, "/contact");
    // Five an hour from one network (rateLimitRules.contactMessagePerNetwork).
    for (let sent = 0; sent < 5; sent += 1) {
      await page.getByLabel("Full name").fill("Ravi Verma");
      await page.getByLabel("Email address").fill("ravi@example.com");
      await page.getByLabel("Message").fill(`Question ${sent + 1}`);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByLabel("Message")).toHaveValue("");
    }
    await page.getByLabel("Full name").fill("Ravi Verma");
    await page.getByLabel("Email address").fill("ravi@example.com");
    await page.getByLabel("Message").fill("A sixth question");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(answer.status()).toBe(429);
    await expect(page.getByRole("alert").filter({ hasText: "Several messages" })).toContainText(
      /Try again in \d+ minutes, or write to us by email\./,
    );
    await expect(page.getByLabel("Message")).toHaveValue("A sixth question");
    await context.close();
  });

  test("the server validates too when the page has no script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Full name").fill("Ravi Verma");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ravi Verma");
    await context.close();
  });

  test("a name with a hidden control character or only zero-width spaces is refused at the field", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await page.getByLabel("Full name").fill("Ravi\u0000Verma");
    await page.getByLabel("Email address").fill("ravi@example.com");
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription(
      "This field contains hidden control characters that are not allowed. Please remove them.",
    );
    await page.getByLabel("Full name").fill("\u200b\u200b");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription(
      "Please enter your full name.",
    );
    await expect(toastOn(page)).toHaveCount(0);
  });

  test("the server's refusal of a control character is shown at the field in Hindi", async ({
    browser,
  }) => {
    // No script: the form is posted as it is, and the server's 400 answer shows the message.
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "hi-IN" });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("पूरा नाम").fill("रवि\u0007वर्मा");
    await page.getByLabel("ईमेल पता").fill("ravi@example.com");
    await page.getByLabel("संदेश", { exact: true }).fill("नमस्ते");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "संदेश भेजें" }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await expect(page.getByLabel("पूरा नाम")).toHaveAccessibleDescription(
      "इस फ़ील्ड में छिपे हुए कंट्रोल कैरेक्टर हैं, जिनकी अनुमति नहीं है। कृपया उन्हें हटाएँ।",
    );
    await context.close();
  });

  test("shows phone, email and a Bhopal address", async ({ page }) => {
    await visit(page, "/contact");
    // The page's own; the footer names the operator's contact too (decision 075). Both are the
    // operator's settings: a local installation's sample operator here (decision 094).
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+91 75540 01234" })).toHaveAttribute(
      "href",
      /^tel:\+91/,
    );
    await expect(main.getByRole("link", { name: "support@reviewkaro.in" })).toHaveAttribute(
      "href",
      "mailto:support@reviewkaro.in",
    );
    await expect(main.getByText(/Bhopal, Madhya Pradesh/)).toBeVisible();
  });
});

test("toasts of a hydrated page (Radix's): one at a time, F8 focuses them, a swipe dismisses", async ({
  browser,
  baseURL,
}) => {
  // Two messages from the contact page, marked answered one after the other on the admin's
  // complaints tab (a page React Router hydrates; /contact itself is static, decision 141).
  const words = [`First ${randomUUID()}`, `Second ${randomUUID()}`];
  const guest = await browser.newContext({ extraHTTPHeaders: ownNetworkHeaders() });
  for (const message of words) {
    const sent = await guest.request.post("/contact", {
      headers: { Origin: baseURL ?? "" },
      form: { fullName: "Ravi Verma", email: "ravi@example.com", message },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
  }
  await guest.close();
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await visit(page, "/admin/complaints");
  const section = page.getByRole("region", { name: "Messages from the contact page" });
  for (const message of words) {
    const card = section.getByTestId("contact-message-card").filter({ hasText: message });
    await card.getByRole("button", { name: "Mark answered" }).click();
    await expect(card).toHaveCount(0);
    await expect(toastOn(page)).toContainText("Marked answered");
  }
  await expect(toastOn(page)).toHaveCount(1);

  await page.keyboard.press("F8");
  await expect(
    page.getByRole("region", { name: "Notifications (F8)" }).locator("ol"),
  ).toBeFocused();

  const box = await toastOn(page).boundingBox();
  if (!box) throw new Error("toast has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, y, { steps: 5 });
  await page.mouse.move(box.x + 120, y, { steps: 5 });
  await page.mouse.up();
  await expect(toastOn(page)).toHaveCount(0);
  await admin.close();
});

test("the stylesheet is the first file <head> asks for, before the page's scripts, and stays one after a navigation", async ({
  page,
}) => {
  // On a phone's network the page paints only once its stylesheet is in: it must not queue behind
  // the scripts' modulepreload links (issue 50; BENCHMARKS "the stylesheet first in <head>").
  const html = await (await page.request.get("/contact")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link[^>]*rel="(stylesheet|modulepreload)"/g)].map((m) => m[1]);
  expect(links[0]).toBe("stylesheet");
  expect(links.filter((rel) => rel === "stylesheet")).toHaveLength(1);
  expect(links.filter((rel) => rel === "modulepreload").length).toBeGreaterThan(3);

  // A navigation React Router draws in the page: the reviewer's dashboard to its profile.
  await signUp(page, { role: "user", city: "Dewas" });
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  // Styled by it (bg-ink-50), not the browser's transparent page.
  await expect(page.locator("body")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
});
