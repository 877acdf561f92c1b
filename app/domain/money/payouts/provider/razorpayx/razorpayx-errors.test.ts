import { describe, expect, it } from "vitest";
import { errorKindOf, providerErrorOf, readErrorBody } from "./razorpayx-errors.server";

const body = (error: Record<string, unknown>) => JSON.stringify({ error });

describe("what a RazorpayX error means", () => {
  it("holds our own mistakes for the admin: validation, keys, IP allowlist, idempotency key", () => {
    const validation = body({
      code: "BAD_REQUEST_ERROR",
      description: "Idempotency key is missing. Include idempotency header and key in the request.",
      source: "business",
      step: null,
      reason: "null",
      metadata: {},
      field: "X-Payout-Idempotency",
    });
    expect(errorKindOf(readErrorBody(400, validation))).toBe("sent_wrong");
    const input = body({
      code: "BAD_REQUEST_ERROR",
      source: "business",
      reason: "input_validation_failed",
    });
    expect(errorKindOf(readErrorBody(400, input))).toBe("sent_wrong");
    expect(errorKindOf(readErrorBody(401, body({ code: "BAD_REQUEST_ERROR" })))).toBe("sent_wrong");
    expect(errorKindOf(readErrorBody(403, "Access forbidden"))).toBe("sent_wrong");
    expect(errorKindOf(readErrorBody(404, ""))).toBe("sent_wrong");
    expect(errorKindOf(readErrorBody(400, "not json"))).toBe("sent_wrong");
  });

  it("fails a payout the payee's bank refuses", () => {
    const refused = body({
      code: "BAD_REQUEST_ERROR",
      source: "beneficiary_bank",
      reason: "invalid_vpa",
    });
    expect(errorKindOf(readErrorBody(400, refused))).toBe("refused");
  });

  it("asks again after 429, 5xx, a technical error at Razorpay or its bank, or no answer", () => {
    expect(errorKindOf(readErrorBody(429, body({ code: "BAD_REQUEST_ERROR" })))).toBe("transient");
    expect(errorKindOf(readErrorBody(500, body({ code: "SERVER_ERROR" })))).toBe("transient");
    expect(errorKindOf(readErrorBody(503, ""))).toBe("transient");
    expect(
      errorKindOf(readErrorBody(400, body({ code: "BAD_REQUEST_ERROR", source: "internal" }))),
    ).toBe("transient");
    expect(
      errorKindOf(readErrorBody(400, body({ code: "GATEWAY_ERROR", source: "gateway" }))),
    ).toBe("transient");
    expect(errorKindOf(readErrorBody(null, "The operation was aborted due to timeout"))).toBe(
      "transient",
    );
  });

  it("keeps the provider's code, description and field in the words the admin reads", () => {
    const error = providerErrorOf(
      "POST /v1/payouts",
      400,
      body({
        code: "BAD_REQUEST_ERROR",
        description: "The account number field is required.",
        source: "business",
        reason: "input_validation_failed",
        field: "account_number",
      }),
    );
    expect(error.kind).toBe("sent_wrong");
    expect(error.message).toContain("BAD_REQUEST_ERROR");
    expect(error.message).toContain("The account number field is required.");
    expect(error.message).toContain("field: account_number");
    expect(error.detail).toMatchObject({ httpStatus: 400, field: "account_number" });
  });
});
