import { describe, expect, it, vi } from "vitest";
import {
  liveParam,
  loadSections,
  mergeSections,
  pageOf,
  refreshedTopics,
  refreshUrl,
} from "./live-sections";

const url = (query = "") => new URL(`http://localhost/user/dashboard${query}`);

describe("refreshedTopics", () => {
  it("is null on a whole page load", () => {
    expect(refreshedTopics(url())).toBeNull();
    expect(refreshedTopics(url("?tab=payouts"))).toBeNull();
  });

  it("keeps only known topics of a live refresh", () => {
    expect(refreshedTopics(url("?live=wallet,my-reviews,secrets,"))).toEqual(
      new Set(["wallet", "my-reviews"]),
    );
    expect(refreshedTopics(url("?live="))).toEqual(new Set());
  });
});

describe("loadSections", () => {
  const loaders = () => ({
    wallet: vi.fn(async () => ({ balance: 500 })),
    "my-reviews": vi.fn(async () => ["review"]),
  });

  it("loads every section on a page load", async () => {
    const spies = loaders();
    const loaded = await loadSections(url(), spies);
    expect(loaded.sections).toEqual({ wallet: { balance: 500 }, "my-reviews": ["review"] });
    expect(spies.wallet).toHaveBeenCalledOnce();
    expect(spies["my-reviews"]).toHaveBeenCalledOnce();
  });

  it("loads only the sections a refresh names, and reads nothing else", async () => {
    const spies = loaders();
    const loaded = await loadSections(url("?live=wallet"), spies);
    expect(loaded.sections).toEqual({ wallet: { balance: 500 } });
    expect(spies["my-reviews"]).not.toHaveBeenCalled();
  });

  it("never loads a section the page does not have", async () => {
    const loaded = await loadSections(url("?live=payout-queue"), loaders());
    expect(loaded.sections).toEqual({});
  });

  it("stamps the time before the queries start", async () => {
    const before = Date.now();
    const loaded = await loadSections(url(), {
      wallet: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return 1;
      },
    });
    expect(loaded.at).toBeGreaterThanOrEqual(before);
    expect(loaded.at).toBeLessThanOrEqual(Date.now());
  });
});

describe("pageOf", () => {
  it("names the page by its query, whatever the order, without how the load was made", () => {
    expect(pageOf(url("?tab=campaigns&pending=2&live=campaign-queue&_routes=x"))).toBe(
      pageOf(url("?pending=2&tab=campaigns")),
    );
    expect(pageOf(url("?tab=campaigns&pending=2"))).not.toBe(pageOf(url("?tab=campaigns")));
    expect(pageOf(url())).toBe("");
  });

  it("is what loadSections stamps, so a refresh and the load of one page agree", async () => {
    const sections = { wallet: async () => 1 };
    const whole = await loadSections(url("?reviews=2&reviews_after=c"), sections);
    const asked = refreshUrl("/user/dashboard", "?reviews=2&reviews_after=c", ["wallet"]);
    const refresh = await loadSections(new URL(asked, "http://localhost"), sections);
    expect(refresh.page).toBe(whole.page);
  });
});

describe("mergeSections", () => {
  type S = { wallet: number; "my-reviews": string[] };
  const loaded = { at: 100, page: "tab=reviews", sections: { wallet: 0, "my-reviews": ["old"] } };

  it("shows a section refreshed after the whole load", () => {
    expect(
      mergeSections<S>(loaded, { wallet: { at: 150, page: "tab=reviews", value: 5 } }),
    ).toEqual({ wallet: 5, "my-reviews": ["old"] });
  });

  it("lets a newer whole load win over an older refresh", () => {
    const older = { at: 90, page: "tab=reviews", value: 5 };
    expect(mergeSections<S>(loaded, { wallet: older }).wallet).toBe(0);
    expect(mergeSections<S>(loaded, { wallet: { ...older, at: 100 } }).wallet).toBe(0);
  });

  it("never shows a refresh asked for on another page, however late it was read", () => {
    // The pager's Next was followed while page 1's refresh was on its way; it answered last.
    const pageOne = { at: 150, page: "tab=reviews&page=1", value: 5 };
    expect(mergeSections<S>(loaded, { wallet: pageOne }).wallet).toBe(0);
  });
});

describe("refreshUrl", () => {
  it("keeps the page's query and names each topic once, in a stable order", () => {
    const next = new URL(
      refreshUrl("/admin/dashboard", "?tab=payouts&live=old", [
        "review-queue",
        "campaign-queue",
        "review-queue",
      ]),
      "http://localhost",
    );
    expect(next.pathname).toBe("/admin/dashboard");
    expect(next.searchParams.get("tab")).toBe("payouts");
    expect(next.searchParams.get(liveParam)).toBe("campaign-queue,review-queue");
  });
});
