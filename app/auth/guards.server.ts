import { type RouterContextProvider, redirect } from "react-router";
import type { Role } from "~/db/schema";
import { getSignedIn } from "~/http/context.server";
import { dashboardPath } from "./dashboard-path";
import type { Profile } from "./session.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The signed-in profile, or a redirect: anonymous → /login, no username yet → /update-profile
 * (unless the page is the profile setup itself).
 */
export function requireProfile(
  context: Context,
  options: { allowIncomplete?: boolean } = {},
): Profile {
  const signedIn = getSignedIn(context);
  if (!signedIn) throw redirect("/login");
  if (!signedIn.profile.username && !options.allowIncomplete) throw redirect("/update-profile");
  return signedIn.profile;
}

/** The signed-in profile of the given role; any other role goes to its own dashboard. */
export function requireRole(context: Context, role: Role): Profile {
  const profile = requireProfile(context);
  if (profile.role !== role) throw redirect(dashboardPath(profile.role));
  return profile;
}

/** Pages for signing in send a signed-in person to their dashboard instead. */
export function requireAnonymous(context: Context): void {
  const signedIn = getSignedIn(context);
  if (signedIn) {
    throw redirect(
      signedIn.profile.username ? dashboardPath(signedIn.profile.role) : "/update-profile",
    );
  }
}
