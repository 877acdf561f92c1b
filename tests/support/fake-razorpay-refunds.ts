import { randomBytes } from "node:crypto";

/** The entities as fake-razorpay.ts declares them, restated here so the two files form no cycle. */
type FakeOrder = { id: string; amount: number; amount_paid: number; status: string };
type FakePayment = {
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
type FakeRefund = {
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
type RefundPlan = FakeRefund["status"] | "timeout";

/** What the fake's refunds read and change: its payments, refunds and the plan for the next. */
type RefundBook = {
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  refundPlan: RefundPlan[];
};

const SIX_MONTHS_S = 183 * 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);

/**
 * POST /v1/payments/:id/refund as documented (decision 058, 088): an idempotency key answers the
 * refund it made; more than is left, or a payment not captured, is a 400; a payment more than six
 * months old is refused with the documented BAD_REQUEST_ERROR
 * (https://razorpay.com/docs/payments/refunds/errors).
 */
export function refundAtFake(
  fake: RefundBook,
  refundKeys: Map<string, string>,
  paymentId: string,
  body: Record<string, unknown>,
  key: string | undefined,
) {
  const payment = fake.payments.get(paymentId);
  if (!payment) return { status: 404, body: { error: { code: "BAD_REQUEST_ERROR" } } };
  const known = key ? refundKeys.get(key) : undefined;
  if (known) return { status: 200, body: fake.refunds.get(known) };
  if (nowS() - payment.created_at > SIX_MONTHS_S) {
    const description =
      "Refund is not supported by the bank because the payment is more than 6 months old";
    return { status: 400, body: badRequest(description) };
  }
  const given = [...fake.refunds.values()]
    .filter((refund) => refund.payment_id === paymentId && refund.status !== "failed")
    .reduce((sum, refund) => sum + refund.amount, 0);
  const amount = typeof body.amount === "number" ? body.amount : payment.amount - given;
  if (payment.status !== "captured" || amount < 100 || amount > payment.amount - given) {
    const description = "The refund amount provided is greater than amount captured";
    return { status: 400, body: badRequest(description) };
  }
  const plan = fake.refundPlan.shift() ?? "processed";
  const refund: FakeRefund = {
    id: `rfnd_${randomBytes(7).toString("hex")}`,
    entity: "refund",
    amount,
    currency: "INR",
    payment_id: paymentId,
    receipt: typeof body.receipt === "string" ? body.receipt : null,
    notes: (body.notes as Record<string, string>) ?? {},
    status: plan === "timeout" ? "processed" : plan,
    speed_requested: String(body.speed ?? "normal"),
    created_at: nowS(),
  };
  fake.refunds.set(refund.id, refund);
  if (key) refundKeys.set(key, refund.id);
  return { status: plan === "timeout" ? 0 : 200, body: refund };
}

function badRequest(description: string) {
  return {
    error: { code: "BAD_REQUEST_ERROR", description, source: null, step: null, reason: null },
  };
}

/** A payment made long ago: the gateway refuses to refund it (more than six months old). */
export function ageFakePayment(fake: RefundBook, paymentId: string, days: number) {
  const payment = fake.payments.get(paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  payment.created_at -= days * 24 * 60 * 60;
}

/**
 * A captured payment of another amount than its order's (an order that allows partial payments):
 * the order stays attempted, as the Orders API documents (https://razorpay.com/docs/api/orders).
 */
export function payFakeOrderShort(fake: RefundBook, orderId: string, amountPaise: number) {
  const order = fake.orders.get(orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  const payment: FakePayment = {
    id: `pay_${randomBytes(7).toString("hex")}`,
    entity: "payment",
    amount: amountPaise,
    currency: "INR",
    status: "captured",
    order_id: orderId,
    method: "upi",
    captured: true,
    created_at: nowS(),
  };
  fake.payments.set(payment.id, payment);
  order.amount_paid += amountPaise;
  if (order.status === "created") order.status = "attempted";
  return payment;
}
