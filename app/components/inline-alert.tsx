import type { ReactNode } from "react";
import type { FlashToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";

/** A message in the form itself, so it is there without script and for screen readers. */
export function FormAlert({
  tone = "error",
  children,
}: {
  tone?: "error" | "info";
  children: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          : "rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
      }
    >
      {children}
    </div>
  );
}

/**
 * A refusal with no field of its own ('Login Failed', 'Access Denied'), said once above the
 * form's fields (decision 035): its title, its text, and what to do next when there is a step
 * (`footer`, a link).
 */
export function RefusalAlert({ refusal, footer }: { refusal: FlashToast; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormAlert>
      <strong className="block">{translateKey(t, refusal.title)}</strong>
      {refusal.description ? translateKey(t, refusal.description, refusal.values) : null}
      {footer}
    </FormAlert>
  );
}
