import { razorpayWebhookSignature } from "~/domain/money/payments/razorpay/razorpay-gateway.server";
import type { WebhookSignature } from "~/domain/money/webhooks/provider-webhooks.server";
import {
  type PayoutProvider,
  PayoutProviderError,
  type ProviderPayout,
  type ProviderPayoutState,
  providerPayoutStates,
} from "../payout-provider.server";
import { payoutContactName } from "./payout-contact-name";
import { providerErrorOf } from "./razorpayx-errors.server";
import {
  type RazorpayxValidationEntity,
  upiValidationOf,
  vpaValidationBody,
} from "./razorpayx-validation";

export type RazorpayxSettings = {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  apiBaseUrl: string;
  /** How long an answer is waited for (15 s); a timeout is asked again, never a refusal. */
  timeoutMs?: number;
};

/** RazorpayX's payout entity, the fields we read. */
export type RazorpayxPayoutEntity = {
  id: string;
  reference_id: string | null;
  status: string;
  amount: number;
  utr: string | null;
  failure_reason?: string | null;
  status_details?: { description?: string | null } | null;
};

/** Every documented status (https://razorpay.com/docs/x/payouts/states-life-cycle). */
const documentedStates: ReadonlySet<string> = new Set(providerPayoutStates);

/** RazorpayX's payout status in our words; an unknown one is an error, never a guess. */
export function payoutStateOf(status: string): ProviderPayoutState {
  if (!documentedStates.has(status)) {
    throw new PayoutProviderError(`unknown payout status ${status}`, "transient");
  }
  return status as ProviderPayoutState;
}

/**
 * The payout entity (https://razorpay.com/docs/api/x/payouts/entity): `utr` may be null until
 * the bank sends it (a later payout.updated brings it); `status_details` replaces the deprecated
 * `failure_reason`, both are read.
 */
export function toProviderPayout(entity: RazorpayxPayoutEntity): ProviderPayout {
  return {
    id: entity.id,
    referenceId: entity.reference_id ?? "",
    state: payoutStateOf(entity.status),
    amountPaise: entity.amount,
    utr: entity.utr && entity.utr !== "null" ? entity.utr : null,
    failureReason: entity.status_details?.description || entity.failure_reason || null,
  };
}

/**
 * How RazorpayX signs a webhook: as Razorpay does, the same headers and HMAC
 * (https://razorpay.com/docs/webhooks/validate-test/; decisions 066, 127).
 */
export const razorpayxWebhookSignature: WebhookSignature = razorpayWebhookSignature;

/**
 * A small typed client on fetch for RazorpayX (the official SDK has no payouts): the Composite
 * Payout API, Fund Account Validation of a VPA, payouts by id and by reference, and the webhook's
 * HMAC-SHA256 signature.
 */
export function createRazorpayxProvider(settings: RazorpayxSettings): PayoutProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBaseUrl}${path}`, {
        method,
        headers: { authorization: auth, "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
    } catch (error) {
      // A timeout or a lost connection: the provider may have acted, so it is asked again.
      throw providerErrorOf("unreachable", null, (error as Error).message);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw providerErrorOf(`${method} ${path.split("?")[0]}`, response.status, text);
    }
    return (await response.json()) as T;
  }
  const vpaAccount = (upiId: string, contactName: string, referenceId?: string) => ({
    account_type: "vpa",
    vpa: { address: upiId },
    contact: {
      name: contactName,
      type: "employee",
      ...(referenceId ? { reference_id: referenceId } : {}),
    },
  });
  return {
    name: "razorpayx",
    // Fund Account Validation of a VPA (decision 086, razorpayx-validation.ts).
    async validateUpi({ upiId, contactName }) {
      const body = vpaValidationBody({
        sourceAccountNumber: settings.accountNumber,
        upiId,
        contactName,
      });
      return upiValidationOf(
        await call<RazorpayxValidationEntity>("POST", "/v1/fund_accounts/validations", body),
      );
    },
    async fetchUpiValidation(checkId) {
      return upiValidationOf(
        await call<RazorpayxValidationEntity>(
          "GET",
          `/v1/fund_accounts/validations/${encodeURIComponent(checkId)}`,
        ),
      );
    },
    async createPayout(input) {
      const entity = await call<RazorpayxPayoutEntity>(
        "POST",
        "/v1/payouts",
        {
          account_number: settings.accountNumber,
          amount: input.amountPaise,
          currency: "INR",
          mode: "UPI",
          purpose: "payout",
          fund_account: vpaAccount(
            input.upiId,
            payoutContactName(input.holderName),
            input.referenceId,
          ),
          queue_if_low_balance: true,
          reference_id: input.referenceId,
          narration: "ReviewKaro payout",
        },
        { "X-Payout-Idempotency": input.idempotencyKey },
      );
      return toProviderPayout(entity);
    },
    async fetchPayout(providerPayoutId) {
      return toProviderPayout(
        await call<RazorpayxPayoutEntity>(
          "GET",
          `/v1/payouts/${encodeURIComponent(providerPayoutId)}`,
        ),
      );
    },
    async findPayoutByReference(referenceId) {
      const query = new URLSearchParams({
        account_number: settings.accountNumber,
        reference_id: referenceId,
      });
      const list = await call<{ items: RazorpayxPayoutEntity[] }>("GET", `/v1/payouts?${query}`);
      const [entity] = list.items;
      return entity ? toProviderPayout(entity) : null;
    },
    verifyWebhook(rawBody, signature) {
      return razorpayxWebhookSignature.verify(rawBody, signature, settings.webhookSecret);
    },
  };
}
