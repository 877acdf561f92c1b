import type { Browser, BrowserContext } from "@playwright/test";
import { dashboardPath } from "~/auth/dashboard-path";
import {
  adminContext,
  clientAddressHeaders,
  expect,
  signUp,
  signUpToProfileSetup,
  test,
} from "./support/fixtures";
import {
  createApprovedCampaign,
  newReviewer,
  pendingReviewId,
  post,
  submitReview,
} from "./support/rewards";

type Who = "anonymous" | "incomplete" | "user" | "business" | "admin";

async function contextAs(browser: Browser, baseURL: string, who: Who): Promise<BrowserContext> {
  const context =
    who === "admin"
      ? await adminContext(browser)
      : await browser.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders() });
  const page = await context.newPage();
  if (who === "user" || who === "business") await signUp(page, { role: who });
  if (who === "incomplete") await signUpToProfileSetup(page);
  await page.close();
  return context;
}

const pages = [
  "/update-profile",
  "/change-password",
  "/user/dashboard",
  "/business/dashboard",
  "/admin/reviews",
];

/**
 * An anonymous visitor's way to /login from a page: carrying the page to return to after signing
 * in, except from the profile setup (only a new account, just signed in, goes there).
 */
function returningTo(path: string): string {
  return path === "/update-profile" ? "/login" : `/login?redirectTo=${encodeURIComponent(path)}`;
}

/** Where each kind of visitor ends up (null: the page itself answers). */
const expected: Record<Who, Record<string, string | null>> = {
  anonymous: Object.fromEntries(pages.map((path) => [path, "/login"])),
  incomplete: {
    "/update-profile": null,
    "/change-password": "/update-profile",
    "/user/dashboard": "/update-profile",
    "/business/dashboard": "/update-profile",
    "/admin/reviews": "/update-profile",
  },
  user: {
    "/update-profile": null,
    "/change-password": null,
    "/user/dashboard": null,
    "/business/dashboard": "/user/dashboard",
    "/admin/reviews": "/user/dashboard",
  },
  business: {
    "/update-profile": null,
    "/change-password": null,
    "/user/dashboard": "/business/dashboard",
    "/business/dashboard": null,
    "/admin/reviews": "/business/dashboard",
  },
  admin: {
    "/update-profile": null,
    "/change-password": null,
    "/user/dashboard": "/admin/reviews",
    "/business/dashboard": "/admin/reviews",
    "/admin/reviews": null,
  },
};

test("guard matrix: every protected page and action, for every kind of visitor", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  for (const who of Object.keys(expected) as Who[]) {
    const context = await contextAs(browser, baseURL ?? "", who);
    const request = context.request;
    for (const [path, target] of Object.entries(expected[who])) {
      const response = await request.get(path, { maxRedirects: 0 });
      if (target === null) {
        expect(response.status(), `${who} GET ${path}`).toBe(200);
      } else {
        expect(response.status(), `${who} GET ${path}`).toBe(302);
        expect(response.headers().location, `${who} GET ${path}`).toBe(
          who === "anonymous" ? returningTo(path) : target,
        );
      }
    }
    // Actions are guarded too: a form post from a visitor who may not use the page changes nothing.
    for (const path of [
      "/update-profile",
      "/change-password",
      "/business/dashboard",
      "/admin/reviews",
      "/user/dashboard",
    ]) {
      const target = expected[who][path];
      if (target === null || target === undefined) continue;
      const response = await request.post(path, {
        form: {
          username: "intruder",
          password: "abcdef",
          confirmPassword: "abcdef",
          currentPassword: "x",
        },
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(response.status(), `${who} POST ${path}`).toBe(302);
      expect(response.headers().location, `${who} POST ${path}`).toBe(target);
    }
    // Signed-in people are sent from the sign-in pages to their dashboard.
    if (who === "user" || who === "business" || who === "admin") {
      for (const path of ["/login", "/signup", "/forgot-password", "/admin/login"]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.headers().location, `${who} GET ${path}`).toBe(dashboardPath(who));
        const posted = await request.post(path, {
          form: { phone: "9876543210", password: "abcdef" },
          headers: { Origin: baseURL ?? "" },
          maxRedirects: 0,
        });
        expect(posted.headers().location, `${who} POST ${path}`).toBe(dashboardPath(who));
      }
    }
    await context.close();
  }
});

test("the server approves a review only with both checks ticked", async ({ page, browser }) => {
  const name = `Two Checks Cafe ${Date.now()}`;
  const businessContext = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 10,
  });
  await newReviewer(page);
  await submitReview(page.request, campaignId, 1);
  const reviewId = await pendingReviewId(admin.request, name);

  const partial: Record<string, string>[] = [{}, { proofChecked: "on" }, { textChecked: "on" }];
  for (const ticks of partial) {
    const response = await admin.request.post("/admin/reviews", {
      form: { intent: "approve-review", reviewId, ...ticks },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status(), JSON.stringify(ticks)).toBe(400);
  }
  expect(await pendingReviewId(admin.request, name)).toBe(reviewId);
  await post(admin.request, "/admin/reviews", {
    intent: "approve-review",
    reviewId,
    proofChecked: "on",
    textChecked: "on",
  });
  await expect(pendingReviewId(admin.request, name)).rejects.toThrow();
  await admin.close();
  await businessContext.close();
});

test("signed-in pages and their data are never kept by a cache; public pages may be", async ({
  browser,
  baseURL,
}) => {
  const context = await adminContext(browser);
  try {
    for (const path of ["/admin/reviews", "/admin/reviews.data", "/contact"]) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
  } finally {
    await context.close();
  }
  const anonymous = await browser.newContext({ baseURL });
  try {
    const response = await anonymous.request.get("/contact");
    expect(response.headers()["cache-control"] ?? "").not.toContain("private");
  } finally {
    await anonymous.close();
  }
});
