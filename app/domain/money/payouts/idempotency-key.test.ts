import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_FORMAT, payoutIdempotencyKey } from "./idempotency-key";

describe("payoutIdempotencyKey", () => {
  it("is within RazorpayX's documented 4–36 letters, digits, '-', '_' or space for every payout id", () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), fc.integer({ min: 0, max: 999 }), (id, generation) => {
        const key = payoutIdempotencyKey(id, generation);
        expect(key).toMatch(IDEMPOTENCY_KEY_FORMAT);
        expect(key.length).toBeLessThanOrEqual(36);
      }),
    );
    for (const id of [
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
      "0190F2A4-7C1B-7D3E-8F00-ABCDEF123456",
      "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    ]) {
      expect(payoutIdempotencyKey(id)).toMatch(IDEMPOTENCY_KEY_FORMAT);
      expect(payoutIdempotencyKey(id, 999)).toHaveLength(36);
    }
  });

  it("is the same on every retry of a payout and differs between payouts and generations", () => {
    const id = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
    expect(payoutIdempotencyKey(id)).toBe("3f2504e04f8941d39a0c0305e82c3301");
    expect(payoutIdempotencyKey(id)).toBe(payoutIdempotencyKey(id.toUpperCase()));
    expect(payoutIdempotencyKey(id, 1)).toBe("3f2504e04f8941d39a0c0305e82c3301-1");
    expect(payoutIdempotencyKey("3f2504e0-4f89-41d3-9a0c-0305e82c3302")).not.toBe(
      payoutIdempotencyKey(id),
    );
  });

  it("refuses anything that is not a payout id, or a generation past three digits", () => {
    expect(() => payoutIdempotencyKey("reviewkaro-payout-1")).toThrow();
    expect(() => payoutIdempotencyKey("")).toThrow();
    expect(() => payoutIdempotencyKey("3f2504e0-4f89-41d3-9a0c-0305e82c3301", 1000)).toThrow();
    expect(() => payoutIdempotencyKey("3f2504e0-4f89-41d3-9a0c-0305e82c3301", -1)).toThrow();
  });

  it("the old key shape (54 characters) is outside the documented format", () => {
    expect(`reviewkaro-payout-${"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}`).not.toMatch(
      IDEMPOTENCY_KEY_FORMAT,
    );
  });
});
