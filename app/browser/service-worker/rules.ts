/**
 * What the service worker (worker.ts) does with each request, and what it may keep: pure
 * functions of a request's and a response's plain facts, so every rule is unit-tested
 * (rules.test.ts) without a browser. Decision 130.
 *
 * The worker keeps nothing personal: it stores only the build's files (hashed under /assets/,
 * the icons, the manifest) and the offline page, fetched without cookies. No page's HTML, no
 * loader data, no answer marked no-store or private is ever stored or served from the cache.
 */

/** The page shown in place of any page when the network is gone (app/routes/offline.tsx). */
export const OFFLINE_PATH = "/offline";

/** The worker's own files, fetched without cookies when it installs. */
export const APP_FILES = [
  OFFLINE_PATH,
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icon-192.png",
  "/icon-512.png",
  "/icon-maskable-512.png",
] as const;

/** Every cache of ours starts so; a version's caches carry its version after it. */
export const CACHE_PREFIX = "reviewkaro-";

export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** The caches an activating worker of `version` deletes: every other version's. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(version));
}

export type RequestFacts = {
  method: string;
  url: string;
  /** Request.mode: "navigate" for a page the browser opens. */
  mode: string;
  /** The worker's own origin (self.location.origin). */
  origin: string;
};

/**
 * - `pass`: the worker does not answer; the browser goes to the network as if there were none.
 * - `page`: a page opened: the network only, and the offline page when the network fails.
 * - `file`: a build file: from the cache, else the network (kept when allowed).
 */
export type Strategy = "pass" | "page" | "file";

/** Paths never answered from the cache nor stored, whatever else holds (personal or live). */
const neverCached = [
  /^\/proof\//, // proof photos of a review
  /^\/events(\/|$)/, // the live-update stream
  /^\/webhooks\//, // providers' posts
  /^\/dev\//, // the development outbox (one-time passwords)
  /^\/logout(\/|$)/,
  /^\/sw\.js$/, // the worker itself: the browser checks it on its own terms
  /^\/(livez|readyz|healthz)$/,
];

/** Files of the build that are the same for everyone. */
const appFile = /^\/(assets\/[^/]+|favicon\.svg|icon-[a-z0-9-]+\.png|manifest\.webmanifest)$/;

export function strategyFor(request: RequestFacts): Strategy {
  if (request.method !== "GET") return "pass";
  const url = new URL(request.url);
  if (url.origin !== request.origin) return "pass";
  const path = url.pathname;
  if (neverCached.some((pattern) => pattern.test(path))) return "pass";
  // React Router's loader data (`/x.data`, `/_root.data`) and the old `?_data=` form.
  if (path.endsWith(".data") || url.searchParams.has("_data")) return "pass";
  if (request.mode === "navigate") return "page";
  if (appFile.test(path)) return "file";
  return "pass";
}

export type ResponseFacts = {
  status: number;
  /** Response.type: "basic" for our own origin; "opaque" and others are never kept. */
  type: string;
  cacheControl: string | null;
  vary: string | null;
};

/**
 * Whether an answer may be stored: a whole 200 of our origin that says nothing against it.
 * `no-store` and `private` (every signed-in answer: session-middleware.server.ts) are obeyed,
 * as is a `Vary: Cookie` (an answer that depends on who asks).
 */
export function mayStore(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== "basic") return false;
  const directives = (response.cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());
  if (directives.includes("no-store") || directives.includes("private")) return false;
  const vary = (response.vary ?? "").toLowerCase();
  return !/(^|,)\s*(cookie|\*)\s*(,|$)/.test(vary);
}

/** A sign-out on its way: the worker empties its caches too (Clear-Site-Data also does). */
export function isSignOut(request: RequestFacts): boolean {
  const url = new URL(request.url);
  // A plain form posts to /logout; the hydrated header's <Form> to /logout.data.
  const path = url.pathname;
  return (
    request.method === "POST" &&
    url.origin === request.origin &&
    (path === "/logout" || path === "/logout.data")
  );
}
