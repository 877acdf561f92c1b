import { redirect } from "react-router";
import { signOutAndRedirect } from "~/auth/sign-in.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

/** Deletes this browser's session; a POST, so another site cannot log anyone out. */
export function action({ context }: Route.ActionArgs) {
  return signOutAndRedirect(context, {
    toast: { title: "auth.loggedOutTitle", description: "auth.loggedOutText" },
  });
}
