import { type Cookie, createCookie } from "react-router";
import { SESSION_TTL_MS } from "./session.server";

const cookies = new Map<string, Cookie>();

/** The session cookie: HttpOnly, SameSite=Lax, signed with SESSION_SECRET, Secure in production. */
export function sessionCookie(options: { secret: string; secure: boolean }): Cookie {
  const key = `${options.secure}:${options.secret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie("rk_session", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      secrets: [options.secret],
      maxAge: SESSION_TTL_MS / 1000,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

/** Set when someone signs in; the landing page greets them once and clears it. */
export const welcomeCookie = createCookie("rk_welcome", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60 * 60,
});
