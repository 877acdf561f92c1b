import {
  PayoutProviderError,
  type ProviderErrorDetail,
  type ProviderErrorKind,
} from "../payout-provider.server";

/**
 * RazorpayX's error body, https://razorpay.com/docs/errors/x/ and
 * https://razorpay.com/docs/api/errors/x/payout/:
 * `{ error: { code, description, source, step, reason, metadata, field } }`.
 */
type ErrorBody = {
  error?: {
    code?: unknown;
    description?: unknown;
    field?: unknown;
    source?: unknown;
    reason?: unknown;
  } | null;
};

const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" && value !== "NA" && value !== "null" ? value : null;

/** The documented error body of a failed answer, or nulls when it is not one. */
export function readErrorBody(httpStatus: number | null, raw: string): ProviderErrorDetail {
  let body: ErrorBody = {};
  try {
    body = JSON.parse(raw) as ErrorBody;
  } catch {
    body = {};
  }
  const error = body && typeof body === "object" ? (body.error ?? {}) : {};
  return {
    httpStatus,
    code: text(error.code),
    description: text(error.description),
    field: text(error.field),
    source: text(error.source),
    reason: text(error.reason),
  };
}

/**
 * What a failed answer means (decision 085). By the documented `source`
 * (https://razorpay.com/docs/api/errors/x/payout/): `business` is "merchant action required"
 * (our request or account: input_validation_failed, the idempotency key, the account number),
 * `beneficiary_bank` is the payee's side, `gateway` and `internal` are technical errors at
 * Razorpay or its partner bank. By HTTP status: 401 (keys) and 403 (a server outside the IP
 * allowlist) are ours to fix; 429 and 5xx are retried (https://razorpay.com/docs/x/payouts/best-practices/:
 * "Handle 5XX Errors", "API calls are only made from allowlisted IPs").
 */
export function errorKindOf(detail: ProviderErrorDetail): ProviderErrorKind {
  const status = detail.httpStatus;
  if (status === null || status === 429 || status >= 500) return "transient";
  if (status === 401 || status === 403) return "sent_wrong";
  if (detail.source === "beneficiary_bank" || detail.source === "customer") return "refused";
  if (detail.source === "gateway" || detail.source === "internal") return "transient";
  if (detail.code === "GATEWAY_ERROR" || detail.code === "SERVER_ERROR") return "transient";
  return "sent_wrong";
}

/** The provider's words for the admin: code, description and the field it names. */
export function describeProviderError(detail: ProviderErrorDetail): string {
  const parts = [
    detail.httpStatus === null ? null : `HTTP ${detail.httpStatus}`,
    detail.code,
    detail.reason,
    detail.description,
    detail.field ? `field: ${detail.field}` : null,
  ].filter((part): part is string => part !== null);
  return parts.join(" · ").slice(0, 500);
}

export function providerErrorOf(
  where: string,
  httpStatus: number | null,
  raw: string,
): PayoutProviderError {
  const detail = readErrorBody(httpStatus, raw);
  const kind = errorKindOf(detail);
  const words = httpStatus === null ? raw : describeProviderError(detail) || raw.slice(0, 200);
  return new PayoutProviderError(`RazorpayX ${where}: ${words}`, kind, detail);
}
