import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE, deviceCookie, readDeviceId } from "./device-cookie";

function run(method: string, cookie: string | undefined, secure = true) {
  const headers: string[] = [];
  const res = {
    locals: {} as Record<string, unknown>,
    append: (name: string, value: string) => {
      if (name === "Set-Cookie") headers.push(value);
    },
  };
  let called = false;
  const next: NextFunction = () => {
    called = true;
  };
  deviceCookie({ secure })(
    { method, headers: { cookie } } as unknown as Request,
    res as unknown as Response,
    next,
  );
  return { setCookie: headers, deviceId: res.locals.deviceId, called };
}

describe("device cookie", () => {
  it("gives a browser without one a random, httpOnly, SameSite=Lax, secure id on a post", () => {
    const { setCookie, deviceId, called } = run("POST", undefined);
    expect(called).toBe(true);
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toContain(`${DEVICE_COOKIE}=${deviceId}`);
    expect(setCookie[0]).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    expect(setCookie[0]).toContain(`Max-Age=${2 * 365 * 24 * 60 * 60}`);
    expect(run("POST", undefined).deviceId).not.toBe(deviceId);
  });

  it("leaves out Secure on a local installation", () => {
    expect(run("POST", undefined, false).setCookie[0]).not.toContain("Secure");
  });

  it("keeps the id a browser already has and sets nothing", () => {
    const id = "abcdefghijklmnopqrstuv";
    const { setCookie, deviceId } = run("POST", `rk_session=x; ${DEVICE_COOKIE}=${id}`);
    expect(deviceId).toBe(id);
    expect(setCookie).toEqual([]);
  });

  it("sets no cookie on a GET, so cacheable pages stay cookie-free", () => {
    expect(run("GET", undefined)).toMatchObject({ setCookie: [], deviceId: null });
  });

  it("replaces a malformed id", () => {
    expect(readDeviceId(`${DEVICE_COOKIE}=<script>`)).toBeNull();
    expect(run("POST", `${DEVICE_COOKIE}=short`).setCookie).toHaveLength(1);
  });
});
