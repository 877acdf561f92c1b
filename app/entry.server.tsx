import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  type EntryContext,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { NonceContext } from "./components/nonce";
import { isDatabaseUnavailable } from "./db/unavailable";
import { getRequestInfo, markDatabaseUnavailable } from "./http/context.server";
import { busyHeaders } from "./http/unavailable-response.server";
import { serverTranslation } from "./i18n/translate.server";
import { TranslationContext } from "./i18n/use-translation";
import { setIslandRenderer } from "./islands/render-island";
import { logger } from "./logging/logger.server";

// An island is rendered as its own root, as the browser hydrates it (decision 141).
setIslandRenderer((node, identifierPrefix) => renderToString(node, { identifierPrefix }));

export const streamTimeout = 5_000;

/**
 * Every error of a loader, action or middleware passes here first. A database that cannot take
 * the work marks the request, which is then answered 503 with Retry-After, not 500.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const info = getRequestInfo(context as RouterContextProvider);
  if (isDatabaseUnavailable(error)) {
    // Said once, by the request's own log line (server/request-log.ts, decision 112).
    markDatabaseUnavailable(info, error);
    return;
  }
  logger.error({ reqId: info.requestId, err: error }, "request error");
};

/** A client navigation whose data the database could not give: 503, which the page retries. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (!getRequestInfo(context as RouterContextProvider).faults.databaseUnavailable) return response;
  return new Response(response.body, {
    status: 503,
    headers: busyHeaders(new Headers(response.headers)),
  });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce, language, faults } = getRequestInfo(loadContext);
  const translation = serverTranslation(language);
  if (faults.databaseUnavailable) {
    // The error boundary shows the "busy, try again" page in the person's language.
    responseStatusCode = 503;
    busyHeaders(responseHeaders);
    const { errors } = routerContext.staticHandlerContext;
    for (const routeId of Object.keys(errors ?? {})) {
      if (errors) errors[routeId] = new ErrorResponse(503, "Service Unavailable", null);
    }
  }

  // The whole page is rendered before it is sent, in one piece. Pages wait for no data while they
  // render (loaders have finished), so a stream would only cut the same bytes into ~70 chunks,
  // each passed through web streams, compression and a socket write: buffering costs a dashboard
  // 2-3 ms less CPU (bench:profile), and a render error can still change the status.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.append("Vary", "Accept-Language, Cookie");
        resolve(
          new Response(Buffer.concat(chunks), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={cspNonce}>
        <TranslationContext value={translation}>
          <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
        </TranslationContext>
      </NonceContext.Provider>,
      {
        nonce: cspNonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error before the shell is rejected by onShellError and logged by React Router.
          if (shellRendered)
            logger.error(
              { reqId: getRequestInfo(loadContext).requestId, err: error },
              "render error",
            );
        },
      },
    );
  });
}
