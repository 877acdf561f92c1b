import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimits, type RateLimits, rateLimitRules } from "./rate-limit.server";

const start = new Date("2026-03-01T10:00:00Z");
const at = (seconds: number) => vi.setSystemTime(start.getTime() + seconds * 1000);

let limits: RateLimits;
beforeEach(() => {
  // The library reads Date.now(); only the clock is faked, nothing waits.
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
  limits = createRateLimits({ store: "memory" });
});
afterEach(() => {
  vi.useRealTimers();
});

const phone = "+919876543210";
const ip = "203.0.113.7";

describe("OTP sending", () => {
  it("refuses a second code within 60 s, with a wait between 1 and 60 s", async () => {
    expect(await limits.otpSend({ purpose: "signup", phone, ip })).toEqual({ ok: true });
    at(30);
    const refused = await limits.otpSend({ purpose: "signup", phone, ip });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.retryAfterSeconds).toBe(30);
  });

  it("allows the next code in the 61st second", async () => {
    expect(await limits.otpSend({ purpose: "signup", phone, ip })).toEqual({ ok: true });
    at(59.999);
    expect((await limits.otpSend({ purpose: "signup", phone, ip })).ok).toBe(false);
    at(60.001);
    expect(await limits.otpSend({ purpose: "signup", phone, ip })).toEqual({ ok: true });
  });

  it("refuses the 6th code within an hour until the hour is over", async () => {
    for (let i = 0; i < 5; i += 1) {
      at(i * 61);
      expect(await limits.otpSend({ purpose: "signup", phone, ip })).toEqual({ ok: true });
    }
    at(5 * 61);
    const refused = await limits.otpSend({ purpose: "signup", phone, ip });
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 3600 - 5 * 61 });
    at(3600.001);
    expect(await limits.otpSend({ purpose: "signup", phone, ip })).toEqual({ ok: true });
  });

  it("limits one address to 20 codes an hour across numbers", async () => {
    const { points } = rateLimitRules.otpSendPerIpPerHour;
    for (let i = 0; i < points; i += 1) {
      expect(
        await limits.otpSend({ purpose: "signup", phone: `+9190000000${10 + i}`, ip }),
      ).toEqual({ ok: true });
    }
    expect((await limits.otpSend({ purpose: "signup", phone: "+919000000099", ip })).ok).toBe(
      false,
    );
    expect(
      await limits.otpSend({ purpose: "signup", phone: "+919000000099", ip: "198.51.100.1" }),
    ).toEqual({
      ok: true,
    });
  });

  it("does not count a request refused for its number against the address", async () => {
    await limits.otpSend({ purpose: "signup", phone, ip });
    // 50 refused requests for one number must not use up the address's 20 an hour.
    for (let i = 0; i < 50; i += 1)
      expect((await limits.otpSend({ purpose: "signup", phone, ip })).ok).toBe(false);
    expect(await limits.otpSend({ purpose: "signup", phone: "+919812345678", ip })).toEqual({
      ok: true,
    });
  });

  it("does not count a request refused for its address against the number", async () => {
    const { points } = rateLimitRules.otpSendPerIpPerHour;
    for (let i = 0; i < points; i += 1)
      await limits.otpSend({ purpose: "signup", phone: `+9190000000${10 + i}`, ip });
    expect((await limits.otpSend({ purpose: "signup", phone, ip })).ok).toBe(false);
    // The refused attempt took nothing from the number: it can still get a code elsewhere now.
    expect(await limits.otpSend({ purpose: "signup", phone, ip: "198.51.100.1" })).toEqual({
      ok: true,
    });
  });
});

describe("password login", () => {
  it("refuses the 11th attempt for a number within 15 minutes", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await limits.login({ phone, ip: `198.51.100.${i}` })).toEqual({ ok: true });
    }
    const refused = await limits.login({ phone, ip: "198.51.100.99" });
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 15 * 60 });
    at(15 * 60 + 0.001);
    expect(await limits.login({ phone, ip })).toEqual({ ok: true });
  });

  it("forgets a number's failures after a successful login", async () => {
    for (let i = 0; i < 10; i += 1) await limits.login({ phone, ip });
    await limits.loginSucceeded({ phone, ip });
    for (let i = 0; i < 10; i += 1) expect(await limits.login({ phone, ip })).toEqual({ ok: true });
  });

  it("refuses the 51st attempt from one address, and only failures count there", async () => {
    for (let i = 0; i < 50; i += 1) {
      expect(await limits.login({ phone: `+9190000001${10 + i}`, ip })).toEqual({ ok: true });
    }
    expect((await limits.login({ phone: "+919000000299", ip })).ok).toBe(false);

    const other = "192.0.2.5";
    for (let i = 0; i < 60; i += 1) {
      const person = { phone: `+9191000001${10 + i}`, ip: other };
      expect(await limits.login(person)).toEqual({ ok: true });
      await limits.loginSucceeded(person);
    }
  });
});

describe("OTP limits per purpose", () => {
  it("counts each purpose of a number apart, and the address across them", async () => {
    expect(await limits.otpSend({ purpose: "signup", phone, ip })).toEqual({ ok: true });
    expect(await limits.otpSend({ purpose: "reset", phone, ip })).toEqual({ ok: true });
    expect((await limits.otpSend({ purpose: "reset", phone, ip })).ok).toBe(false);
    expect((await limits.otpSend({ purpose: "signup", phone, ip })).ok).toBe(false);
  });

  it("a request that sends nothing counts against the address only", async () => {
    const { points } = rateLimitRules.otpSendPerIpPerHour;
    for (let i = 0; i < points; i += 1)
      expect(await limits.otpLookup({ ip })).toEqual({ ok: true });
    expect((await limits.otpLookup({ ip })).ok).toBe(false);
    expect((await limits.otpSend({ purpose: "signup", phone, ip })).ok).toBe(false);
    expect(await limits.otpSend({ purpose: "signup", phone, ip: "198.51.100.9" })).toEqual({
      ok: true,
    });
  });
});
