import type { NextFunction, Request, Response } from "express";
import { MAX_WEBHOOK_BODY_BYTES } from "~/http/signed-webhook.server";

/**
 * The largest request body the server reads at all. Forms are a few kilobytes and a proof image
 * at most 5 MB; the proof route answers a too-large photo with its own message up to this size,
 * so a 20 MB photo still gets 'File too large', while nobody can make the server buffer more.
 */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** The providers' webhooks, whose bodies are a few kilobytes (decision 104). */
const WEBHOOK_PATH = /^\/webhooks\/razorpayx?\/?$/i;

/** The cap of one request's body: a webhook's is small, anything else's MAX_BODY_BYTES. */
export function bodyCapOf(path: string): number {
  return WEBHOOK_PATH.test(path) ? MAX_WEBHOOK_BODY_BYTES : MAX_BODY_BYTES;
}

/**
 * Refuses bodies the server would have to read without knowing their size: a declared length
 * over the cap (413) or a streamed body with no length at all (411). Browsers always send a
 * Content-Length for forms and uploads. The answer goes out on the headers alone, before any of
 * the body is read (the webhook route also stops reading at its cap, signed-webhook.server.ts).
 */
export function limitRequestBodies(req: Request, res: Response, next: NextFunction) {
  const declared = req.get("content-length");
  if (declared !== undefined) {
    if (Number(declared) > bodyCapOf(req.path)) return refuse(res, 413, "Request body too large.");
    return next();
  }
  if (req.get("transfer-encoding") !== undefined) {
    return refuse(res, 411, "Content-Length required.");
  }
  return next();
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).set("connection", "close").type("text/plain").send(message);
}
