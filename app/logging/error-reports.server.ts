import {
  type BaseTransportOptions,
  createStackParser,
  createTransport,
  dedupeIntegration,
  type ErrorEvent,
  linkedErrorsIntegration,
} from "@sentry/core";
import { nodeStackLineParser, ServerRuntimeClient } from "@sentry/core/server";
import { type ErrorReporter, withoutSecrets } from "./logger.server";

/** Sentry's transport over the runtime's fetch: one POST of an envelope per event. */
function fetchTransport(options: BaseTransportOptions) {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: "POST",
      body: request.body as BodyInit,
      headers: options.headers,
    });
    return {
      statusCode: response.status,
      headers: {
        "retry-after": response.headers.get("retry-after"),
        "x-sentry-rate-limits": response.headers.get("x-sentry-rate-limits"),
      },
    };
  });
}

/**
 * Only what the log line would keep: no request (cookies, headers, body), no user, and messages
 * without query parameters or row details, as errorForLog cuts them.
 */
function scrubbed(event: ErrorEvent): ErrorEvent {
  delete event.request;
  delete event.user;
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = withoutSecrets(exception.value);
  }
  if (typeof event.message === "string") event.message = withoutSecrets(event.message);
  return event;
}

/**
 * Reports errors to Sentry or any service that takes a Sentry DSN (GlitchTip, Bugsink, a
 * self-hosted Sentry), with the SDK's own core client: no tracing, no automatic instrumentation,
 * nothing sent but the errors the log writes at level error (decision 044).
 */
export function createErrorReporter(options: { dsn: string; environment: string }): ErrorReporter {
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: fetchTransport,
    platform: "node",
    runtime: { name: "node", version: process.version },
    sendDefaultPii: false,
    beforeSend: scrubbed,
  });
  client.init();
  return {
    report(error, context) {
      client.captureException(error, {
        captureContext: { tags: context.tags, extra: { message: context.message } },
      });
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
