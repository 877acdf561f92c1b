import type { ReactNode } from "react";

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
