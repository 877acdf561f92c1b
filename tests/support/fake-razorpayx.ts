import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenLocally, notFound, sendJson } from "./fake-razorpay";
import { createPayoutDesk, type PayoutDesk } from "./fake-razorpayx-payouts";
import { createValidationDesk, type ValidationDesk } from "./fake-razorpayx-validations";

/**
 * A local stand-in for RazorpayX (no machine here reaches it), speaking the documented calls our
 * client makes: Fund Account Validation of a VPA, Composite Payouts with X-Payout-Idempotency,
 * payouts by id and by reference_id. The test decides what each UPI ID does: its holder (or none),
 * and how its payouts end; and it sends webhooks signed as RazorpayX signs them.
 */
export type { FakePayout, FakePayoutStatus, PayoutScript } from "./fake-razorpayx-payouts";

export type FakeRazorpayx = {
  url: string;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  calls: string[];
  down: boolean;
  close(): Promise<void>;
} & PayoutDesk &
  ValidationDesk;
export type { SignedWebhook as SignedPayoutWebhook } from "./fake-razorpay";

export async function startFakeRazorpayx(options: { port?: number } = {}): Promise<FakeRazorpayx> {
  const accountNumber = "2323230000000001";
  const webhookSecret = "fakex-webhook-secret-0123";
  // Payouts, their webhooks and their errors: fake-razorpayx-payouts.ts (decision 085).
  // Fund Account Validation: fake-razorpayx-validations.ts (decision 086).
  const fake = Object.assign(
    createPayoutDesk({ accountNumber, webhookSecret }),
    createValidationDesk({ accountNumber, webhookSecret }),
    {
      keyId: "rzp_test_fakexkey",
      keySecret: "fakex-key-secret-0123456789",
      accountNumber,
      webhookSecret,
      calls: [] as string[],
      down: false,
    },
  );

  const server = createServer((req, res) => {
    void answer(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const body = raw ? JSON.parse(raw) : {};
    fake.calls.push(`${req.method} ${url.pathname}`);
    if (fake.down) return sendJson(res, 503, { error: { code: "SERVER_ERROR" } });
    const expected = `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) {
      return sendJson(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "auth" } });
    }
    if (fake.answerValidation(req, res, url, body)) return;
    if (await fake.answer(req, res, url, raw)) return;
    return notFound(res);
  }

  return Object.assign(fake, await listenLocally(server, options.port));
}
