import { isRouteErrorResponse } from "react-router";
import type { FlashToast } from "./toast.server";

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
