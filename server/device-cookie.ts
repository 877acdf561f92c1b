import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** The browser's long-lived device id (decision 027): random, never a fingerprint of the browser. */
export const DEVICE_COOKIE = "rk_device";
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;
const deviceIdPattern = /^[A-Za-z0-9_-]{22}$/;
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The device id the request's cookie carries, or null when it has none (or a malformed one). */
export function readDeviceId(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === DEVICE_COOKIE && value && deviceIdPattern.test(value)) return value;
  }
  return null;
}

/**
 * Gives a browser its device id on its first form post (sign-up, sign-in, a campaign, a review:
 * where the marks are recorded), never on a GET, so cacheable pages carry no Set-Cookie. The id
 * is in res.locals.deviceId for the request's context.
 */
export function deviceCookie(options: { secure: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    let deviceId = readDeviceId(req.headers.cookie);
    if (!deviceId && !safeMethods.has(req.method)) {
      deviceId = randomBytes(16).toString("base64url");
      const attributes = [
        `${DEVICE_COOKIE}=${deviceId}`,
        "Path=/",
        `Max-Age=${TWO_YEARS_S}`,
        "HttpOnly",
        "SameSite=Lax",
        ...(options.secure ? ["Secure"] : []),
      ];
      res.append("Set-Cookie", attributes.join("; "));
    }
    res.locals.deviceId = deviceId;
    next();
  };
}
