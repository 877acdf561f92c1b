/**
 * The service worker, served at /sw.js (scope /): built on its own by vite.worker.config.ts
 * after the app's build. Its rules are rules.ts; this file only applies them. Decision 130.
 *
 * - Install: store the offline page and the app's icons and manifest (fetched without cookies,
 *   so they are a signed-out visitor's), and the stylesheets and scripts the offline page names.
 * - Activate: delete every other version's caches (a deploy's worker replaces the last one).
 * - Pages: the network only; when it fails, the offline page. No page is ever stored.
 * - Build files: from the cache, else the network, stored when the answer allows it.
 * - A sign-out: the caches are emptied and filled again as at install (the answer's
 *   Clear-Site-Data empties them too, and removes this worker: the next page registers it again).
 */
import {
  APP_FILES,
  cacheName,
  isSignOut,
  mayStore,
  OFFLINE_PATH,
  type RequestFacts,
  staleCaches,
  strategyFor,
} from "./rules";

// The DOM library has no service-worker types (its WebWorker library clashes with the DOM one):
// just what this file uses.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

declare const __WORKER_VERSION__: string;
const worker = self as unknown as WorkerScope;
const cache = cacheName(__WORKER_VERSION__);

/** The build files the offline page needs to look like the app: its stylesheets and scripts. */
function filesNamedIn(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1] ?? "");
}

async function install(): Promise<void> {
  const store = await caches.open(cache);
  const named = await Promise.all(
    APP_FILES.map(async (path) => {
      // Without cookies: the offline page is the same for everyone and names no one.
      const response = await fetch(path, { credentials: "omit", cache: "no-cache" });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await store.put(path, response.clone());
      return path === OFFLINE_PATH ? filesNamedIn(await response.text()) : [];
    }),
  );
  await store.addAll(named.flat());
}

async function activate(): Promise<void> {
  const stale = staleCaches(await caches.keys(), __WORKER_VERSION__);
  await Promise.all(stale.map((name) => caches.delete(name)));
  await worker.clients.claim();
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PATH, { cacheName: cache });
    if (offline) return offline;
    throw error;
  }
}

async function file(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: cache });
  if (cached) return cached;
  const response = await fetch(request);
  const facts = {
    status: response.status,
    type: response.type,
    cacheControl: response.headers.get("Cache-Control"),
    vary: response.headers.get("Vary"),
  };
  if (mayStore(facts)) {
    const copy = response.clone();
    void caches.open(cache).then((store) => store.put(request, copy));
  }
  return response;
}

async function emptyCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

worker.addEventListener("install", (event) => {
  event.waitUntil(install().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(activate());
});

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  const facts: RequestFacts = {
    method: request.method,
    url: request.url,
    mode: request.mode,
    origin: worker.location.origin,
  };
  if (isSignOut(facts)) {
    // Then the signed-out visitor's files again, so the next person still gets the offline page.
    event.waitUntil(
      emptyCaches()
        .then(install)
        .catch(() => undefined),
    );
    return;
  }
  const strategy = strategyFor(facts);
  if (strategy === "page") event.respondWith(page(request));
  else if (strategy === "file") event.respondWith(file(request));
});
