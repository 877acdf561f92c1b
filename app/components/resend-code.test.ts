import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resendAfter } from "./resend-code";

/** The tab's session storage, as a page has it. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("when 'Resend OTP' is usable again", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-12-02T10:00:00Z") });
    vi.stubGlobal("sessionStorage", tabStorage());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is 60 s after a send, by this browser's clock", () => {
    expect(resendAfter("9876543210", 1_000)).toBe(Date.now() + 60_000);
  });

  it("goes on past a wrong code's answer, a new page with no send time", () => {
    const until = resendAfter("9876543210", 1_000);
    vi.advanceTimersByTime(20_000);
    expect(resendAfter("9876543210", 0)).toBe(until);
  });

  it("is the same send's deadline when its page is drawn again, and a new one for a new send", () => {
    const until = resendAfter("9876543210", 1_000);
    vi.advanceTimersByTime(5_000);
    expect(resendAfter("9876543210", 1_000)).toBe(until);
    expect(resendAfter("9876543210", 2_000)).toBe(Date.now() + 60_000);
  });

  it("is now for another number, or with no send known", () => {
    resendAfter("9876543210", 1_000);
    expect(resendAfter("9123456780", 0)).toBe(0);
  });

  it("without storage, counts from each send and ends at a wrong code", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("storage is off");
      },
    });
    expect(resendAfter("9876543210", 1_000)).toBe(Date.now() + 60_000);
    expect(resendAfter("9876543210", 0)).toBe(0);
  });
});
