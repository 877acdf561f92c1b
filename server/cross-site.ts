import type { NextFunction, Request, Response } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another site: the Origin (or, when a browser sends
 * none, Sec-Fetch-Site) must name this site. SameSite cookies are the second line.
 */
export function rejectCrossSiteRequests(req: Request, res: Response, next: NextFunction) {
  if (safeMethods.has(req.method)) return next();
  const origin = req.get("origin");
  if (origin !== undefined) {
    if (origin !== "null" && sameHost(origin, req.get("host"))) return next();
    return refuse(res);
  }
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none") return next();
  return refuse(res);
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function refuse(res: Response) {
  res.status(403).type("text/plain").send("Cross-site request refused.");
}
