import type { Page } from "@playwright/test";
import { signedWebhook } from "../support/fake-razorpay";
import { foreignPaymentWebhook, signedAgainWith } from "../support/fake-razorpay-webhooks";
import { pricePaise, priceShown } from "../support/reward-amounts";
import { adminSessionOn } from "./support/admin-session";
import { contextIn, expectNoAxeViolations, type Language, messagesOf } from "./support/axe";
import { besideFakeRazorpay } from "./support/beside-a-fake";
import { checkoutDouble } from "./support/checkout-double";
import { expect, reload, signUp, test, visit } from "./support/fixtures";
import { toastOn } from "./support/toast";

/**
 * Decision 087 in the browser, PAYMENTS=razorpay against the fake gateway: Checkout's retry after
 * a failed attempt, and the inbound webhooks as the admin sees and replays them. A server of its
 * own, whose previous webhook secret was rotated an hour ago.
 */
const OLD_SECRET = "the-webhook-secret-before";
const shots = process.env.SCREENSHOT_DIR;

test.describe.configure({ mode: "serial", timeout: 120_000 });

const own = besideFakeRazorpay("razorpay_retry", {
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: OLD_SECRET,
  RAZORPAY_WEBHOOK_SECRET_ROTATED_AT: new Date(Date.now() - 3_600_000).toISOString(),
});

const adminOn = adminSessionOn(() => ({ baseURL: own.server.base }));

/** Both widths of the screen in the files SCREENSHOT_DIR names (when set), to look at. */
async function screenshots(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

async function fillCampaign(page: Page, language: Language, name: string, target: string) {
  const text = messagesOf[language].business;
  await visit(page, "/business/dashboard?new=1");
  await page.getByLabel(text.businessName).fill(name);
  await page.getByLabel(text.mapsLink).fill("https://maps.app.goo.gl/retry123");
  await page.getByLabel(text.topics).fill("Food, Service");
  await page.getByLabel(text.city).selectOption("Indore");
  await page.getByLabel(text.targetReviews).fill(target);
}

/** The page's own sentence beside Pay (a toast says it too, for a moment). */
const attemptNote = (page: Page, language: Language) =>
  page.getByTestId("checkout-attempt-note").filter({
    hasText: messagesOf[language].payments.attemptFailedText,
  });

test("a retried Checkout payment (first attempt fails, second succeeds) lands as one campaign and the page says so", async ({
  page,
  browser,
  request,
}) => {
  await signUp(page, { role: "business" });
  const name = `Retry Rasoi ${Date.now()}`;
  await fillCampaign(page, "en", name, "11");
  own.fake.checkoutOutcome = "failed";
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(attemptNote(page, "en")).toBeVisible();
  await expect(toastOn(page)).toContainText("Try again in the payment window");
  await expect(toastOn(page)).not.toContainText("Payment failed");
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await screenshots(page, "retry-note-en");
  const order = [...own.fake.orders.values()].find((entry) => entry.amount === pricePaise(11));
  if (!order) throw new Error(`no order of ${priceShown(11)}`);
  const [failed] = [...own.fake.payments.values()].filter((entry) => entry.order_id === order.id);
  if (!failed) throw new Error("no failed attempt");
  // The failed attempt's webhook arrives while Checkout is still open: nothing ends.
  const failedHook = own.fake.webhook("payment.failed", failed);
  const answer = await request.post("/webhooks/razorpay", {
    headers: failedHook.headers,
    data: failedHook.body,
  });
  expect(answer.status()).toBe(200);

  own.fake.checkoutOutcome = "captured";
  await checkoutDouble(page, "retry");
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  await expect(attemptNote(page, "en")).toHaveCount(0);
  const mine = page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("heading", { name, exact: true });
  await expect(mine).toHaveCount(1);
  // The success's webhook lands on the same order: already settled, still one campaign.
  const paid = [...own.fake.payments.values()].find(
    (entry) => entry.order_id === order.id && entry.status === "captured",
  );
  if (!paid) throw new Error("no captured attempt");
  const capturedHook = own.fake.webhook("payment.captured", paid);
  const late = await request.post("/webhooks/razorpay", {
    headers: capturedHook.headers,
    data: capturedHook.body,
  });
  expect(await late.json()).toEqual({ outcome: "already_settled" });
  await reload(page);
  await expect(mine).toHaveCount(1);
  expect(
    [...own.fake.orders.values()].filter((entry) => entry.amount === pricePaise(11)),
  ).toHaveLength(1);
  expect(order.status).toBe("paid");

  // The same sentence in Hindi, on a phone: Checkout stays open, the page keeps waiting.
  const hindi = await contextIn(browser, "hi", page.context(), {
    viewport: { width: 360, height: 740 },
  });
  const hindiPage = await hindi.newPage();
  await fillCampaign(hindiPage, "hi", `Retry Dhaba ${Date.now()}`, "12");
  own.fake.checkoutOutcome = "failed";
  await hindiPage.getByRole("button", { name: messagesOf.hi.business.pay }).click();
  await expect(attemptNote(hindiPage, "hi")).toBeVisible();
  await screenshots(hindiPage, "retry-note-hi");
  await checkoutDouble(hindiPage, "dismiss");
  await expect(attemptNote(hindiPage, "hi")).toHaveCount(0);
  await hindi.close();
});

test("a payment without an order leaves the webhook healthy; the admin sees every event by state and replays one", async ({
  browser,
  request,
}) => {
  const deliver = async (hook: { body: string; headers: Record<string, string> }) => {
    const answer = await request.post("/webhooks/razorpay", {
      headers: hook.headers,
      data: hook.body,
    });
    return { status: answer.status(), body: await answer.text() };
  };
  const qr = foreignPaymentWebhook(own.fake.webhookSecret, { orderId: null });
  expect(await deliver(qr)).toEqual({ status: 200, body: '{"outcome":"not_our_payment"}' });
  const forged = { ...qr, headers: { ...qr.headers, "x-razorpay-signature": "0".repeat(64) } };
  expect((await deliver(forged)).status).toBe(400);
  // A retry signed before the rotation an hour ago is still believed.
  const old = signedAgainWith(
    OLD_SECRET,
    foreignPaymentWebhook(own.fake.webhookSecret, {
      orderId: "order_LinkNotOurs1",
      event: "order.paid",
    }),
  );
  expect(await deliver(old)).toEqual({ status: 200, body: '{"outcome":"unknown_order"}' });
  const unreadable = signedWebhook(
    own.fake.webhookSecret,
    JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: 1 } } } }),
  );
  expect(await deliver(unreadable)).toEqual({ status: 200, body: '{"outcome":"malformed"}' });

  const { admin, adminPage } = await adminOn(browser);
  await visit(adminPage, "/admin/team");
  await adminPage.getByRole("link", { name: "Inbound webhooks" }).click();
  await expect(
    adminPage.getByRole("heading", { name: "Inbound webhooks", level: 1 }),
  ).toBeVisible();
  const list = adminPage.getByRole("list", { name: "Inbound webhooks" });
  const qrRow = list
    .getByRole("listitem")
    .filter({ hasText: qr.headers["x-razorpay-event-id"] ?? "" });
  await expect(qrRow).toContainText("Ignored");
  await expect(qrRow).toContainText("not_our_payment");
  await expect(qrRow).toContainText("₹500.00");
  // Payer details never reach the page.
  await expect(adminPage.locator("main")).not.toContainText("someone.else@okicici");
  await expect(adminPage.locator("main")).not.toContainText("9876543210");
  await expect(
    list.getByRole("listitem").filter({ hasText: "signed with the previous secret" }),
  ).toHaveCount(1);

  await adminPage.getByLabel("State").selectOption("failed");
  await adminPage.getByRole("button", { name: "Show" }).click();
  await expect(adminPage).toHaveURL(/state=failed/);
  const failedRow = list.getByRole("listitem");
  await expect(failedRow).toHaveCount(1);
  await expect(failedRow).toContainText("malformed");
  await expect(failedRow).toContainText("1 attempt");
  await screenshots(adminPage, "admin-webhooks-failed-en");
  await failedRow.getByRole("button", { name: /^Replay payment\.captured/ }).click();
  await expect(toastOn(adminPage)).toContainText("Replay failed");
  await expect(failedRow).toContainText("2 attempts");
  await visit(adminPage, "/admin/webhooks");
  await screenshots(adminPage, "admin-webhooks-en");
  await expectNoAxeViolations(adminPage, "inbound webhooks (en)");

  const hindi = await contextIn(browser, "hi", admin);
  const hindiPage = await hindi.newPage();
  await visit(hindiPage, "/admin/webhooks");
  await expect(
    hindiPage.getByRole("heading", { name: messagesOf.hi.inboundWebhooks.title, level: 1 }),
  ).toBeVisible();
  await expect(
    hindiPage
      .getByTestId("inbound-event")
      .getByText(messagesOf.hi.inboundWebhooks.state.ignored)
      .first(),
  ).toBeVisible();
  await screenshots(hindiPage, "admin-webhooks-hi");
  await expectNoAxeViolations(hindiPage, "inbound webhooks (hi)");
  await hindi.close();
  await admin.close();
});
