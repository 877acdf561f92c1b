import { createHash } from "node:crypto";
import {
  askSignupCode,
  clientAddressHeaders,
  expect,
  logIn,
  logOut,
  messagesTo,
  readOtp,
  reload,
  signUp,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import { serverLog } from "./support/server-log";
import { toastOn } from "./support/toast";

test.describe("accounts", () => {
  test("a reviewer signs up by OTP, logs out, logs in, resets the password and logs in again", async ({
    page,
  }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "I'm a User – Start Earning" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a User Account");

    const account = await signUp(page, { role: "user", city: "Indore" });
    await expect(toastOn(page)).toContainText("Profile setup complete!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${account.username}!`);
    await expect(
      page.getByText("ReviewKaro never asks you for money. Anyone who does is not us."),
    ).toBeVisible();

    await logOut(page);
    await logIn(page, account);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(toastOn(page)).toContainText("Login Successful!");
    await expect(toastOn(page)).toContainText("Redirecting to your dashboard...");
    await logOut(page);

    await visit(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await page.getByLabel("Mobile number").fill(account.digits);
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    const code = await readOtp(page, account.digits, "password reset");
    await page.getByLabel("One-time password (OTP)").fill(code);
    await page.getByLabel("New password").fill("masala-5678");
    await page.getByLabel("Confirm password").fill("masala-5678");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toastOn(page)).toContainText("Password Reset Successful");
    await expect(toastOn(page)).toContainText("You can now log in with your new password.");

    await logIn(page, account);
    await expect(page.getByRole("alert")).toContainText("Login Failed");
    await logIn(page, { ...account, password: "masala-5678" });
    await expect(page).toHaveURL(/\/user\/dashboard$/);

    // Nothing secret of this account reached the server's log: not its codes (signup and
    // reset), not the passwords it used, not its session token.
    const codes = messagesTo(account.digits).map((message) => message.code);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    const [session] = (await page.context().cookies()).filter((c) => c.name === "rk_session");
    expect(session?.value.length).toBeGreaterThan(20);
    // The cookie is the token signed by React Router: base64 of its JSON, a dot, a signature.
    const signed = decodeURIComponent(session?.value ?? "");
    const token = JSON.parse(atob(signed.slice(0, signed.lastIndexOf(".")))) as string;
    expect(token.length).toBeGreaterThan(20);
    const tokenHash = createHash("sha256").update(token).digest("hex");
    const secrets = [...codes, account.password, "masala-5678", signed, token, tokenHash];
    const log = serverLog();
    expect(log).toContain(`message to +91${account.digits}`);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // One JSON line per request: its id, method, path without the query, status and duration.
    const requests = log
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            req?: Record<string, unknown>;
            res?: Record<string, unknown>;
            responseTime?: number;
          },
      )
      .filter(
        (line) => line.msg === "request" && String(line.req?.path).startsWith("/forgot-password"),
      );
    expect(requests.length).toBeGreaterThan(0);
    for (const line of requests) {
      expect(line.req?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(line.res?.status).toEqual(expect.any(Number));
      expect(line.responseTime).toEqual(expect.any(Number));
    }
  });

  test("a business signs up from the business call to action and can switch account type", async ({
    page,
  }) => {
    await visit(page, "/signup?role=business");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a Business Account");
    await page.getByRole("link", { name: "Want to write reviews? Create a User Account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a User Account");
    await page.getByRole("link", { name: "Business", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a Business Account");

    // No billing details: saving them leaves a toast of its own, and this business pays nothing.
    const account = await signUp(page, { role: "business", billing: false });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Welcome, ${account.username}`,
    );
    // The landing page greets a signed-in person once, and shows no Login or Sign Up.
    await visit(page, "/");
    await expect(toastOn(page)).toContainText("Welcome to ReviewKaro!");
    // The greeting is plain HTML: the landing page still runs no script but the one inline line
    // that registers the service worker (decision 130).
    await expect(page.locator("script:not([data-enhancement])")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toHaveCount(0);
    await reload(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(toastOn(page)).toHaveCount(0);
  });

  test("signup refuses a registered number and a wrong code", async ({ page }) => {
    const account = await signUp(page, { role: "user" });
    await logOut(page);

    await visit(page, "/signup?role=business");
    await page.getByLabel("Mobile number").fill(account.digits);
    await page.getByLabel("I am 18 or older").check();
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("alert")).toContainText("Account Exists");
    await expect(page.getByRole("alert")).toContainText(
      "This phone number is already registered as a user. Please log in.",
    );

    const digits = uniquePhone();
    await visit(page, "/signup");
    await page.getByLabel("Mobile number").fill(digits);
    await page.getByLabel("I am 18 or older").check();
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(toastOn(page)).toContainText("OTP Sent");
    await expect(toastOn(page)).toContainText("Check your messages for the one-time password.");
    const code = await readOtp(page, digits);
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("One-time password (OTP)").fill(wrong);
    await page.getByRole("button", { name: "Verify & Sign Up" }).click();
    // Said once, at the code field (decision 035).
    await expect(page.getByLabel("One-time password (OTP)")).toHaveAccessibleDescription(
      /Invalid OTP The code is incorrect or has expired\. Please try again\./,
    );
    // The resend link waits out its cooldown, and the server holds the same limit.
    await expect(page.getByRole("button", { name: /Resend OTP in \d+ s/ })).toBeDisabled();
    await page.getByRole("link", { name: "Change number" }).click();
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
    await page.getByLabel("Mobile number").fill(digits);
    await page.getByLabel("I am 18 or older").check();
    await page.getByRole("button", { name: "Send OTP" }).click();
    // Said as the number's business, with what to do (decision 040).
    await expect(page.getByRole("alert")).toContainText("A code was sent just now");
    await expect(page.getByRole("alert")).toContainText(
      /Enter the latest code from your messages, or ask for a new one in \d+ seconds\./,
    );
  });

  test("after a wrong code the resend link comes back when its cooldown is over", async ({
    page,
  }) => {
    await page.clock.install();
    const digits = await askSignupCode(page);
    const code = await readOtp(page, digits);
    await page.clock.runFor(20_000);
    await page.getByLabel("One-time password (OTP)").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify & Sign Up" }).click();
    await expect(page.getByText("Invalid OTP")).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend OTP in \d+ s/ })).toBeDisabled();
    await page.clock.runFor(41_000);
    await expect(page.getByRole("button", { name: "Resend OTP", exact: true })).toBeEnabled();
  });

  test("bad input gets the spec's messages and changes nothing", async ({ page }) => {
    await visit(page, "/signup");
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText("Enter a valid 10-digit mobile number")).toBeVisible();

    const digits = uniquePhone();
    await page.getByLabel("Mobile number").fill(digits);
    await page.getByLabel("I am 18 or older").check();
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByLabel("One-time password (OTP)").fill(await readOtp(page, digits));
    await page.getByRole("button", { name: "Verify & Sign Up" }).click();
    await expect(page).toHaveURL(/\/update-profile$/);

    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await page.getByLabel("Username").fill("asha");
    await page.getByLabel("New password").fill("abc");
    await page.getByLabel("Confirm password").fill("abc");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await page.getByLabel("New password").fill("abcdef");
    await page.getByLabel("Confirm password").fill("abcdeg");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    // The show/hide toggle reveals what was typed.
    const password = page.getByLabel("New password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page).toHaveURL(/\/update-profile$/);
  });

  test("a password reset lifts the lockout of the number", async ({ page }) => {
    const account = await signUp(page, { role: "user" });
    await logOut(page);
    const wrong = { ...account, password: "wrong-guess" };
    for (let attempt = 0; attempt < 10; attempt++) {
      await logIn(page, wrong);
      await expect(page.getByRole("alert")).toContainText("Login Failed");
    }
    await logIn(page, account);
    await expect(page.getByRole("alert")).toContainText("Login paused for this number");

    await visit(page, "/forgot-password");
    await page.getByLabel("Mobile number").fill(account.digits);
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await page
      .getByLabel("One-time password (OTP)")
      .fill(await readOtp(page, account.digits, "password reset"));
    await page.getByLabel("New password").fill("jalebi-8642");
    await page.getByLabel("Confirm password").fill("jalebi-8642");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toastOn(page)).toContainText("Password Reset Successful");

    await logIn(page, { ...account, password: "jalebi-8642" });
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test("login failure does not say whether the number exists", async ({ page }) => {
    const account = await signUp(page, { role: "user" });
    await logOut(page);
    await logIn(page, { digits: account.digits, password: "wrong-password" });
    const wrongPassword = await page.getByRole("alert").textContent();
    await logIn(page, { digits: uniquePhone(), password: "wrong-password" });
    const unknownNumber = await page.getByRole("alert").textContent();
    expect(wrongPassword).toContain("Login Failed");
    expect(unknownNumber).toBe(wrongPassword);
    // Said once, by the card's alert: no toast repeats it (decision 035).
    await expect(toastOn(page)).toHaveCount(0);
  });

  test("forgot password answers the same for an unknown number and sends no SMS", async ({
    page,
  }) => {
    const digits = uniquePhone();
    await visit(page, "/forgot-password");
    await page.getByLabel("Mobile number").fill(digits);
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(toastOn(page)).toContainText("OTP Sent");
    await expect(page.getByLabel("One-time password (OTP)")).toBeVisible();
    expect(messagesTo(digits)).toHaveLength(0);

    await page.getByLabel("One-time password (OTP)").fill("123456");
    await page.getByLabel("New password").fill("abcdef");
    await page.getByLabel("Confirm password").fill("abcdef");
    await page.getByRole("button", { name: "Reset Password" }).click();
    // The reason is the code: said there, under the SPEC's title (decision 035).
    await expect(page.getByLabel("One-time password (OTP)")).toHaveAccessibleDescription(
      /Failed to reset password The code is incorrect or has expired\./,
    );

    // A mistyped number is corrected by going back to the first step.
    await page.getByRole("link", { name: "Change number" }).click();
    await expect(page.getByLabel("Mobile number")).toBeVisible();
    await expect(page.getByLabel("One-time password (OTP)")).toHaveCount(0);
  });

  test("changing the password keeps this browser signed in and signs out the others", async ({
    page,
    browser,
  }) => {
    const account = await signUp(page, { role: "user" });
    const other = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
    const otherPage = await other.newPage();
    await logIn(otherPage, account);
    await expect(otherPage).toHaveURL(/\/user\/dashboard$/);

    await page.getByRole("link", { name: "Change password" }).click();
    await page.getByLabel("Current password").fill("not-it");
    await page.getByLabel("New password").fill("lassi-2468");
    await page.getByLabel("Confirm password").fill("lassi-2468");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("The current password is incorrect.")).toBeVisible();

    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password").fill("lassi-2468");
    await page.getByLabel("Confirm password").fill("lassi-2468");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(toastOn(page)).toContainText("Password Changed!");
    await expect(toastOn(page)).toContainText("Your password has been updated successfully.");

    await reload(otherPage);
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fdashboard$/);
    await other.close();
  });
  test("a new password on the profile page needs the current one and signs out the others", async ({
    page,
    browser,
  }) => {
    const account = await signUp(page, { role: "user" });
    const other = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
    const otherPage = await other.newPage();
    await logIn(otherPage, account);
    await expect(otherPage).toHaveURL(/\/user\/dashboard$/);

    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/update-profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your profile");
    await page.getByLabel("New password").fill("chai-13579");
    await page.getByLabel("Confirm password").fill("chai-13579");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Please enter your current password.")).toBeVisible();
    await page.getByLabel("Current password").fill("not-it");
    await page.getByLabel("New password").fill("chai-13579");
    await page.getByLabel("Confirm password").fill("chai-13579");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("The current password is incorrect.")).toBeVisible();
    await reload(otherPage);
    await expect(otherPage).toHaveURL(/\/user\/dashboard$/);

    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password").fill("chai-13579");
    await page.getByLabel("Confirm password").fill("chai-13579");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(toastOn(page)).toContainText("Profile setup complete!");
    await reload(otherPage);
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fdashboard$/);
    await other.close();
    await logOut(page);
    await logIn(page, { ...account, password: "chai-13579" });
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });
});
