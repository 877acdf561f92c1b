import type { HeadersFunction } from "react-router";

/*
 * The headers a refusal's answer carries (decisions 116 and 123). This module is read by the
 * server, which sends them, and by the browser's retrying fetch, which reads one of them.
 */

/**
 * The challenge of a 401 (RFC 9110 §11.6.1, §15.5.2: a 401 MUST carry one). Our sign-in is a
 * form that sets a session cookie, no scheme of RFC 9110's; the scheme is named `Cookie`, after
 * the Internet-Draft draft-broyer-http-cookie-auth, with the form that signs in.
 */
export const signInChallenge = 'Cookie realm="ReviewKaro", form-action="/login"';

/**
 * Marks an answer the app gave on purpose, a refusal said to the person: the browser's retrying
 * fetch passes it through, even a 503 (an SMS not sent), instead of asking again by itself.
 */
export const refusalHeader = "X-Refusal";

const passedOn = ["Retry-After", "WWW-Authenticate", refusalHeader] as const;

/**
 * A page's `headers` export: React Router sends an action's Set-Cookie of its own accord, but
 * any other header only when the route passes it on. Every page with an action exports this, so
 * a refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser
 * (tests/unit/refusal-headers.test.ts keeps it so).
 */
export const passRefusalHeaders: HeadersFunction = ({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const headers = new Headers(parentHeaders);
  for (const from of [loaderHeaders, actionHeaders, errorHeaders]) {
    for (const name of passedOn) {
      const value = from?.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
};
