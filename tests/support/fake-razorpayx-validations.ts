import type { IncomingMessage, ServerResponse } from "node:http";
import { newId, notFound, type SignedWebhook, sendJson, signedWebhook } from "./fake-razorpay";

/**
 * The Fund Account Validation half of the RazorpayX fake (decision 086), field for field as
 * documented:
 * - Validate a VPA, POST /v1/fund_accounts/validations with `source_account_number`,
 *   `validation_type`, `fund_account { account_type: "vpa", vpa: { address }, contact? }`
 *   (https://razorpay.com/docs/api/x/account-validation/vpa/); a contact name outside 3–50 of the
 *   documented characters is a 400 (https://razorpay.com/docs/api/x/contacts/create).
 * - The entity, `status` created | completed | failed, `validation_results { account_status:
 *   active | invalid, registered_name }` — or, as the older samples show it, `results`
 *   (https://razorpay.com/docs/api/x/account-validation/entity); the test picks the shape.
 * - GET /v1/fund_accounts/validations/:id
 *   (https://razorpay.com/docs/api/x/account-validation/fetch-transactions-with-id).
 * - Webhooks fund_account.validation.completed / .failed
 *   (https://razorpay.com/docs/webhooks/account-validation), signed as X-Razorpay-Signature.
 */
export type FakeValidationStatus = "created" | "completed" | "failed";
export type FakeValidation = {
  id: string;
  entity: "fund_account.validation";
  status: FakeValidationStatus;
  validation_results?: FakeValidationResults;
  results?: FakeValidationResults;
  status_details: { description: string; source: string; reason: string };
  fund_account: {
    id: string;
    entity: "fund_account";
    account_type: "vpa";
    vpa: { address: string };
  };
  created_at: number;
};
type FakeValidationResults = {
  account_status: "active" | "invalid" | null;
  registered_name: string | null;
};

export type ValidationDesk = {
  /** UPI ID → its holder's name; an ID not here is invalid. */
  holders: Map<string, string>;
  /** Which answer shape the fake speaks: documented `validation_results`, or older `results`. */
  validationShape: "validation_results" | "results";
  /** UPI IDs whose validations stay `created` until `completeValidation`. */
  pendingVpas: Set<string>;
  /** UPI IDs whose validations fail for a technical reason. */
  failingVpas: Set<string>;
  validations: Map<string, FakeValidation>;
  /** Every validation request body received, in order. */
  validationRequests: Record<string, unknown>[];
  /** Completes a `created` validation from the holders (or fails it), as the bank answers. */
  completeValidation(id: string, to?: "completed" | "failed"): FakeValidation;
  validationWebhook(validation: FakeValidation): SignedWebhook;
  answerValidation(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: Record<string, unknown>,
  ): boolean;
};

const contactName = /^[A-Za-z0-9 ’'\-_/().]{3,50}$/;
const now = () => Math.floor(Date.now() / 1000);

export function createValidationDesk(options: {
  accountNumber: string;
  webhookSecret: string;
}): ValidationDesk {
  const desk: ValidationDesk = {
    holders: new Map(),
    validationShape: "validation_results",
    pendingVpas: new Set(),
    failingVpas: new Set(),
    validations: new Map(),
    validationRequests: [],
    completeValidation,
    validationWebhook,
    answerValidation,
  };

  function withResults(validation: FakeValidation, results: FakeValidationResults) {
    const { validation_results: _new, results: _old, ...rest } = validation;
    return { ...rest, [desk.validationShape]: results } as FakeValidation;
  }

  function completeValidation(id: string, to: "completed" | "failed" = "completed") {
    const found = desk.validations.get(id);
    if (!found) throw new Error(`no validation ${id}`);
    const holder = desk.holders.get(found.fund_account.vpa.address) ?? null;
    const done: FakeValidation =
      to === "failed"
        ? withResults(
            {
              ...found,
              status: "failed",
              status_details: {
                description: "The beneficiary bank is not responding.",
                source: "beneficiary_bank",
                reason: "beneficiary_bank_down",
              },
            },
            { account_status: null, registered_name: null },
          )
        : withResults(
            {
              ...found,
              status: "completed",
              status_details: {
                description: "Validation request is completed",
                source: "beneficiary_bank",
                reason: "validation_completed",
              },
            },
            { account_status: holder ? "active" : "invalid", registered_name: holder },
          );
    desk.validations.set(id, done);
    return done;
  }

  function validationWebhook(validation: FakeValidation): SignedWebhook {
    const event = `fund_account.validation.${validation.status === "failed" ? "failed" : "completed"}`;
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fakex",
      event,
      contains: ["fund_account.validation"],
      payload: { "fund_account.validation": { entity: validation } },
      created_at: now(),
    });
    return signedWebhook(options.webhookSecret, body);
  }

  function create(res: ServerResponse, body: Record<string, unknown>) {
    desk.validationRequests.push(body);
    if (body.source_account_number !== options.accountNumber) {
      return badRequest(res, "source_account_number");
    }
    const fundAccount = (body.fund_account ?? {}) as {
      account_type?: unknown;
      vpa?: { address?: unknown };
      contact?: { name?: unknown };
    };
    if (fundAccount.account_type !== "vpa") return badRequest(res, "account_type");
    const vpa = typeof fundAccount.vpa?.address === "string" ? fundAccount.vpa.address : "";
    if (!vpa.includes("@")) return badRequest(res, "vpa.address");
    if (fundAccount.contact !== undefined) {
      const name = fundAccount.contact.name;
      if (typeof name !== "string" || !contactName.test(name) || !/[A-Za-z0-9.]$/.test(name)) {
        return badRequest(res, "name");
      }
    }
    const created: FakeValidation = withResults(
      {
        id: newId("fav"),
        entity: "fund_account.validation",
        status: "created",
        status_details: {
          description: "Validation request is created",
          source: "internal",
          reason: "validation_request_created",
        },
        fund_account: {
          id: newId("fa"),
          entity: "fund_account",
          account_type: "vpa",
          vpa: { address: vpa },
        },
        created_at: now(),
      },
      { account_status: null, registered_name: null },
    );
    desk.validations.set(created.id, created);
    if (desk.pendingVpas.has(vpa)) return sendJson(res, 200, created);
    const done = completeValidation(created.id, desk.failingVpas.has(vpa) ? "failed" : "completed");
    return sendJson(res, 200, done);
  }

  function answerValidation(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: Record<string, unknown>,
  ): boolean {
    if (req.method === "POST" && url.pathname === "/v1/fund_accounts/validations") {
      create(res, body);
      return true;
    }
    const prefix = "/v1/fund_accounts/validations/";
    if (req.method === "GET" && url.pathname.startsWith(prefix)) {
      const found = desk.validations.get(url.pathname.slice(prefix.length));
      if (found) sendJson(res, 200, found);
      else notFound(res);
      return true;
    }
    return false;
  }

  return desk;
}

function badRequest(res: ServerResponse, field: string) {
  sendJson(res, 400, {
    error: {
      code: "BAD_REQUEST_ERROR",
      description: `The ${field} field is invalid.`,
      source: "business",
      step: null,
      reason: "input_validation_failed",
      metadata: {},
      field,
    },
  });
}
