import { describe, expect, it } from "vitest";
import { campaigns } from "~/db/schema";
import { loader as adminDashboard } from "~/routes/admin-dashboard/route";
import { admin, load, setUpFormDatabase, testDb } from "../../support/form-post";

setUpFormDatabase();

describe("the admin dashboard's loader", () => {
  it("writes nothing: the demo campaign is made at sign-in or at start, never by a page load", async () => {
    expect(await testDb.db.$count(campaigns)).toBe(0);
    for (const path of ["/admin/dashboard", "/admin/dashboard?tab=campaigns"]) {
      const page = (await load(adminDashboard, path, { as: admin })) as { toast?: unknown };
      expect(page.toast).toBeUndefined();
    }
    expect(await testDb.db.$count(campaigns)).toBe(0);
  });
});
