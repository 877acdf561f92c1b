import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retentionCutoff, retentionDays } from "./retention";

describe("the retention schedule", () => {
  it("keeps what docs/retention.md says, for as long as it says", () => {
    expect(retentionDays).toEqual({
      otpCodes: 1,
      sessions: 30,
      clientMarks: 180,
      rejectedProofs: 365,
      auditEvents: 180,
      expiredExports: 90,
      staffAccessViews: 365,
      handledWebhooks: 90,
      failedWebhooks: 365,
      legalHolds: 180,
      contactMessages: 365,
    });
  });

  it("puts each cutoff exactly its days before now", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2025-01-01"), max: new Date("2035-01-01"), noInvalidDate: true }),
        fc.constantFrom(...(Object.keys(retentionDays) as (keyof typeof retentionDays)[])),
        (now, kind) => {
          const cutoff = retentionCutoff(kind, now);
          expect(now.getTime() - cutoff.getTime()).toBe(retentionDays[kind] * 86_400_000);
        },
      ),
    );
  });
});
