import { type Cookie, createCookie } from "react-router";

const cookies = new Map<string, Cookie>();

/** How long a suspended person who signed in may read their suspension and appeal. */
export const SUSPENDED_PAGE_TTL_S = 30 * 60;

/**
 * Names the suspension a person proved with their password that they may read and appeal
 * (decision 071); signed, HttpOnly, for /suspended only, never a session.
 */
export function suspendedCookie(options: { secret: string; secure: boolean }): Cookie {
  const key = `${options.secure}:${options.secret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie("rk_suspended", {
      path: "/suspended",
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      secrets: [options.secret],
      maxAge: SUSPENDED_PAGE_TTL_S,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}
