// Links that leave the site (canonical, share links, the poster's QR code) use PUBLIC_ORIGIN when
// it is set, whatever Host header the request carries.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Config } from "~/config/config.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { type Services, servicesContext } from "~/http/context.server";
import { loader as poster } from "~/routes/public-campaign/poster/route";
import { loader as publicPage } from "~/routes/public-campaign/route";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";

setUpBusinessDatabase();

function contextWith(publicOrigin: string | null) {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    db: testDb.db,
    config: { publicOrigin } as Config,
  } as unknown as Services);
  return context;
}

async function approvedCampaign() {
  const campaign = await campaignOf((await newProfile("business")).id);
  await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id });
  return campaign;
}

describe("the public page's own address", () => {
  it("is PUBLIC_ORIGIN's when set, not the Host header's", async () => {
    const { id: campaignId, shortCode } = await approvedCampaign();
    // A request as a client may send it: any Host it likes.
    const request = new Request(`http://evil.example/b/${campaignId}?page=1`);
    const args = (publicOrigin: string | null) =>
      ({ request, params: { campaignId }, context: contextWith(publicOrigin) }) as never;

    const expected = `https://reviewkaro.in/b/${campaignId}`;
    expect((await publicPage(args("https://reviewkaro.in"))).url).toBe(expected);
    const printed = await poster(args("https://reviewkaro.in"));
    // The poster prints the short link, on the same origin (decision 052).
    expect(printed.url).toBe(`https://reviewkaro.in/b/${shortCode}`);
    expect(printed.qrSvg).toContain("<svg");

    // Unset (a local installation), the request's own origin.
    expect((await publicPage(args(null))).url).toBe(`http://evil.example/b/${campaignId}`);
  });
});
