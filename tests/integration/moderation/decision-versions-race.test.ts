import { describe, expect, it } from "vitest";
import { editCampaign } from "~/domain/campaigns/edit-campaign.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { admin, setUpBusinessDatabase, testDb } from "../../support/business-fixtures";
import {
  editOf,
  original,
  pendingCampaign,
  read,
  seenInQueue,
  swapped,
} from "../../support/decision-versions";

/*
 * Issue 45, point 4 (decision 102): an owner's change and the admin's approval at the same time.
 * The approval compares the version under the row lock the edit also takes, so either it
 * approves what the admin saw (and the change waits as an edit) or it is refused. Run it on
 * PostgreSQL too (TEST_DATABASE_URL), where the two really race.
 */

setUpBusinessDatabase();

describe("an owner's change racing the admin's approval", () => {
  it("either approves what the admin saw (the change waits as an edit) or refuses, never the unseen change", async () => {
    for (let round = 0; round < 5; round++) {
      const { business, campaign } = await pendingCampaign();
      const seen = await seenInQueue(campaign.id);
      const [approved] = await Promise.all([
        approveCampaign(testDb.db, {
          campaignId: campaign.id,
          adminId: admin.id,
          version: seen.version,
        }),
        editCampaign(testDb.db, {
          campaignId: campaign.id,
          businessId: business.id,
          values: swapped,
        }),
      ]);
      const row = await read(campaign.id);
      if (approved.ok) {
        // Approved as seen; the owner's change came after and waits for the admin.
        expect(row).toMatchObject({ status: "active", businessName: original.businessName });
        expect(await editOf(campaign.id)).toMatchObject({
          status: "pending",
          businessName: swapped.businessName,
        });
      } else {
        expect(approved).toEqual({ ok: false, reason: "changed" });
        expect(row).toMatchObject({ status: "pending_approval", ...swapped, address: null });
      }
    }
  });
});
