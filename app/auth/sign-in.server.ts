import { type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { findActiveSuspension } from "~/domain/moderation/suspension-lists.server";
import { getRequestInfo, getServices, getSignedIn } from "~/http/context.server";
import { type FlashToast, toastHeader } from "~/http/toast.server";
import { recordAuditEvent } from "./audit.server";
import { createSession, deleteSession, type Profile } from "./session.server";
import { sessionCookie, welcomeCookie } from "./session-cookie.server";
import { suspendedCookie } from "./suspended-cookie.server";

type Context = Readonly<RouterContextProvider>;

/** Starts a session for the profile and redirects with the session cookie and a toast. */
export async function signInAndRedirect(
  context: Context,
  options: { profile: Profile; to: string; toast?: FlashToast },
) {
  const { config, db } = getServices(context);
  const { ip, deviceId } = getRequestInfo(context);
  // A suspended account gets no session: it reads its suspension and may appeal (decision 071).
  const suspension = await findActiveSuspension(db, options.profile.id);
  if (suspension) {
    await recordAuditEvent(db, { type: "login_suspended", profileId: options.profile.id, ip });
    const cookie = suspendedCookie({ secret: config.sessionSecret, secure: !config.local });
    // A whole document: the page ships no script, and its cookie is for its own path only.
    return redirectDocument("/suspended", {
      headers: { "Set-Cookie": await cookie.serialize(suspension.id) },
    });
  }
  const { token, expiresAt } = await createSession(db, {
    profileId: options.profile.id,
    client: { ip, deviceId },
    clientSalt: config.sessionSecret,
  });
  const cookie = sessionCookie({ secret: config.sessionSecret, secure: !config.local });
  const headers = new Headers();
  headers.append("Set-Cookie", await cookie.serialize(token, { expires: expiresAt }));
  headers.append("Set-Cookie", await welcomeCookie.serialize("1"));
  if (options.toast) headers.append("Set-Cookie", await toastHeader(options.toast));
  return redirect(options.to, { headers });
}

/** Ends this browser's session, empties what the browser kept of the site, and goes home. */
export async function signOutAndRedirect(context: Context, options: { toast?: FlashToast } = {}) {
  const { config, db } = getServices(context);
  const signedIn = getSignedIn(context);
  if (signedIn) await deleteSession(db, { token: signedIn.token });
  const cookie = sessionCookie({ secret: config.sessionSecret, secure: !config.local });
  const headers = new Headers();
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  // The next person on this phone finds nothing of this one's: the browser's HTTP cache and the
  // site's storage (the service worker and its caches, IndexedDB drafts, local storage) are
  // emptied (decision 130). Cookies stay: the language and this sign-out's toast are needed.
  headers.set("Clear-Site-Data", '"cache", "storage"');
  if (options.toast) headers.append("Set-Cookie", await toastHeader(options.toast));
  return redirect("/", { headers });
}
