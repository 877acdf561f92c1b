import type { IncomingMessage, ServerResponse } from "node:http";
import { newId, notFound, type SignedWebhook, sendJson, signedWebhook } from "./fake-razorpay";

/**
 * The payouts half of the RazorpayX fake (decision 085), field for field as documented:
 * - Create (Composite) payout, POST /v1/payouts with `X-Payout-Idempotency` of 4–36 letters,
 *   digits, `-`, `_`, space; the same key answers the first payout; a different body under it is
 *   a 400 (https://razorpay.com/docs/api/x/payout-idempotency/make-request).
 * - Payout entity and statuses pending, queued, scheduled, processing, processed, reversed,
 *   cancelled, rejected, failed with `status_details { description, source, reason }`
 *   (https://razorpay.com/docs/api/x/payouts/entity, https://razorpay.com/docs/x/payouts/states-life-cycle,
 *   https://razorpay.com/docs/errors/x/payout-status-details).
 * - Errors `{ error: { code, description, source, step, reason, metadata, field } }`
 *   (https://razorpay.com/docs/errors/x/).
 * - Webhooks payout.pending/.rejected/.queued/.initiated/.processed/.updated/.reversed/.failed
 *   and payout.downtime.started/.resolved (https://razorpay.com/docs/webhooks/payouts), signed
 *   as X-Razorpay-Signature; the test sends them duplicated, out of order, forged or not at all.
 */
export type FakePayoutStatus =
  | "pending"
  | "scheduled"
  | "queued"
  | "processing"
  | "processed"
  | "reversed"
  | "cancelled"
  | "rejected"
  | "failed";
export type FakePayout = {
  id: string;
  entity: "payout";
  fund_account_id: string;
  amount: number;
  currency: "INR";
  notes: Record<string, string>;
  fees: number;
  tax: number;
  status: FakePayoutStatus;
  mode: "UPI";
  purpose: string;
  utr: string | null;
  reference_id: string | null;
  narration: string;
  batch_id: string | null;
  failure_reason: string | null;
  status_details: { reason: string | null; description: string | null; source: string | null };
  created_at: number;
  /** Test only: the UPI ID paid. */
  vpa: string;
};
/**
 * What the fake does with a payout to a UPI ID right after creation; `processed-utr-later`
 * is processed with no UTR yet (the bank sends it later: sendUtr, then payout.updated).
 */
export type PayoutScript = "processed" | "processing" | "failed" | "queued" | "processed-utr-later";
/** The next create's answer instead of a payout: an HTTP error, or a payout made but no answer. */
export type CreateAnswer = { http: number; error: Record<string, unknown> } | { timeout: true };

/** The documented error body for a wrong request (https://razorpay.com/docs/errors/x/). */
export function badRequestBody(
  field: string,
  description: string,
  reason = "input_validation_failed",
) {
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: null,
      reason,
      metadata: {},
      field,
    },
  };
}

const KEY_FORMAT = /^[A-Za-z0-9_ -]{4,36}$/;
const CONTACT_NAME = /^[A-Za-z0-9 ’'\-_/().]{3,50}$/;
const newUtr = () => String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999));
const now = () => Math.floor(Date.now() / 1000);

export type PayoutDesk = ReturnType<typeof createPayoutDesk>;

export function createPayoutDesk(config: { accountNumber: string; webhookSecret: string }) {
  const desk = {
    payouts: new Map<string, FakePayout>(),
    /** UPI ID → how its new payouts end (default processed). */
    scripts: new Map<string, PayoutScript>(),
    /** Each payout creation received, idempotency key included ("key → payout id"). */
    creations: [] as { key: string; payoutId: string }[],
    /** Every key sent, valid or not. */
    keysSent: [] as string[],
    /** Answers for the next creates, first in first out. */
    createAnswers: [] as CreateAnswer[],
    /** Approval Workflow on the account: new payouts wait `pending` for approve/reject. */
    approvalWorkflow: false,
  };
  const byKey = new Map<string, { payoutId: string; body: string }>();

  function settle(payoutId: string, status: FakePayoutStatus, options: { utr?: boolean } = {}) {
    const payout = desk.payouts.get(payoutId);
    if (!payout) throw new Error(`no payout ${payoutId}`);
    payout.status = status;
    if (status === "processed" && !payout.utr && options.utr !== false) payout.utr = newUtr();
    const details: Partial<Record<FakePayoutStatus, [string, string, string]>> = {
      pending: [
        "pending_approval",
        "Workflow for the payout is pending approval from the approver(s).",
        "business",
      ],
      queued: [
        "low_balance",
        "Payout is queued as there is insufficient balance in your business account to process the payout",
        "business",
      ],
      failed: [
        "beneficiary_bank_offline",
        "The beneficiary bank is offline. Please retry after some time.",
        "beneficiary_bank",
      ],
      reversed: [
        "beneficiary_bank_reversed",
        "The payout was reversed by the beneficiary bank.",
        "beneficiary_bank",
      ],
      rejected: ["payout_rejected", "The payout was rejected by an approver.", "business"],
      cancelled: ["payout_cancelled", "The queued payout was cancelled.", "business"],
    };
    const [reason, description, source] = details[status] ?? [null, null, null];
    payout.status_details = { reason, description, source };
    payout.failure_reason =
      status === "failed" || status === "reversed" ? (description ?? null) : null;
    return payout;
  }

  /** The bank's UTR arrives after the payout was processed: send webhook(payout, "payout.updated"). */
  function sendUtr(payoutId: string) {
    const payout = desk.payouts.get(payoutId);
    if (!payout) throw new Error(`no payout ${payoutId}`);
    payout.utr = newUtr();
    return payout;
  }

  function approve(payoutId: string) {
    const payout = desk.payouts.get(payoutId);
    if (payout?.status !== "pending") throw new Error(`not pending: ${payoutId}`);
    return runScript(payout);
  }

  function reject(payoutId: string) {
    if (desk.payouts.get(payoutId)?.status !== "pending")
      throw new Error(`not pending: ${payoutId}`);
    return settle(payoutId, "rejected");
  }

  function runScript(payout: FakePayout) {
    const script = desk.scripts.get(payout.vpa) ?? "processed";
    if (script === "processed-utr-later") return settle(payout.id, "processed", { utr: false });
    return settle(payout.id, script);
  }

  /** The event's name follows the status (payout.initiated for processing) unless given. */
  function webhook(payout: FakePayout, event?: string): SignedWebhook {
    const { vpa: _vpa, ...entity } = payout;
    const name =
      event ?? (payout.status === "processing" ? "payout.initiated" : `payout.${payout.status}`);
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fakex",
      event: name,
      contains: ["payout"],
      payload: { payout: { entity } },
      created_at: now(),
    });
    return signedWebhook(config.webhookSecret, body);
  }

  /** payout.downtime.started / .resolved: no payout in it, to be acknowledged and ignored. */
  function downtimeWebhook(event: "payout.downtime.started" | "payout.downtime.resolved") {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fakex",
      event,
      contains: ["payout.downtime"],
      payload: {
        "payout.downtime": {
          entity: {
            id: newId("poutdown"),
            status: event.endsWith("started") ? "Started" : "Resolved",
            method: ["UPI"],
          },
        },
      },
      created_at: now(),
    });
    return signedWebhook(config.webhookSecret, body);
  }

  /** The same webhook with a signature made with another secret. */
  function forged(hook: SignedWebhook): SignedWebhook {
    const other = signedWebhook("not-the-webhook-secret", hook.body);
    return {
      body: hook.body,
      headers: {
        ...hook.headers,
        "x-razorpay-signature": other.headers["x-razorpay-signature"] ?? "",
      },
    };
  }

  /** POST /v1/payouts, GET /v1/payouts?reference_id=, GET /v1/payouts/:id; false if not ours. */
  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    raw: string,
  ): Promise<boolean> {
    const parts = url.pathname.split("/").filter(Boolean);
    if (req.method === "POST" && url.pathname === "/v1/payouts") {
      await create(req, res, raw);
      return true;
    }
    if (req.method === "GET" && url.pathname === "/v1/payouts") {
      if (url.searchParams.get("account_number") !== config.accountNumber) {
        sendJson(res, 400, badRequestBody("account_number", "The account number is invalid."));
        return true;
      }
      const reference = url.searchParams.get("reference_id");
      const items = [...desk.payouts.values()]
        .filter((payout) => reference === null || payout.reference_id === reference)
        .map(publicPayout);
      sendJson(res, 200, { entity: "collection", count: items.length, items });
      return true;
    }
    if (req.method === "GET" && parts[1] === "payouts" && parts[2]) {
      const payout = desk.payouts.get(parts[2]);
      if (payout) sendJson(res, 200, publicPayout(payout));
      else notFound(res);
      return true;
    }
    return false;
  }

  async function create(req: IncomingMessage, res: ServerResponse, raw: string) {
    const key = String(req.headers["x-payout-idempotency"] ?? "");
    desk.keysSent.push(key);
    if (!key) {
      return sendJson(
        res,
        400,
        badRequestBody(
          "X-Payout-Idempotency",
          "Idempotency key is missing. Include idempotency header and key in the request.",
          "null",
        ),
      );
    }
    if (!KEY_FORMAT.test(key)) {
      return sendJson(
        res,
        400,
        badRequestBody(
          "X-Payout-Idempotency",
          "The idempotency key (4-36 characters) can only contain alphabets, numbers, hyphens, underscores and space.",
        ),
      );
    }
    const earlier = byKey.get(key);
    if (earlier) {
      if (earlier.body !== raw) {
        return sendJson(
          res,
          400,
          badRequestBody(
            "X-Payout-Idempotency",
            "Different request body sent for the same idempotency key.",
          ),
        );
      }
      return sendJson(res, 200, publicPayout(desk.payouts.get(earlier.payoutId)));
    }
    const planned = desk.createAnswers.shift();
    if (planned && "http" in planned) return sendJson(res, planned.http, { error: planned.error });
    const body = JSON.parse(raw || "{}");
    if (body.account_number !== config.accountNumber) {
      return sendJson(res, 400, badRequestBody("account_number", "The account number is invalid."));
    }
    if (!Number.isInteger(body.amount) || body.amount < 100) {
      return sendJson(res, 400, badRequestBody("amount", "The amount must be at least INR 1.00."));
    }
    // The contact's name rules (https://razorpay.com/docs/api/x/contacts/create).
    const name = String(body.fund_account?.contact?.name ?? "");
    if (!CONTACT_NAME.test(name) || !/[A-Za-z0-9.]$/.test(name)) {
      return sendJson(res, 400, badRequestBody("name", "The name format is invalid."));
    }
    const payout: FakePayout = {
      id: newId("pout"),
      entity: "payout",
      fund_account_id: newId("fa"),
      amount: body.amount,
      currency: "INR",
      notes: body.notes ?? {},
      fees: 0,
      tax: 0,
      status: "queued",
      mode: "UPI",
      purpose: body.purpose,
      utr: null,
      reference_id: body.reference_id ?? null,
      narration: body.narration ?? "",
      batch_id: null,
      failure_reason: null,
      status_details: { reason: null, description: null, source: null },
      created_at: now(),
      vpa: String(body.fund_account?.vpa?.address ?? ""),
    };
    desk.payouts.set(payout.id, payout);
    byKey.set(key, { payoutId: payout.id, body: raw });
    desk.creations.push({ key, payoutId: payout.id });
    if (desk.approvalWorkflow) settle(payout.id, "pending");
    else runScript(payout);
    if (planned && "timeout" in planned) {
      // Made at the provider, but the answer never reaches us: held until the client gives up,
      // however long its wait is.
      await new Promise((resolve) => res.once("close", resolve));
      return;
    }
    return sendJson(res, 200, publicPayout(payout));
  }

  return Object.assign(desk, {
    settle,
    sendUtr,
    approve,
    reject,
    webhook,
    downtimeWebhook,
    forged,
    answer,
  });
}

function publicPayout(payout: FakePayout | undefined) {
  if (!payout) return null;
  const { vpa: _vpa, ...entity } = payout;
  return entity;
}
