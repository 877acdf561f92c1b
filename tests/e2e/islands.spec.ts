// Issue 50, decision 141: a static page whose interactive part is an island, hydrated by React
// alone. /login was the first: the page a reviewer opens on every new phone; the OTP screens
// (/signup, /forgot-password, /admin/login) followed.
import {
  expect,
  logIn,
  logOut,
  readOtp,
  signUp,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import { toastOn } from "./support/toast";

test("/login's form is an island: React without the router, busy while it posts, signed in after", async ({
  browser,
}) => {
  // Signed up in a context of its own, so the login below starts from a fresh phone.
  const setup = await browser.newContext();
  const account = await signUp(await setup.newPage(), { role: "user", city: "Bhopal" });
  await setup.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // The island's root draws in the browser what the server drew: React says nothing.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await visit(page, "/login");
  expect(scripts.filter((path) => /^\/assets\/islands-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => /^\/assets\/react-[\w-]+\.js$/.test(path))).toHaveLength(1);
  // Neither React Router's client nor the hydrated pages' entry and shell.
  expect(scripts.filter((path) => /\/(router|shell|entry\.client)-[\w-]+\.js$/.test(path))).toEqual(
    [],
  );

  // Hydrated: the password shows on request.
  const password = page.getByLabel("Password", { exact: true });
  await password.fill(account.password);
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByLabel("Mobile number").fill(account.digits);

  // The post is held until the button has said it is on its way: one post, then the dashboard.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let posts = 0;
  await page.route("**/login", async (route) => {
    if (route.request().method() === "POST") {
      posts += 1;
      await held;
    }
    await route.continue();
  });
  // While the post is held the page cannot be read from here (each read waits for the held
  // navigation): the page says its button's changes on its console instead.
  await page.evaluate(() => {
    const submit = document.querySelector<HTMLButtonElement>("#login button[type=submit]");
    if (!submit) throw new Error("no submit button");
    const say = () => console.log(`submit: ${submit.textContent} ${submit.disabled}`);
    new MutationObserver(say).observe(submit, { subtree: true, childList: true, attributes: true });
  });
  const busy = page.waitForEvent("console", {
    predicate: (message) => message.text() === "submit: Logging in... true",
  });
  // The click waits for the navigation it starts, which the route holds: awaited after release.
  const clicked = page.getByRole("button", { name: "Log In" }).click();
  await busy;
  release();
  await clicked;
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(posts).toBe(1);
  expect(errors).toEqual([]);
  await logOut(page);
  await context.close();
});

test("a page opened from a hydrated page by its link draws the island in the app", async ({
  page,
}) => {
  const account = await signUp(page, { role: "user", city: "Satna" });
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  // Drawn by React Router in the browser (no document load): the form still checks and posts.
  const current = page.getByLabel("Current password");
  await current.fill("secret");
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(current).toHaveAttribute("type", "text");
  await current.fill(account.password);
  await page.getByLabel("New password").fill("imarti-2468");
  await page.getByLabel("Confirm password").fill("imarti-2469");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription(
    "Passwords do not match",
  );
});

test("in Hindi the island draws what the server drew, and re-checks a corrected field in Hindi", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "hi-IN" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // The form's 400 answer is a document's: the browser notes its status, not an error of ours.
    if (message.type() === "error" && !message.text().includes("status of 400")) {
      errors.push(message.text());
    }
  });
  await visit(page, "/login");
  const phone = page.getByLabel("मोबाइल नंबर");
  await phone.fill("12345");
  // The browser's checks come with the server's answer with errors (decision 035).
  const checks = page.waitForResponse((response) =>
    /\/field-checks-[\w-]+\.js$/.test(response.url()),
  );
  await page.getByRole("button", { name: "लॉगिन करें" }).click();
  await expect(phone).toHaveAccessibleDescription("सही 10 अंकों का मोबाइल नंबर लिखें");
  await checks;
  // The checks apply a moment after their script arrives (a render): typed again until they do.
  await expect(async () => {
    await phone.fill("98765 43210");
    await expect(phone).not.toHaveAttribute("aria-invalid", { timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: "पासवर्ड दिखाएँ" }).click();
  await expect(page.locator('input[name="password"]')).toHaveAttribute("type", "text");
  expect(errors).toEqual([]);
  await context.close();
});

test("/forgot-password's forms are an island: 'OTP Sent' drawn by the server, the resend's countdown, a wrong code at its field, then the new password", async ({
  page,
}) => {
  const account = await signUp(page, { role: "user", city: "Sagar" });
  await logOut(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("status of 400")) {
      errors.push(message.text());
    }
  });
  await visit(page, "/forgot-password");
  expect(scripts.filter((path) => /^\/assets\/islands-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => /\/(router|shell|entry\.client)-[\w-]+\.js$/.test(path))).toEqual(
    [],
  );
  await page.getByLabel("Mobile number").fill(account.digits);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  // The code step: the toast is the server's HTML, and the island counts the resend down.
  await expect(toastOn(page)).toContainText("OTP Sent");
  await expect(toastOn(page)).toContainText("If this number has an account, a code is on its way.");
  await expect(page.getByRole("button", { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
  const code = await readOtp(page, account.digits, "password reset");
  await page.getByLabel("One-time password (OTP)").fill(code === "111111" ? "222222" : "111111");
  await page.getByLabel("New password").fill("rabri-4321");
  await page.getByLabel("Confirm password").fill("rabri-4321");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByLabel("One-time password (OTP)")).toHaveAccessibleDescription(
    "Failed to reset password The code is incorrect or has expired. Please try again.",
  );
  await page.getByLabel("One-time password (OTP)").fill(code);
  await page.getByLabel("New password").fill("rabri-4321");
  await page.getByLabel("Confirm password").fill("rabri-4321");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastOn(page)).toContainText("Password Reset Successful");
  await logIn(page, { ...account, password: "rabri-4321" });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(errors).toEqual([]);
});

test("/signup and /admin/login are island pages: no router, each form posted to the page's own address, the resend's countdown kept past a wrong code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).search);
  });
  for (const path of ["/admin/login", "/signup?role=business"]) {
    scripts.length = 0;
    await visit(page, path);
    expect(
      scripts.filter((file) => /^\/assets\/islands-[\w-]+\.js$/.test(file)),
      path,
    ).toHaveLength(1);
    expect(
      scripts.filter((file) => /\/(router|shell|entry\.client)-[\w-]+\.js$/.test(file)),
      path,
    ).toEqual([]);
  }
  // The business tab's forms post to /signup?role=business: the account type reaches the action.
  const digits = uniquePhone();
  await page.getByLabel("Mobile number").fill(digits);
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(toastOn(page)).toContainText("OTP Sent");
  const code = await readOtp(page, digits);
  await page.getByLabel("One-time password (OTP)").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(page.getByText("Invalid OTP")).toBeVisible();
  // A new page, whose answer has no send time: the countdown of the send goes on.
  await expect(page.getByRole("button", { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
  await page.getByLabel("One-time password (OTP)").fill(code);
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  expect(posts).toEqual(["?role=business", "?role=business", "?role=business"]);
});

test("/change-password opened as a page is an island: no router, a wrong current password at its field, then the dashboard says it changed", async ({
  page,
}) => {
  const account = await signUp(page, { role: "user", city: "Rewa" });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await visit(page, "/change-password");
  expect(scripts.filter((file) => /^\/assets\/islands-[\w-]+\.js$/.test(file))).toHaveLength(1);
  expect(scripts.filter((file) => /\/(router|shell|entry\.client)-[\w-]+\.js$/.test(file))).toEqual(
    [],
  );
  await page.getByLabel("Current password").fill("not-it");
  await page.getByLabel("New password").fill("jalebi-1357");
  await page.getByLabel("Confirm password").fill("jalebi-1357");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(
    "The current password is incorrect.",
  );
  // The passwords are not sent back: typed again.
  await expect(page.getByLabel("New password")).toHaveValue("");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password").fill("jalebi-1357");
  await page.getByLabel("Confirm password").fill("jalebi-1357");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(toastOn(page)).toContainText("Password Changed!");
  await logOut(page);
  await logIn(page, { ...account, password: "jalebi-1357" });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
