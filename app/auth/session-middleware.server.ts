import type { MiddlewareFunction } from "react-router";
import { getServices, sessionContext } from "~/http/context.server";
import { findSession } from "./session.server";
import { sessionCookie } from "./session-cookie.server";

/**
 * Reads the session once per request for every loader and action, renews its cookie when the
 * session was renewed, and clears a cookie whose session no longer exists.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const { config, db } = getServices(context);
  const cookie = sessionCookie({ secret: config.sessionSecret, secure: !config.local });
  const token: unknown = await cookie.parse(request.headers.get("cookie"));
  const found = typeof token === "string" && token ? await findSession(db, { token }) : null;
  context.set(
    sessionContext,
    found && typeof token === "string"
      ? { profile: found.profile, token, sessionId: found.sessionId, unread: found.unread }
      : null,
  );

  const response = await next();
  // A signed-in answer (wallet, UPI IDs, phone numbers) is kept by no browser or proxy cache,
  // unless its route already said so or chose a private caching of its own (a payout's QR code).
  const chosen = response.headers.get("Cache-Control") ?? "";
  if (found && !chosen.startsWith("private") && !chosen.includes("no-store")) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  if (found?.renewed && typeof token === "string") {
    response.headers.append(
      "Set-Cookie",
      await cookie.serialize(token, { expires: found.expiresAt }),
    );
  } else if (typeof token === "string" && !found && !response.headers.has("Set-Cookie")) {
    response.headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  }
  return response;
};
