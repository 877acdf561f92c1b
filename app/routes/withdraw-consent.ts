import { data, redirect } from "react-router";
import { requireProfile } from "~/auth/guards.server";
import { withdrawConsent, withdrawConsentRefusals } from "~/domain/shared/consents.server";
import { refusalToast } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { type FlashToast, redirectWithToast } from "~/http/toast.server";
import type { Route } from "./+types/withdraw-consent";

export function loader() {
  return redirect("/update-profile#privacy");
}

/** The profile's one-tap Withdraw (decision 074): it takes effect in this request's transaction. */
export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireProfile(context);
  const form = await readForm(request);
  const outcome = await withdrawConsent(getServices(context).db, {
    profileId: profile.id,
    purpose: String(form.get("purpose") ?? ""),
  });
  if (!outcome.ok) {
    const refusal = withdrawConsentRefusals[outcome.reason];
    return data<{ toast: FlashToast }>({ toast: refusalToast(refusal) }, refusal.status);
  }
  // Back to the profile's privacy section, which now says when it was withdrawn.
  return redirectWithToast("/update-profile#privacy", {
    title: "consent.withdrawnTitle",
    description: "consent.withdrawnText",
    variant: "success",
  });
}
