import { describe, expect, it } from "vitest";
import { MAX_WEBHOOK_BODY_BYTES } from "~/http/signed-webhook.server";
import { foreignPaymentWebhook } from "../../support/fake-razorpay-webhooks";
import { setUpWebhookRoutes } from "../../support/webhook-routes";

/**
 * Issue 45, point 9: a webhook's body is read only up to a small limit (decision 104). A larger
 * one is refused 413 while it streams, before the server holds it whole; a signed webhook of a
 * normal size is handled as before.
 */
const routes = setUpWebhookRoutes(7845000000);

const CHUNK = 16 * 1024;
const HUGE = 24 * 1024 * 1024;

/** A body of `total` bytes handed out one chunk at a time, counting what the reader pulled. */
function countedBody(total: number) {
  const counted = { pulled: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counted.pulled >= total) return controller.close();
      counted.pulled += CHUNK;
      controller.enqueue(chunk);
    },
  });
  return { stream, counted };
}

describe("a webhook body over the limit", () => {
  for (const to of ["razorpay", "razorpayx"]) {
    it(`is refused 413 at /webhooks/${to} after reading little more than the limit`, async () => {
      const { stream, counted } = countedBody(HUGE);
      const request = new Request(`http://localhost/webhooks/${to}`, {
        method: "POST",
        headers: { "x-razorpay-signature": "0".repeat(64), "x-razorpay-event-id": "evt_big" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      const answer = await routes.post(to, request);
      expect(answer.status).toBe(413);
      expect(counted.pulled).toBeLessThanOrEqual(MAX_WEBHOOK_BODY_BYTES + 2 * CHUNK);
      expect(
        await routes.stored({ body: "", headers: { "x-razorpay-event-id": "evt_big" } }),
      ).toEqual([]);
    });

    it(`is refused 413 at /webhooks/${to} by its declared length, before any of it is read`, async () => {
      const { stream, counted } = countedBody(HUGE);
      const request = new Request(`http://localhost/webhooks/${to}`, {
        method: "POST",
        headers: { "content-length": String(HUGE), "x-razorpay-event-id": "evt_declared" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      const answer = await routes.post(to, request);
      expect(answer.status).toBe(413);
      expect(counted.pulled).toBeLessThanOrEqual(CHUNK);
    });
  }

  it("leaves a signed webhook of a normal size handled as before", async () => {
    const hook = foreignPaymentWebhook(routes.held.fake.webhookSecret, { orderId: null });
    expect(hook.body.length).toBeLessThan(MAX_WEBHOOK_BODY_BYTES);
    const answer = await routes.deliver(hook);
    expect(answer.status).toBe(200);
    expect(await routes.stored(hook)).toHaveLength(1);
  });
});
