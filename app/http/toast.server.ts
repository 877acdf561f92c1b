import { randomBytes } from "node:crypto";
import type { TFunction } from "i18next";
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { translateKey } from "~/i18n/i18n";

/** A toast carried across a redirect: message keys and their values, translated when shown. */
export const flashToastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(200).optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  variant: z.enum(["default", "success", "error"]).optional(),
});
export type FlashToast = z.infer<typeof flashToastSchema>;

/** A toast already in the reader's language. */
export type TranslatedToast = Omit<FlashToast, "values"> & { translated: true };

/**
 * A flash toast crosses pages (a login's lands on a dashboard) and may name messages of any of
 * them, while the browser holds only its page's groups: the server translates it.
 */
export function translateToast(t: TFunction, toast: FlashToast): TranslatedToast {
  return {
    title: translateKey(t, toast.title, toast.values),
    description: toast.description ? translateKey(t, toast.description, toast.values) : undefined,
    variant: toast.variant,
    translated: true,
  };
}

const toastOptions = { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 } as const;

/**
 * Signed, so that a toast is only ever one this server wrote: a cookie planted by someone else
 * (a sibling subdomain, a plain-HTTP hop) is dropped. Until the server signs with its session
 * secret (signToastsWith, at boot), a key of the process's own, as in tests that post forms.
 */
let toastCookie = createCookie("toast", {
  ...toastOptions,
  secrets: [randomBytes(32).toString("hex")],
});

/** Signs every toast with the server's secret; called once at boot. */
export function signToastsWith(secret: string): void {
  toastCookie = createCookie("toast", { ...toastOptions, secrets: [secret] });
}

export async function toastHeader(toast: FlashToast): Promise<string> {
  return toastCookie.serialize(toast);
}

export async function redirectWithToast(url: string, toast: FlashToast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the toast left by the last redirect and the header that clears it. */
export async function takeToast(
  request: Request,
): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const headers = new Headers();
  const raw: unknown = await toastCookie.parse(request.headers.get("cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  const parsed = flashToastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}
