import { describe, expect, it, vi } from "vitest";
import {
  liveParam,
  loadSections,
  mergeSections,
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

describe("mergeSections", () => {
  type S = { wallet: number; "my-reviews": string[] };
  const loaded = { at: 100, sections: { wallet: 0, "my-reviews": ["old"] } };

  it("shows a section refreshed after the whole load", () => {
    expect(mergeSections<S>(loaded, { wallet: { at: 150, value: 5 } })).toEqual({
      wallet: 5,
      "my-reviews": ["old"],
    });
  });

  it("lets a newer whole load win over an older refresh", () => {
    expect(mergeSections<S>(loaded, { wallet: { at: 90, value: 5 } }).wallet).toBe(0);
    expect(mergeSections<S>(loaded, { wallet: { at: 100, value: 5 } }).wallet).toBe(0);
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
