// Decision 123: an OTP the SMS provider could not send is the refusal table's 503, said on the
// card at once in the person's language, the number kept, asked for once (a document post, which the
// browser does not send again by itself); and the refusals' headers reach the wire: a 401's
// challenge (RFC 9110 §15.5.2) and a 429's Retry-After. A server of its own, whose MSG91 is an
// address nothing listens on.
import { expect, type Page, test } from "@playwright/test";
import { freePort } from "../support/server-process";
import { visit } from "./support/fixtures";
import { client, get, post, startServer } from "./support/security-client";

test.describe.configure({ timeout: 180_000 });

const adminDigits = "9812345678";

async function startWithSmsDown() {
  return startServer({
    ADMIN_PHONE: `+91${adminDigits}`,
    SMS_PROVIDER: "msg91",
    MSG91_AUTH_KEY: "test-auth-key",
    MSG91_TEMPLATE_ID: "test-template",
    MSG91_BASE_URL: `http://127.0.0.1:${await freePort()}`,
  });
}

/** Sends the number step and gives its answer. */
async function sendCode(page: Page, send: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: send }).click();
  return answered;
}

test("an OTP that could not be sent is the table's 503, said at once on the card, the number kept", async ({
  browser,
}) => {
  const server = await startWithSmsDown();
  try {
    const context = await browser.newContext({ baseURL: server.base });
    const page = await context.newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });

    await visit(page, "/signup?role=user");
    await page.getByLabel("Mobile number").fill("9876500123");
    await page.getByLabel("I am 18 or older").check();
    const response = await sendCode(page, "Send OTP");
    expect(response.status()).toBe(503);
    expect(response.headers()["x-refusal"]).toBe("503");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("SMS not sent");
    await expect(alert).toContainText("We could not send the SMS just now.");
    await expect(page.getByLabel("Mobile number")).toHaveValue("9876500123");
    await expect(page.getByLabel("I am 18 or older")).toBeChecked();
    // The page asked once, as a document (an island page, decision 141: no retrying fetch), and
    // the person decides.
    expect(posts).toEqual(["/signup"]);

    // At the admin's door, in Hindi.
    await context.request.post("/set-language", { form: { lang: "hi" } });
    posts.length = 0;
    await visit(page, "/admin/login");
    await page.getByLabel("मोबाइल नंबर").fill(adminDigits);
    expect((await sendCode(page, "OTP भेजें")).status()).toBe(503);
    await expect(page.getByRole("alert")).toContainText("SMS नहीं भेजा जा सका");
    await expect(page.getByLabel("मोबाइल नंबर")).toHaveValue(adminDigits);
    expect(posts).toEqual(["/admin/login"]);
    await context.close();
  } finally {
    await server.stop();
    server.cleanup();
  }
});

test("a 401 carries its challenge and a 429 its Retry-After, on the page's answer and the data request's", async () => {
  const server = await startWithSmsDown();
  try {
    const who = client(server.base);
    const wrong = { phone: "9876500124", password: "not-the-password" };
    const first = await post(who, "/login", wrong);
    expect(first.status).toBe(401);
    expect(first.response.headers.get("www-authenticate")).toBe(
      'Cookie realm="ReviewKaro", form-action="/login"',
    );
    expect(first.response.headers.get("x-refusal")).toBe("401");
    const data = await fetch(`${server.base}/login.data`, {
      method: "POST",
      body: new URLSearchParams(wrong),
    });
    expect(data.status).toBe(401);
    expect(data.headers.get("www-authenticate")).toMatch(/^Cookie realm="ReviewKaro"/);

    let last = first;
    for (let tries = 0; tries < 12 && last.status !== 429; tries += 1) {
      last = await post(who, "/login", wrong);
    }
    expect(last.status).toBe(429);
    expect(Number(last.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.response.headers.get("www-authenticate")).toBeNull();

    // The live stream and 'I have read this' without a session: 401 with the same challenge.
    const stream = await get(client(server.base), "/events");
    expect(stream.status).toBe(401);
    expect(stream.response.headers.get("www-authenticate")).toMatch(/^Cookie realm="ReviewKaro"/);
    const read = await post(client(server.base), "/appeal-answer", { answerId: "x" });
    expect(read.status).toBe(401);
    expect(read.response.headers.get("www-authenticate")).toMatch(/^Cookie realm="ReviewKaro"/);
  } finally {
    await server.stop();
    server.cleanup();
  }
});
