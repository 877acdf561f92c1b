import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/logging/logger.server";
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
  vi.restoreAllMocks();
});

const phone = "+919876543210";
const ip = "203.0.113.7";
const numbered = (i: number) => `+9190000${String(i).padStart(5, "0")}`;
const { free, points: networkStop } = rateLimitRules.accountStepPerNetwork;
const pace = rateLimitRules.accountStepPace.durationSeconds;

describe("OTP SMS per number", () => {
  it("refuses a second code within 60 s, naming the number, and allows it in the 61st second", async () => {
    expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({ ok: true });
    at(30);
    expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({
      ok: false,
      retryAfterSeconds: 30,
      scope: "number",
    });
    at(60.001);
    expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({ ok: true });
  });

  it("refuses the 6th code within an hour until the hour is over", async () => {
    for (let i = 0; i < 5; i += 1) {
      at(i * 61);
      expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({ ok: true });
    }
    at(5 * 61);
    expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({
      ok: false,
      retryAfterSeconds: 3600 - 5 * 61,
      scope: "number",
    });
    at(3600.001);
    expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({ ok: true });
  });

  it("counts each purpose of a number apart", async () => {
    expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({ ok: true });
    expect(await limits.otpSend({ purpose: "reset", phone })).toEqual({ ok: true });
    expect((await limits.otpSend({ purpose: "reset", phone })).ok).toBe(false);
  });
});

describe("the service's hourly SMS budget", () => {
  it("refuses past the budget for every number, with a warning at 80% and an error when spent", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    limits = createRateLimits({ store: "memory", smsPerHour: 10 });
    for (let i = 0; i < 10; i += 1) {
      expect(await limits.otpSend({ purpose: "signup", phone: numbered(i) })).toEqual({
        ok: true,
      });
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/SMS budget alert: 80%/);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toMatch(/SMS budget alert: .* spent/);
    const refused = await limits.otpSend({ purpose: "signup", phone: numbered(99) });
    expect(refused).toMatchObject({ ok: false, scope: "service" });
    // A refused send took nothing from its number: it gets its code once the hour turns.
    at(3600.001);
    expect(await limits.otpSend({ purpose: "signup", phone: numbered(99) })).toEqual({ ok: true });
  });

  it("gives an undelivered SMS back to the number and the budget", async () => {
    limits = createRateLimits({ store: "memory", smsPerHour: 1 });
    await limits.otpSend({ purpose: "signup", phone });
    await limits.otpSendFailed({ purpose: "signup", phone });
    expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({ ok: true });
  });
});

describe("account steps from one network (hostel Wi-Fi, a carrier's NAT)", () => {
  it("lets the first steps through at once, then one per pace with a short wait, then stops", async () => {
    for (let i = 0; i < free; i += 1) {
      expect(await limits.accountStep({ phone: numbered(i), ip })).toEqual({ ok: true });
    }
    // The next person is slowed, not stopped: told to wait seconds, about the network.
    expect(await limits.accountStep({ phone: numbered(free), ip })).toEqual({ ok: true });
    const slowed = await limits.accountStep({ phone: numbered(free + 1), ip });
    expect(slowed).toEqual({ ok: false, retryAfterSeconds: pace, scope: "network" });
    at(pace + 0.001);
    expect(await limits.accountStep({ phone: numbered(free + 1), ip })).toEqual({ ok: true });

    let now = pace + 0.001;
    for (let i = free + 2; i < networkStop; i += 1) {
      now += pace + 0.001;
      at(now);
      expect(await limits.accountStep({ phone: numbered(i), ip })).toEqual({ ok: true });
    }
    at(now + pace + 0.001);
    const stopped = await limits.accountStep({ phone: numbered(networkStop), ip });
    expect(stopped).toMatchObject({ ok: false, scope: "network" });
    if (stopped.ok) return;
    expect(stopped.retryAfterSeconds).toBeGreaterThan(pace);
  });

  it("counts a slowed step nowhere, so the people waiting do not use up the budget", async () => {
    for (let i = 0; i <= free; i += 1) await limits.accountStep({ phone: numbered(i), ip });
    for (let i = 0; i < 100; i += 1) {
      expect((await limits.accountStep({ phone, ip })).ok).toBe(false);
    }
    at(pace + 0.001);
    expect(await limits.accountStep({ phone, ip })).toEqual({ ok: true });
  });

  it("counts an IPv6 client by its /64, and a network's limit never holds another network", async () => {
    for (let i = 0; i <= free; i += 1) {
      const address = `2001:db8:aa:bb:${i.toString(16)}::1`;
      expect(await limits.accountStep({ phone: numbered(i), ip: address })).toEqual({ ok: true });
    }
    const sameBlock = await limits.accountStep({ phone, ip: "2001:db8:aa:bb:ffff::9" });
    expect(sameBlock).toMatchObject({ ok: false, scope: "network" });
    expect(await limits.accountStep({ phone, ip: "2001:db8:aa:bc::1" })).toEqual({ ok: true });
  });

  it("limits one number's steps from every network", async () => {
    const { points } = rateLimitRules.accountStepPerPhone;
    for (let i = 0; i < points; i += 1) {
      expect(await limits.accountStep({ phone, ip: `198.51.100.${i}` })).toEqual({ ok: true });
    }
    expect(await limits.accountStep({ phone, ip: "192.0.2.1" })).toMatchObject({
      ok: false,
      scope: "number",
    });
  });
});

describe("password checks", () => {
  it("refuses the 11th login for a number within 15 minutes and forgets failures after a success", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await limits.login({ phone, ip: `198.51.100.${i}` })).toEqual({ ok: true });
    }
    expect(await limits.login({ phone, ip: "198.51.100.99" })).toEqual({
      ok: false,
      retryAfterSeconds: 15 * 60,
      scope: "number",
    });
    await limits.loginSucceeded({ phone, ip });
    expect(await limits.login({ phone, ip })).toEqual({ ok: true });
  });

  it("counts failed logins from one IPv6 /64 together, and only failures", async () => {
    const { points } = rateLimitRules.loginPerIp;
    for (let i = 0; i < points; i += 1) {
      const person = { phone: numbered(i), ip: `2001:db8:1:2::${(i + 1).toString(16)}` };
      expect(await limits.login(person)).toEqual({ ok: true });
    }
    expect(await limits.login({ phone, ip: "2001:db8:1:2::ffff" })).toMatchObject({
      ok: false,
      scope: "network",
    });
    for (let i = 0; i < 60; i += 1) {
      const person = { phone: numbered(200 + i), ip: "192.0.2.5" };
      expect(await limits.login(person)).toEqual({ ok: true });
      await limits.loginSucceeded(person);
    }
  });

  it("refuses the 11th wrong current password of an account until 15 minutes pass or one is right", async () => {
    const profileId = "00000000-0000-4000-8000-000000000001";
    for (let i = 0; i < 10; i += 1) {
      expect(await limits.passwordCheck({ profileId })).toEqual({ ok: true });
    }
    expect(await limits.passwordCheck({ profileId })).toEqual({
      ok: false,
      retryAfterSeconds: 15 * 60,
      scope: "account",
    });
    await limits.passwordCheckSucceeded({ profileId });
    expect(await limits.passwordCheck({ profileId })).toEqual({ ok: true });
  });
});

describe("complaints and their status page", () => {
  it("refuses a network's 6th complaint within an hour, and takes them again after it", async () => {
    for (let i = 0; i < rateLimitRules.complaintPerNetwork.points; i += 1) {
      expect(await limits.complaint({ ip })).toEqual({ ok: true });
    }
    expect(await limits.complaint({ ip })).toMatchObject({ ok: false, scope: "network" });
    expect(await limits.complaint({ ip: "198.51.100.9" })).toEqual({ ok: true });
    at(60 * 60 + 1);
    expect(await limits.complaint({ ip })).toEqual({ ok: true });
  });

  it("counts every status look-up, right or wrong, per network", async () => {
    for (let i = 0; i < rateLimitRules.complaintLookupPerNetwork.points; i += 1) {
      expect(await limits.complaintLookup({ ip })).toEqual({ ok: true });
    }
    expect(await limits.complaintLookup({ ip })).toMatchObject({ ok: false, scope: "network" });
  });
});

describe("paid UPI name checks from one network (decision 100)", () => {
  it("refuses the 11th of a day from one network, gives back an unused one, and takes them after the day", async () => {
    const { points } = rateLimitRules.upiCheckPerNetwork;
    for (let i = 0; i < points; i += 1) expect(await limits.upiCheck({ ip })).toEqual({ ok: true });
    expect(await limits.upiCheck({ ip })).toMatchObject({ ok: false, scope: "network" });
    // One IPv6 /64 is one network; another network is counted apart.
    expect(await limits.upiCheck({ ip: "198.51.100.9" })).toEqual({ ok: true });
    await limits.upiCheckNotUsed({ ip });
    expect(await limits.upiCheck({ ip })).toEqual({ ok: true });
    at(24 * 60 * 60 + 1);
    expect(await limits.upiCheck({ ip })).toEqual({ ok: true });
  });
});

describe("complaint SMS to one number (decision 103)", () => {
  it("refuses the 5th SMS of a day to one number whoever filed, and counts them in the hourly budget", async () => {
    const { points } = rateLimitRules.complaintSmsPerNumber;
    for (let i = 0; i < points; i += 1) {
      expect(await limits.complaintSms({ phone })).toEqual({ ok: true });
    }
    expect(await limits.complaintSms({ phone })).toMatchObject({ ok: false, scope: "number" });
    at(24 * 60 * 60 + 1);
    expect(await limits.complaintSms({ phone })).toEqual({ ok: true });
  });

  it("stops when the service's hourly SMS budget is spent by codes", async () => {
    limits = createRateLimits({ store: "memory", smsPerHour: 2 });
    expect(await limits.otpSend({ purpose: "signup", phone })).toEqual({ ok: true });
    expect(await limits.complaintSms({ phone: numbered(1) })).toEqual({ ok: true });
    expect(await limits.complaintSms({ phone: numbered(2) })).toMatchObject({
      ok: false,
      scope: "service",
    });
    at(60 * 60 + 1);
    expect(await limits.complaintSms({ phone: numbered(2) })).toEqual({ ok: true });
  });
});
