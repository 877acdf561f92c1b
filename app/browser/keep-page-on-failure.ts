import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { liveParam } from "~/events/live-sections";
import type { FlashToast } from "~/http/toast.server";

/**
 * A request from the page that fails for good (after app/retrying-fetch.ts has tried again)
 * becomes a toast with the server's message, and the page stays as it was: an open dialog keeps
 * what the person typed (SPEC §2 "Live updates"). Redirects go on as usual.
 */
export async function keepPageOnFailure<T>(serverAction: () => Promise<T>): Promise<T | Failed<T>> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { toast: failureToast(error) } as Failed<T>;
  }
}

/**
 * A review's submission (decision 131): a request that never reached the server is answered
 * `unsent: "offline"`, so the draft waits for the network; one the server failed is a toast, and
 * `unsent: "failed"` keeps the draft to send again.
 */
export async function keepUnsent<T>(send: () => Promise<T>): Promise<T | Unsent<T>> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof Response) throw error;
    // fetch and XMLHttpRequest (upload-progress.ts) fail with a TypeError when nothing came back.
    if (error instanceof TypeError) return { toast: null, unsent: "offline" } as Unsent<T>;
    return { toast: failureToast(error), unsent: "failed" } as Unsent<T>;
  }
}

type Unsent<T> = { toast: FlashToast | null; unsent: "offline" | "failed" } & {
  [K in Exclude<KeysOf<T>, "toast" | "unsent">]?: undefined;
};

/** The toast of a failed request, for a page whose action never answers with one. */
export function failureOf(answer: object | undefined): FlashToast | undefined {
  return answer && "toast" in answer ? (answer.toast as FlashToast | undefined) : undefined;
}

type KeysOf<T> = T extends unknown ? keyof T : never;
/** A failure carries only its toast; the page reads the action's other fields as absent. */
type Failed<T> = { toast: FlashToast } & { [K in Exclude<KeysOf<T>, "toast">]?: undefined };

/** The toast for a failed request, naming what the server (or the network) said. */
export function failureToast(error: unknown): FlashToast {
  return {
    title: "errors.somethingWrong",
    description: "errors.requestFailed",
    values: { message: failureMessage(error) },
    variant: "error",
  };
}

function failureMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    // A short plain-text body (our own refusals) says more than the status line; a page of
    // HTML from a proxy does not.
    const body = typeof error.data === "string" ? error.data.trim() : "";
    const readable = body && body.length <= 160 && !body.startsWith("<") ? body : "";
    return readable || `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error && error.message) return error.message.slice(0, 160);
  return String(error).slice(0, 160);
}

/** What a page's loader last gave, by path (or key): shown again, with a toast, when a reload fails. */
const lastLoaded = new Map<string, object>();

/** A page's data, with the toast of a reload that failed (the data is then the last good one). */
export type KeptOnFailure<T> = T & { loadFailure?: FlashToast };

/**
 * A page's clientLoader: when reloading its data fails for good (a live refresh, the reload
 * after a form, a reconnect), the page keeps what it shows and a toast says what the server said,
 * instead of the error screen. A live refresh (?live=…) answers with just the toast, and its
 * sections stay as they are. A first load with nothing to keep fails as usual; redirects go on.
 */
export async function keepPageOnLoadFailure<T extends object>(
  request: Request,
  serverLoader: () => Promise<T>,
  options: { key?: string } = {},
): Promise<KeptOnFailure<T>> {
  const url = new URL(request.url);
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    const loadFailure = failureToast(error);
    // A live refresh's answer is read only for its sections, which it then has none of.
    if (url.searchParams.has(liveParam)) return { loadFailure } as KeptOnFailure<T>;
    const kept = lastLoaded.get(options.key ?? url.pathname);
    if (!kept) throw error;
    return { ...(kept as T), loadFailure };
  }
}

/** The toast of a failed reload, if the page's data carries one. */
export function loadFailureOf(data: object): FlashToast | undefined {
  return "loadFailure" in data ? (data.loadFailure as FlashToast | undefined) : undefined;
}

/**
 * Remembers the data a page shows, for keepPageOnLoadFailure (call it in the page). `key` names
 * data that is the same on every path (the root's), as in keepPageOnLoadFailure.
 */
export function useKeepLoaded(data: object, options: { key?: string } = {}) {
  const { pathname } = useLocation();
  const key = options.key ?? pathname;
  useEffect(() => {
    if (!loadFailureOf(data)) lastLoaded.set(key, data);
  }, [key, data]);
}
