import type { IncomingMessage } from "node:http";
import type { ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { routeLabeller } from "./route-label";

const route = (
  id: string,
  path: string | undefined,
  extra: { index?: boolean; parentId?: string } = {},
) => ({
  id,
  parentId: id === "root" ? undefined : "root",
  path,
  ...extra,
  module: {},
});

// The shapes of app/routes.ts: an index, plain pages, parameters, a file-like path, a catch-all.
const routes = Object.fromEntries(
  [
    route("root", ""),
    route("routes/home", undefined, { index: true }),
    route("routes/login", "login"),
    route("routes/campaign-detail", "campaign/:id"),
    route("routes/public-campaign-share-image", "b/:campaignId/share.png"),
    // The admin's layout and its screens, beside pages whose path starts with the same word.
    route("routes/admin", "admin"),
    route("routes/admin/reviews", "reviews", { parentId: "routes/admin" }),
    route("routes/admin-login", "admin/login"),
    route("routes/admin-payout-qr", "admin/payouts/:payoutId/qr"),
    route("routes/not-found", "*"),
  ].map((entry) => [entry.id, entry]),
) as unknown as ServerBuild["routes"];

const label = routeLabeller(routes);
const request = (url: string, expressPath?: string) =>
  ({ url, ...(expressPath ? { route: { path: expressPath } } : {}) }) as unknown as IncomingMessage;

it("names a request by its route's pattern, never by the ids in its path", () => {
  expect(label(request("/"))).toBe("/");
  expect(label(request("/login?redirectTo=/user/dashboard"))).toBe("/login");
  expect(label(request("/campaign/5b1c7e0e-3f0e-4b8e-9a57-0c6f1b2d9e11"))).toBe("/campaign/:id");
  expect(label(request("/b/5b1c7e0e-3f0e-4b8e-9a57-0c6f1b2d9e11/share.png?lang=hi"))).toBe(
    "/b/:campaignId/share.png",
  );
  expect(label(request("/wp-login.php"))).toBe("/*");
});

it("names a page's data request as the page", () => {
  expect(label(request("/login.data"))).toBe("/login");
  expect(label(request("/_root.data"))).toBe("/");
  expect(label(request("/campaign/abc/_.data"))).toBe("/campaign/:id");
});

it("names Express's own routes by their path", () => {
  expect(label(request("/healthz", "/healthz"))).toBe("/healthz");
});

it("finds a route among those that share its path's first word, in any case or encoding", () => {
  expect(label(request("/admin"))).toBe("/admin");
  expect(label(request("/admin/reviews?page=2"))).toBe("/admin/reviews");
  expect(label(request("/admin/login"))).toBe("/admin/login");
  expect(label(request("/admin/payouts/7/qr"))).toBe("/admin/payouts/:payoutId/qr");
  expect(label(request("/Admin/LOGIN"))).toBe("/admin/login");
  expect(label(request("/%61dmin/login"))).toBe("/admin/login");
  expect(label(request("/admin/nothing-here"))).toBe("/*");
  expect(label(request("/nothing/here"))).toBe("/*");
  expect(label(request("/login/more"))).toBe("/*");
});

it("gives a path the same name when asked again, and after thousands of other paths", () => {
  const fresh = routeLabeller(routes);
  expect(fresh(request("/campaign/first"))).toBe("/campaign/:id");
  expect(fresh(request("/campaign/first"))).toBe("/campaign/:id");
  for (let n = 0; n < 5000; n++) expect(fresh(request(`/campaign/${n}`))).toBe("/campaign/:id");
  expect(fresh(request("/login"))).toBe("/login");
  expect(fresh(request("/campaign/first/_.data"))).toBe("/campaign/:id");
  const long = `/campaign/${"x".repeat(5000)}`;
  expect(fresh(request(long))).toBe("/campaign/:id");
  expect(fresh(request(long))).toBe("/campaign/:id");
});
