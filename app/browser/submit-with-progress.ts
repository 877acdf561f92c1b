import {
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  redirect,
} from "react-router";
import { postFormWithProgress } from "./upload-progress";

/**
 * A clientAction's `serverAction()` for a form carrying a photo: the same multipart form to the
 * same single-fetch URL, answered and decoded as React Router's own fetch would (react-router
 * pinned at 7.18.4), but sent with XMLHttpRequest so that the upload reports its progress.
 */
export async function serverActionWithProgress<T>(request: Request): Promise<T> {
  const form = await request.formData();
  const url = new URL(request.url);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  const answer = await postFormWithProgress(url.href, form, request.signal);
  if (answer.status >= 400 && !answer.headers.has("X-Remix-Response")) {
    throw new ErrorResponseImpl(
      answer.status,
      answer.statusText,
      new TextDecoder().decode(answer.body),
    );
  }
  const location = answer.headers.get("X-Remix-Redirect");
  if (answer.status === 204 && location) {
    throw redirect(location, Number(answer.headers.get("X-Remix-Status") || "302"));
  }
  const body = new Response(answer.body).body;
  if (!body) throw new Error("No response body to decode");
  const typed = (await decodeViaTurboStream(body, window)).value as {
    redirect?: string;
    status?: number;
    data?: T;
    error?: unknown;
  };
  if (typed.redirect) throw redirect(typed.redirect, typed.status ?? 302);
  if ("error" in typed) throw typed.error;
  return typed.data as T;
}
