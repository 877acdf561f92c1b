import { describe, expect, it } from "vitest";
import { pathOfOldUrl, tabOfPath, tabOfQuery, tabPath, tabs } from "./tab-paths";

describe("the admin's tab paths (decision 124)", () => {
  it("give each tab its own path, and read it back", () => {
    for (const tab of tabs) {
      expect(tabPath(tab)).toBe(`/admin/${tab}`);
      expect(tabOfPath(tabPath(tab))).toBe(tab);
    }
    expect(tabOfPath("/admin")).toBe("reviews");
    expect(tabOfPath("/admin/access-log")).toBe("reviews");
  });

  it("send an old ?tab= link to its tab's path with the rest of its query", () => {
    const old = (query: string) => pathOfOldUrl(new URL(`http://x/admin/dashboard${query}`));
    expect(old("")).toBe("/admin/reviews");
    expect(old("?tab=appeals")).toBe("/admin/appeals");
    expect(old("?pending=2&tab=campaigns&all=3")).toBe("/admin/campaigns?pending=2&all=3");
    expect(old("?tab=../../logout")).toBe("/admin/reviews");
    expect(tabOfQuery(new URLSearchParams("tab=team"))).toBe("team");
  });
});
