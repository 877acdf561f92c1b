import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Role } from "~/db/schema";
import { dashboardPath } from "./dashboard-path";
import { loginPathReturningTo, returnParam, returnPathFor } from "./return-path";

const roles: Role[] = ["user", "business", "admin"];
const dashboard = dashboardPath;

describe("the page a person lands on after signing in", () => {
  it("is the page asked for when it is on this site and open to the role", () => {
    expect(returnPathFor("business", "/campaign/42?page=2")).toBe("/campaign/42?page=2");
    expect(returnPathFor("business", "/business/dashboard?tab=payments")).toBe(
      "/business/dashboard?tab=payments",
    );
    expect(returnPathFor("user", "/user/dashboard?city=Indore")).toBe(
      "/user/dashboard?city=Indore",
    );
    expect(returnPathFor("admin", "/admin/payouts?payouts=2")).toBe("/admin/payouts?payouts=2");
    expect(returnPathFor("user", "/change-password")).toBe("/change-password");
  });

  it("is the dashboard for another role's area, sign-in pages, or nothing asked", () => {
    expect(returnPathFor("user", "/campaign/42")).toBe("/user/dashboard");
    expect(returnPathFor("business", "/admin/dashboard")).toBe("/business/dashboard");
    expect(returnPathFor("admin", "/user/dashboard")).toBe("/admin/reviews");
    expect(returnPathFor("user", "/login?redirectTo=/user/dashboard")).toBe("/user/dashboard");
    expect(returnPathFor("admin", "/admin/login")).toBe("/admin/reviews");
    expect(returnPathFor("user", "/")).toBe("/user/dashboard");
    expect(returnPathFor("user", null)).toBe("/user/dashboard");
  });

  it("is the dashboard for anything that could leave the site", () => {
    for (const asked of [
      "https://evil.example/user/dashboard",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "user/dashboard",
      "/user/dashboard\nSet-Cookie: x=1",
      " /user/dashboard",
    ]) {
      expect(returnPathFor("user", asked), asked).toBe("/user/dashboard");
    }
  });

  it("never leaves the site, whatever is asked (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...roles),
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((rest) => `/${rest}`),
          fc.string().map((rest) => `//${rest}`),
          fc.string().map((rest) => `/\\${rest}`),
        ),
        (role, asked) => {
          const path = returnPathFor(role, asked);
          expect(path.startsWith("/")).toBe(true);
          expect(path.startsWith("//")).toBe(false);
          expect(path).not.toMatch(/[\\\p{Cc}]/u);
          // Resolved against this site, the path stays on it.
          expect(new URL(path, "https://reviewkaro.in").origin).toBe("https://reviewkaro.in");
          if (path !== dashboard(role)) expect(path).toBe(asked);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("never opens another role's area (property)", () => {
    const areas = {
      user: "/user/",
      business: "/business/",
      admin: "/admin/",
      moderator: "/moderator/",
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...roles),
        fc.constantFrom(...roles),
        fc.webPath(),
        (role, owner, rest) => {
          const path = returnPathFor(role, `${areas[owner]}${rest.replace(/^\//, "")}`);
          if (owner !== role) expect(path).toBe(dashboard(role));
        },
      ),
    );
  });
});

describe("the way to /login from a guarded page", () => {
  it("carries the page asked for, query included", () => {
    const login = loginPathReturningTo(new URL("https://reviewkaro.in/campaign/42?page=2"));
    expect(new URL(login, "https://reviewkaro.in").searchParams.get(returnParam)).toBe(
      "/campaign/42?page=2",
    );
  });

  it("carries the page itself for a data request of it", () => {
    const login = loginPathReturningTo(
      new URL(
        "https://reviewkaro.in/user/dashboard.data?_routes=routes%2Fuser-dashboard&live=x&page=2",
      ),
    );
    expect(new URL(login, "https://reviewkaro.in").searchParams.get(returnParam)).toBe(
      "/user/dashboard?page=2",
    );
    expect(loginPathReturningTo(new URL("https://reviewkaro.in/_root.data"))).toBe("/login");
  });

  it("carries nothing from the landing page", () => {
    expect(loginPathReturningTo(new URL("https://reviewkaro.in/"))).toBe("/login");
  });
});
