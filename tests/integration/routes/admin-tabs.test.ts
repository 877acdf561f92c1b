import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, payouts } from "~/db/schema";
import { loader as appealsTab } from "~/routes/admin-dashboard/appeals/route";
import { loader as campaignsTab } from "~/routes/admin-dashboard/campaigns/route";
import { loader as complaintsTab } from "~/routes/admin-dashboard/complaints/route";
import {
  loader as oldDashboard,
  action as oldDashboardAction,
} from "~/routes/admin-dashboard/old-dashboard/route";
import { loader as payoutsTab } from "~/routes/admin-dashboard/payouts/route";
import { loader as reportsTab } from "~/routes/admin-dashboard/reports/route";
import {
  action as reviewsAction,
  loader as reviewsTab,
} from "~/routes/admin-dashboard/reviews/route";
import { loader as adminLayout } from "~/routes/admin-dashboard/route";
import { loader as teamTab } from "~/routes/admin-dashboard/team/route";
import {
  admin,
  contextFor,
  load,
  pendingPayoutRow,
  post,
  setUpFormDatabase,
  testDb,
} from "../../support/form-post";

setUpFormDatabase();

/** What a loader or action answered: a redirect's status and target, or its data. */
async function answerOf(run: () => Promise<unknown>) {
  try {
    const answer = await run();
    if (answer instanceof Response) {
      return { status: answer.status, location: answer.headers.get("location"), answer };
    }
    return { status: 200, location: null, answer };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("location"), answer: thrown };
    }
    throw thrown;
  }
}

const pendingPayout = async () => (await pendingPayoutRow()).payout;

describe("the admin's screens by URL (decision 124)", () => {
  it("load every tab and the layout without writing: the demo campaign is made at sign-in, never by a page load", async () => {
    expect(await testDb.db.$count(campaigns)).toBe(0);
    const pages = [
      [adminLayout, "/admin/reviews"],
      [reviewsTab, "/admin/reviews"],
      [campaignsTab, "/admin/campaigns"],
      [payoutsTab, "/admin/payouts"],
      [appealsTab, "/admin/appeals"],
      [complaintsTab, "/admin/complaints"],
      [reportsTab, "/admin/reports"],
      [teamTab, "/admin/team"],
    ] as const;
    for (const [loader, path] of pages) {
      const page = (await load(loader, path, { as: admin })) as { toast?: unknown };
      expect(page, path).toBeTypeOf("object");
      expect(page.toast, path).toBeUndefined();
    }
    expect(await testDb.db.$count(campaigns)).toBe(0);
  });

  it("send /admin to its first tab, and answer the badges' live refresh at /admin", async () => {
    const bare = await answerOf(() => load(adminLayout, "/admin", { as: admin }));
    expect([bare.status, bare.location]).toEqual([302, "/admin/reviews"]);
    await pendingPayout();
    const refresh = (await load(adminLayout, "/admin?live=payout-queue", { as: admin })) as {
      live: { page: string; sections: Record<string, { count: number }> };
    };
    expect(refresh.live.sections).toEqual({ "payout-queue": { count: 1 } });
    // The badges are the same whatever the tab's query, so a refresh matches any tab's page.
    const paged = (await load(adminLayout, "/admin/payouts?payouts=2", { as: admin })) as {
      live: { page: string };
    };
    expect([refresh.live.page, paged.live.page]).toEqual(["", ""]);
  });

  it("redirect an old dashboard link to its tab, keeping its other parameters", async () => {
    const cases = [
      ["/admin/dashboard", "/admin/reviews"],
      ["/admin/dashboard?tab=payouts&payouts=2", "/admin/payouts?payouts=2"],
      ["/admin/dashboard?tab=team", "/admin/team"],
      ["/admin/dashboard?tab=nonsense&pending=3", "/admin/reviews?pending=3"],
    ];
    for (const [from, to] of cases) {
      const answer = await answerOf(() => load(oldDashboard, from ?? "", { as: admin }));
      expect([answer.status, answer.location], from).toEqual([302, to]);
    }
    // The guard first: no one signed in goes to sign in, not to the tab.
    const anonymous = await answerOf(() => load(oldDashboard, "/admin/dashboard?tab=team"));
    expect(anonymous.location).toMatch(/^\/admin\/login|^\/login/);
  });

  it("answer a form sent to the old URL, then land on its tab with the answer's toast", async () => {
    const payout = await pendingPayout();
    const body = new FormData();
    body.append("intent", "reject-payout");
    body.append("payoutId", payout.id);
    body.append("reason", "Wrong UPI ID");
    const request = new Request("http://localhost/admin/dashboard?tab=payouts", {
      method: "POST",
      body,
    });
    const answer = await answerOf(() =>
      oldDashboardAction({ request, context: contextFor({ as: admin }), params: {} } as never),
    );
    expect([answer.status, answer.location]).toEqual([303, "/admin/payouts"]);
    expect((answer.answer as Response).headers.get("set-cookie")).toMatch(/^toast=/);
    const [row] = await testDb.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row?.status).toBe("rejected");
  });

  it("refuse on a tab a form of another tab, changing nothing", async () => {
    const payout = await pendingPayout();
    const answer = await post(
      reviewsAction,
      { intent: "reject-payout", payoutId: payout.id, reason: "Wrong UPI ID" },
      { as: admin },
    );
    expect(answer.status).toBe(400);
    const [row] = await testDb.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row?.status).toBe("pending");
  });
});
