import { type RouterContextProvider, redirect } from "react-router";
import type { Role } from "~/db/schema";
import { getSignedIn } from "~/http/context.server";
import { dashboardPath } from "./dashboard-path";
import { loginPathReturningTo, returnParam, returnPathFor } from "./return-path";
import type { Profile } from "./session.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The signed-in profile, or a redirect: anonymous → /login (carrying the page asked for when
 * the request is given, to land there after signing in), no username yet → /update-profile
 * (unless the page is the profile setup itself).
 */
export function requireProfile(
  context: Context,
  options: { allowIncomplete?: boolean; request?: Request } = {},
): Profile {
  const signedIn = getSignedIn(context);
  if (!signedIn) {
    throw redirect(options.request ? loginPathReturningTo(new URL(options.request.url)) : "/login");
  }
  if (!signedIn.profile.username && !options.allowIncomplete) throw redirect("/update-profile");
  return signedIn.profile;
}

/** The signed-in profile of the given role; any other role goes to its own dashboard. */
export function requireRole(context: Context, role: Role, request?: Request): Profile {
  const profile = requireProfile(context, { request });
  if (profile.role !== role) throw redirect(dashboardPath(profile.role));
  return profile;
}

/**
 * A page of the moderation team (decision 067): the admin or a moderator; anyone else goes to
 * their own dashboard. Whether a moderator's invitation is still active is the domain's check.
 */
export function requireModerationTeam(context: Context, request?: Request): Profile {
  const profile = requireProfile(context, { request });
  if (profile.role !== "admin" && profile.role !== "moderator") {
    throw redirect(dashboardPath(profile.role));
  }
  return profile;
}

/**
 * Pages for signing in send a signed-in person on instead: to the page asked for in the
 * request's ?redirectTo= when their role may open it, else to their dashboard.
 */
export function requireAnonymous(context: Context, request?: Request): void {
  const signedIn = getSignedIn(context);
  if (!signedIn) return;
  const { role, username } = signedIn.profile;
  if (!username) throw redirect("/update-profile");
  const asked = request ? new URL(request.url).searchParams.get(returnParam) : null;
  throw redirect(returnPathFor(role, asked));
}
