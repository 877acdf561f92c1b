import { describe, expect, it } from "vitest";
import {
  APP_FILES,
  cacheName,
  isSignOut,
  mayStore,
  type RequestFacts,
  staleCaches,
  strategyFor,
} from "./rules";

const origin = "https://reviewkaro.example";
const get = (path: string, mode = "cors"): RequestFacts => ({
  method: "GET",
  url: `${origin}${path}`,
  mode,
  origin,
});

describe("strategyFor", () => {
  it("opens pages from the network, with the offline page as the only fallback", () => {
    for (const path of [
      "/",
      "/user/dashboard",
      "/b/123",
      "/login?redirectTo=%2Fuser%2Fdashboard",
    ]) {
      expect(strategyFor(get(path, "navigate")), path).toBe("page");
    }
  });

  it("serves the build's files and icons from the cache", () => {
    for (const path of [
      "/assets/root-BxY12.js",
      "/assets/app-9f8e.css",
      "/assets/noto-sans-devanagari-devanagari-400-normal-Ab1.woff2",
      "/favicon.svg",
      "/icon-192.png",
      "/icon-maskable-512.png",
      "/manifest.webmanifest",
    ]) {
      expect(strategyFor(get(path)), path).toBe("file");
    }
  });

  it("never answers loader data, whatever the page", () => {
    for (const path of [
      "/user/dashboard.data",
      "/_root.data",
      "/user/dashboard.data?_routes=root",
      "/user/dashboard?_data=root",
    ]) {
      expect(strategyFor(get(path)), path).toBe("pass");
      expect(strategyFor(get(path, "navigate")), path).toBe("pass");
    }
  });

  it("never answers proofs, the live stream, webhooks, the dev outbox or the worker itself", () => {
    for (const path of [
      "/proof/00000000-0000-4000-8000-000000000000",
      "/events",
      "/webhooks/razorpay",
      "/dev/outbox",
      "/sw.js",
      "/logout",
      "/healthz",
    ]) {
      expect(strategyFor(get(path)), path).toBe("pass");
      expect(strategyFor(get(path, "navigate")), path).toBe("pass");
    }
  });

  it("never answers a POST, a PUT or a DELETE, not even of a build file", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      expect(strategyFor({ ...get("/user/dashboard", "navigate"), method })).toBe("pass");
      expect(strategyFor({ ...get("/assets/x.js"), method })).toBe("pass");
    }
  });

  it("passes everything else: other origins, other paths of ours, React Router's manifest", () => {
    expect(strategyFor({ ...get("/"), url: "https://checkout.razorpay.com/v1/checkout.js" })).toBe(
      "pass",
    );
    expect(strategyFor({ ...get("/"), url: "https://other.example/x", mode: "navigate" })).toBe(
      "pass",
    );
    for (const path of [
      "/__manifest?p=%2Fuser%2Fdashboard",
      "/b/1/share.png",
      "/campaign/1/reviews.csv",
      "/assets/nested/x.js",
      "/favicon.svg.bak",
    ]) {
      expect(strategyFor(get(path)), path).toBe("pass");
    }
  });

  it("lists as the worker's own files only paths it serves from the cache", () => {
    for (const path of APP_FILES.filter((path) => path !== "/offline")) {
      expect(strategyFor(get(path)), path).toBe("file");
    }
  });
});

describe("mayStore", () => {
  const ok = { status: 200, type: "basic", cacheControl: null, vary: null };

  it("keeps a whole answer of our own origin", () => {
    expect(mayStore(ok)).toBe(true);
    expect(mayStore({ ...ok, cacheControl: "public, max-age=31536000, immutable" })).toBe(true);
    expect(mayStore({ ...ok, vary: "Accept-Encoding" })).toBe(true);
  });

  it("obeys no-store and private, as every signed-in answer says", () => {
    expect(mayStore({ ...ok, cacheControl: "private, no-store" })).toBe(false);
    expect(mayStore({ ...ok, cacheControl: "no-store" })).toBe(false);
    expect(mayStore({ ...ok, cacheControl: "Private" })).toBe(false);
    expect(mayStore({ ...ok, cacheControl: "max-age=0, NO-STORE" })).toBe(false);
  });

  it("keeps no answer that depends on the cookie", () => {
    expect(mayStore({ ...ok, vary: "Cookie" })).toBe(false);
    expect(mayStore({ ...ok, vary: "Accept-Encoding, cookie" })).toBe(false);
    expect(mayStore({ ...ok, vary: "*" })).toBe(false);
  });

  it("keeps no error, partial, redirected-away or foreign answer", () => {
    for (const status of [206, 301, 304, 404, 500, 503]) {
      expect(mayStore({ ...ok, status }), String(status)).toBe(false);
    }
    expect(mayStore({ ...ok, type: "opaque", status: 0 })).toBe(false);
    expect(mayStore({ ...ok, type: "cors" })).toBe(false);
    expect(mayStore({ ...ok, type: "opaqueredirect", status: 0 })).toBe(false);
  });
});

describe("caches", () => {
  it("an activating version deletes every other version's caches and nobody else's", () => {
    const names = [cacheName("old1"), cacheName("new"), cacheName("old2"), "someone-else"];
    expect(staleCaches(names, "new")).toEqual([cacheName("old1"), cacheName("old2")]);
  });
});

describe("isSignOut", () => {
  it("is a POST to our /logout only", () => {
    expect(isSignOut({ ...get("/logout", "navigate"), method: "POST" })).toBe(true);
    expect(isSignOut({ ...get("/logout.data"), method: "POST" })).toBe(true);
    expect(isSignOut({ ...get("/logout.datax"), method: "POST" })).toBe(false);
    expect(isSignOut(get("/logout", "navigate"))).toBe(false);
    expect(isSignOut({ ...get("/logout"), method: "POST", url: "https://x.example/logout" })).toBe(
      false,
    );
  });
});
