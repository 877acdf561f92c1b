import type { NextFunction, Request, Response } from "express";

/**
 * In production every cookie this server sets demands HTTPS, whichever module wrote it (the
 * session, the toast, the welcome, the language, the device id): one rule here instead of a
 * `secure` option remembered in each. Express's res.append and res.cookie go through setHeader.
 */
export function secureCookies(_req: Request, res: Response, next: NextFunction) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() !== "set-cookie") return setHeader(name, value);
    const cookies = Array.isArray(value) ? value : [String(value)];
    return setHeader(name, cookies.map(withSecure));
  };
  next();
}

function withSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}
