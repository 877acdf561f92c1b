import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { checkoutScript } from "./fake-razorpay-checkout";
import { refundAtFake } from "./fake-razorpay-refunds";

/**
 * A local stand-in for Razorpay (no machine here reaches it), speaking the documented API the
 * official SDK calls: orders, an order's payments, payments, refunds. The test drives the rest:
 * a payment made in "Checkout" (`pay`), and webhooks signed as Razorpay signs them.
 */
export type FakeOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: "created" | "attempted" | "paid";
  notes: Record<string, string>;
  created_at: number;
};
export type FakePayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: "captured" | "failed" | "authorized";
  order_id: string;
  method: "upi";
  captured: boolean;
  created_at: number;
};

export type FakeRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  created_at: number;
};
/** What the fake does with the next refund asked: its state, or create it and never answer. */
export type RefundPlan = FakeRefund["status"] | "timeout";

export type FakeRazorpay = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** How the next refunds asked end, one entry each (then "processed"). */
  refundPlan: RefundPlan[];
  /** API calls as received, for assertions ("POST /v1/orders", ...). */
  calls: string[];
  /** While true every API call answers 503, as a gateway outage does. */
  down: boolean;
  /**
   * What the Checkout double's next attempt does: pay, fail (Checkout stays open for a retry,
   * tests/support/fake-razorpay-checkout.ts), or close the window.
   */
  checkoutOutcome: "captured" | "failed" | "dismissed";
  /** A payment by the business in Checkout: what the browser would send back. */
  pay(
    orderId: string,
    status?: FakePayment["status"],
  ): { payment: FakePayment; checkout: CheckoutAnswer };
  /** A webhook as Razorpay sends it: raw body, signature and event id headers. */
  webhook(
    event: "payment.captured" | "payment.failed" | "order.paid",
    payment: FakePayment,
  ): SignedWebhook;
  /** A refund webhook, signed; `refund` as it is at the gateway unless `status` says otherwise. */
  refundWebhook(event: "refund.processed" | "refund.failed", refund: FakeRefund): SignedWebhook;
  close(): Promise<void>;
};
export type CheckoutAnswer = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};
export type SignedWebhook = { body: string; headers: Record<string, string> };

export const hmac = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("hex");
export const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;

export async function startFakeRazorpay(options: { port?: number } = {}): Promise<FakeRazorpay> {
  const fake = {
    keyId: "rzp_test_fakekey",
    keySecret: "fake-key-secret-0123456789",
    webhookSecret: "fake-webhook-secret-0123",
    orders: new Map<string, FakeOrder>(),
    payments: new Map<string, FakePayment>(),
    refunds: new Map<string, FakeRefund>(),
    refundPlan: [] as RefundPlan[],
    calls: [] as string[],
    down: false,
    checkoutOutcome: "captured" as FakeRazorpay["checkoutOutcome"],
  };
  const now = () => Math.floor(Date.now() / 1000);

  function pay(orderId: string, status: FakePayment["status"] = "captured") {
    const order = fake.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: FakePayment = {
      id: newId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: "INR",
      status,
      order_id: orderId,
      method: "upi",
      captured: status === "captured",
      created_at: now(),
    };
    fake.payments.set(payment.id, payment);
    order.status = status === "captured" ? "paid" : "attempted";
    if (status === "captured") order.amount_paid = order.amount;
    const checkout: CheckoutAnswer = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: hmac(fake.keySecret, `${orderId}|${payment.id}`),
    };
    return { payment, checkout };
  }

  const signed = (body: string) => signedWebhook(fake.webhookSecret, body);

  function refundWebhook(event: string, refund: FakeRefund): SignedWebhook {
    const payment = fake.payments.get(refund.payment_id);
    return signed(
      JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: ["refund", "payment"],
        payload: {
          refund: { entity: refund },
          ...(payment ? { payment: { entity: payment } } : {}),
        },
        created_at: now(),
      }),
    );
  }

  /** Idempotency keys already used, and the refund each made. */
  const refundKeys = new Map<string, string>();

  const createRefund = (paymentId: string, body: Record<string, unknown>, key?: string) =>
    refundAtFake(fake, refundKeys, paymentId, body, key);

  function webhook(event: string, payment: FakePayment): SignedWebhook {
    const order = fake.orders.get(payment.order_id);
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fake",
      event,
      contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
      payload: {
        payment: { entity: payment },
        ...(event === "order.paid" && order ? { order: { entity: order } } : {}),
      },
      created_at: now(),
    });
    return signed(body);
  }

  const server = createServer((req, res) => {
    void answer(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/v1/checkout.js") return sendScript(res, checkoutScript(fake.keyId));
    if (url.pathname === "/_test/checkout.js") return checkoutAnswer(url, res);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
    fake.calls.push(`${req.method} ${url.pathname}`);
    if (fake.down) return sendJson(res, 503, { error: { code: "SERVER_ERROR" } });
    const expected = `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) {
      return sendJson(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "auth" } });
    }
    const parts = url.pathname.split("/").filter(Boolean);
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      if (!Number.isInteger(body.amount) || body.amount < 100) {
        return sendJson(res, 400, { error: { code: "BAD_REQUEST_ERROR", field: "amount" } });
      }
      const order: FakeOrder = {
        id: newId("order"),
        entity: "order",
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency ?? "INR",
        receipt: body.receipt ?? "",
        status: "created",
        notes: body.notes ?? {},
        created_at: now(),
      };
      fake.orders.set(order.id, order);
      return sendJson(res, 200, order);
    }
    if (req.method === "GET" && parts[1] === "orders" && parts[2]) {
      const order = fake.orders.get(parts[2]);
      if (!order) return notFound(res);
      if (parts[3] === "payments") {
        const items = [...fake.payments.values()].filter((p) => p.order_id === order.id);
        return sendJson(res, 200, { entity: "collection", count: items.length, items });
      }
      return sendJson(res, 200, order);
    }
    if (req.method === "POST" && parts[1] === "payments" && parts[2] && parts[3] === "refund") {
      const header = req.headers["x-refund-idempotency"];
      const made = createRefund(parts[2], body, typeof header === "string" ? header : undefined);
      // A timeout: the refund is made, but its answer never reaches the caller.
      if (made.status === 0) return void req.socket.destroy();
      return sendJson(res, made.status, made.body);
    }
    if (req.method === "GET" && parts[1] === "payments" && parts[2] && parts[3] === "refunds") {
      const items = [...fake.refunds.values()].filter((refund) => refund.payment_id === parts[2]);
      return sendJson(res, 200, { entity: "collection", count: items.length, items });
    }
    if (req.method === "GET" && parts[1] === "payments" && parts[2]) {
      const payment = fake.payments.get(parts[2]);
      return payment ? sendJson(res, 200, payment) : notFound(res);
    }
    return notFound(res);
  }

  /** The Checkout double's second step (JSONP, allowed by the page's CSP as a script). */
  function checkoutAnswer(url: URL, res: ServerResponse) {
    const orderId = url.searchParams.get("order_id") ?? "";
    const outcome = fake.checkoutOutcome;
    let answer: unknown = { outcome };
    if (outcome !== "dismissed" && fake.orders.has(orderId)) {
      const { checkout, payment } = pay(orderId, outcome);
      answer = {
        outcome,
        checkout,
        error: { code: "BAD_REQUEST_ERROR", metadata: { payment_id: payment.id } },
      };
    }
    return sendScript(res, `window.__fakeRazorpayAnswer(${JSON.stringify(answer)});`);
  }

  return Object.assign(fake, {
    pay,
    webhook,
    refundWebhook,
    ...(await listenLocally(server, options.port)),
  });
}

/** A fake's server on 127.0.0.1 (any free port unless told): its address and how to close it. */
export async function listenLocally(server: Server, port = 0) {
  // Idle connections stay a minute, as a gateway's do: Node's 5 s could reset a reused one.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A webhook body signed as Razorpay and RazorpayX sign it, with its event id. */
export function signedWebhook(secret: string, body: string): SignedWebhook {
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmac(secret, body),
      "x-razorpay-event-id": newId("evt"),
    },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
function sendScript(res: ServerResponse, text: string) {
  res.writeHead(200, { "content-type": "text/javascript" }).end(text);
}
export function notFound(res: ServerResponse) {
  sendJson(res, 404, { error: { code: "BAD_REQUEST_ERROR", description: "not found" } });
}
