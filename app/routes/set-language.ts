import { redirect } from "react-router";
import { rememberLanguage } from "~/auth/profile.server";
import { getServices, getSignedIn } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { safeRedirectPath } from "~/http/safe-redirect";
import { isLanguage } from "~/i18n/languages";
import { languageCookie } from "~/i18n/negotiate.server";
import type { Route } from "./+types/set-language";

export function loader() {
  return redirect("/");
}

/** Remembers the language chosen with the header switch and goes back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const lang = form.get("lang");
  const to = safeRedirectPath(form.get("redirectTo"));
  if (!isLanguage(lang)) return redirect(to);
  const signedIn = getSignedIn(context);
  if (signedIn) {
    await rememberLanguage(getServices(context).db, {
      profileId: signedIn.profile.id,
      language: lang,
    });
  }
  return redirect(to, { headers: { "Set-Cookie": await languageCookie.serialize(lang) } });
}
