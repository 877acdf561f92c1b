import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import {
  listenLocally,
  newId,
  notFound,
  type SignedWebhook,
  sendJson,
  signedWebhook,
} from "./fake-razorpay";

/**
 * A local stand-in for RazorpayX (no machine here reaches it), speaking the documented calls our
 * client makes: Fund Account Validation of a VPA, Composite Payouts with X-Payout-Idempotency,
 * payouts by id and by reference_id. The test decides what each UPI ID does: its holder (or none),
 * and how its payouts end; and it sends webhooks signed as RazorpayX signs them.
 */
export type FakePayoutStatus = "queued" | "processing" | "processed" | "reversed" | "failed";
export type FakePayout = {
  id: string;
  entity: "payout";
  fund_account_id: string;
  amount: number;
  currency: "INR";
  status: FakePayoutStatus;
  mode: "UPI";
  purpose: string;
  utr: string | null;
  reference_id: string | null;
  narration: string;
  failure_reason: string | null;
  status_details: { reason: string | null; description: string | null; source: string | null };
  created_at: number;
  /** Test only: the UPI ID paid. */
  vpa: string;
};
/** What the fake does with a payout to a UPI ID: its status right after creation. */
export type PayoutScript = "processed" | "processing" | "failed" | "queued";

export type FakeRazorpayx = {
  url: string;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  /** UPI ID → its holder's name; an ID not here is invalid. */
  holders: Map<string, string>;
  /** UPI ID → how its new payouts end (default processed). */
  scripts: Map<string, PayoutScript>;
  payouts: Map<string, FakePayout>;
  /** Each payout creation received, idempotency key included ("key → payout id"). */
  creations: { key: string; payoutId: string }[];
  calls: string[];
  down: boolean;
  /** Moves a payout to a new status (processing, processed with a UTR, reversed, failed). */
  settle(payoutId: string, status: FakePayoutStatus): FakePayout;
  webhook(payout: FakePayout, event?: string): SignedWebhook;
  close(): Promise<void>;
};
export type { SignedWebhook as SignedPayoutWebhook } from "./fake-razorpay";

const newUtr = () => String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999));

export async function startFakeRazorpayx(options: { port?: number } = {}): Promise<FakeRazorpayx> {
  const fake = {
    keyId: "rzp_test_fakexkey",
    keySecret: "fakex-key-secret-0123456789",
    accountNumber: "2323230000000001",
    webhookSecret: "fakex-webhook-secret-0123",
    holders: new Map<string, string>(),
    scripts: new Map<string, PayoutScript>(),
    payouts: new Map<string, FakePayout>(),
    creations: [] as { key: string; payoutId: string }[],
    calls: [] as string[],
    down: false,
  };
  const byKey = new Map<string, string>();
  const now = () => Math.floor(Date.now() / 1000);

  function settle(payoutId: string, status: FakePayoutStatus): FakePayout {
    const payout = fake.payouts.get(payoutId);
    if (!payout) throw new Error(`no payout ${payoutId}`);
    payout.status = status;
    if (status === "processed" && !payout.utr) payout.utr = newUtr();
    if (status === "failed" || status === "reversed") {
      const description =
        status === "failed"
          ? "The beneficiary bank is offline. Please retry after some time."
          : "The payout was reversed by the beneficiary bank.";
      payout.failure_reason = description;
      payout.status_details = {
        reason: `${status}_by_bank`,
        description,
        source: "beneficiary_bank",
      };
    }
    return payout;
  }

  function webhook(payout: FakePayout, event = `payout.${payout.status}`): SignedWebhook {
    const { vpa: _vpa, ...entity } = payout;
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fakex",
      event,
      contains: ["payout"],
      payload: { payout: { entity } },
      created_at: now(),
    });
    return signedWebhook(fake.webhookSecret, body);
  }

  const server = createServer((req, res) => {
    void answer(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
    fake.calls.push(`${req.method} ${url.pathname}`);
    if (fake.down) return sendJson(res, 503, { error: { code: "SERVER_ERROR" } });
    const expected = `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) {
      return sendJson(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "auth" } });
    }
    if (req.method === "POST" && url.pathname === "/v1/fund_accounts/validations") {
      if (body.account_number !== fake.accountNumber) return badRequest(res, "account_number");
      const vpa = String(body.fund_account?.vpa?.address ?? "");
      const holder = fake.holders.get(vpa);
      return sendJson(res, 200, {
        id: newId("fav"),
        entity: "fund_account.validation",
        status: "completed",
        results: { account_status: holder ? "active" : "invalid", registered_name: holder ?? null },
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/payouts") {
      const key = String(req.headers["x-payout-idempotency"] ?? "");
      if (!key) return badRequest(res, "X-Payout-Idempotency");
      const earlier = byKey.get(key);
      if (earlier) return sendJson(res, 200, publicPayout(fake.payouts.get(earlier)));
      if (body.account_number !== fake.accountNumber) return badRequest(res, "account_number");
      if (!Number.isInteger(body.amount) || body.amount < 100) return badRequest(res, "amount");
      const vpa = String(body.fund_account?.vpa?.address ?? "");
      const payout: FakePayout = {
        id: newId("pout"),
        entity: "payout",
        fund_account_id: newId("fa"),
        amount: body.amount,
        currency: "INR",
        status: "queued",
        mode: "UPI",
        purpose: body.purpose,
        utr: null,
        reference_id: body.reference_id ?? null,
        narration: body.narration ?? "",
        failure_reason: null,
        status_details: { reason: null, description: null, source: null },
        created_at: now(),
        vpa,
      };
      fake.payouts.set(payout.id, payout);
      byKey.set(key, payout.id);
      fake.creations.push({ key, payoutId: payout.id });
      settle(payout.id, fake.scripts.get(vpa) ?? "processed");
      return sendJson(res, 200, publicPayout(payout));
    }
    const parts = url.pathname.split("/").filter(Boolean);
    if (req.method === "GET" && url.pathname === "/v1/payouts") {
      const reference = url.searchParams.get("reference_id");
      const items = [...fake.payouts.values()]
        .filter((payout) => reference === null || payout.reference_id === reference)
        .map(publicPayout);
      return sendJson(res, 200, { entity: "collection", count: items.length, items });
    }
    if (req.method === "GET" && parts[1] === "payouts" && parts[2]) {
      const payout = fake.payouts.get(parts[2]);
      return payout ? sendJson(res, 200, publicPayout(payout)) : notFound(res);
    }
    return notFound(res);
  }

  return Object.assign(fake, { settle, webhook, ...(await listenLocally(server, options.port)) });
}

function publicPayout(payout: FakePayout | undefined) {
  if (!payout) return null;
  const { vpa: _vpa, ...entity } = payout;
  return entity;
}

function badRequest(res: ServerResponse, field: string) {
  sendJson(res, 400, {
    error: { code: "BAD_REQUEST_ERROR", field, description: `${field} is invalid` },
  });
}
