import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { campaigns } from "~/db/schema";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { requestContext, type Services, servicesContext } from "~/http/context.server";
import { loader } from "~/routes/public-campaign/route";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";

/**
 * Issue 45, point 10: a poster's short link (/b/{code}) leads to a live page only. The code of a
 * campaign nobody may see (pending, rejected, deleted) is answered exactly like a code nobody
 * has: a 404, never a redirect that names the campaign's full id.
 */
setUpBusinessDatabase();

async function answerTo(code: string): Promise<{ status: number; location: string | null }> {
  const context = new RouterContextProvider();
  context.set(servicesContext, { db: testDb.db } as unknown as Services);
  context.set(requestContext, {
    ip: "203.0.113.10",
    deviceId: null,
    cspNonce: "nonce",
    language: "en",
    requestId: "short-link",
    fromThisMachine: false,
    faults: { databaseUnavailable: false },
  });
  try {
    await loader({
      request: new Request(`http://localhost/b/${code}`),
      params: { campaignId: code },
      context,
    } as never);
    return { status: 200, location: null };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location") };
    }
    const init = thrown as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (init?.type === "DataWithResponseInit") {
      return { status: init.init?.status ?? 200, location: null };
    }
    throw thrown;
  }
}

async function codeOf(campaignId: string): Promise<string> {
  const [row] = await testDb.db
    .select({ code: campaigns.shortCode })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.code ?? "";
}

describe("/b/{code}", () => {
  it("of a pending, rejected or deleted campaign answers like an unknown code; a live one redirects", async () => {
    const business = await newProfile("business");
    const unknown = await answerTo("0f0f0f0f");
    expect(unknown).toEqual({ status: 404, location: null });

    const pending = await campaignOf(business.id, { name: "Pending Pakode" });
    expect(await answerTo(await codeOf(pending.id))).toEqual(unknown);

    for (const status of ["rejected", "deleted"] as const) {
      const hidden = await campaignOf(business.id, { name: `Hidden ${status}` });
      await testDb.db.update(campaigns).set({ status }).where(eq(campaigns.id, hidden.id));
      expect(await answerTo(await codeOf(hidden.id))).toEqual(unknown);
    }

    const live = await campaignOf(business.id, { name: "Live Lassi" });
    await approveCampaign(testDb.db, { campaignId: live.id, adminId: admin.id });
    expect(await answerTo(await codeOf(live.id))).toEqual({
      status: 301,
      location: `/b/${live.id}`,
    });
  });
});
