import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  activeCampaign,
  campaignRow,
  expectWallet,
  newReviewer,
  reviewsOf,
  setUpReviewsDatabase,
  storedFiles,
  submit,
  submitted,
} from "../../support/review-fixtures";

/*
 * Decision 131: a review written offline is sent again by the browser (a retry, a second tab, an
 * answer lost on the way) with the one submission key it was given; the server makes it once.
 */

setUpReviewsDatabase();

describe("a submission sent again with its key", () => {
  it("answers the replay with the same review, storing no second proof and taking no second slot", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const reviewer = await newReviewer();
    const submissionKey = randomUUID();
    const first = await submitted(reviewer, campaign, { submissionKey });
    expect(first.submissionKey).toBe(submissionKey);
    const files = storedFiles();
    const campaignAfterFirst = await campaignRow(campaign.id);

    const again = await submit(reviewer, campaign, { submissionKey, rating: 2 });

    expect(again.ok && again.review.id).toBe(first.id);
    expect(await reviewsOf(campaign.id)).toHaveLength(1);
    expect(storedFiles()).toEqual(files);
    expect(await campaignRow(campaign.id)).toEqual(campaignAfterFirst);
    await expectWallet(reviewer.id, 0);
  });

  it("still says 'already reviewed' to a second submission with another key or none", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const reviewer = await newReviewer();
    await submitted(reviewer, campaign, { submissionKey: randomUUID() });
    expect(await submit(reviewer, campaign, { submissionKey: randomUUID() })).toEqual({
      ok: false,
      reason: "already_reviewed",
    });
    expect(await submit(reviewer, campaign)).toEqual({ ok: false, reason: "already_reviewed" });
  });

  it("gives another reviewer sending the same key a review of their own", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const [asha, ravi] = [await newReviewer(), await newReviewer()];
    const submissionKey = randomUUID();
    const hers = await submitted(asha, campaign, { submissionKey });
    const his = await submitted(ravi, campaign, { submissionKey });
    expect(his.id).not.toBe(hers.id);
    expect(his.userId).toBe(ravi.id);
    expect(await reviewsOf(campaign.id)).toHaveLength(2);
  });

  it("makes one review of four submissions with one key at once, and answers all as accepted", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const reviewer = await newReviewer();
    const submissionKey = randomUUID();
    const filesBefore = storedFiles().length;
    // Four, so that one of them arrives while another commits: before its early check, between
    // that and the transaction, or inside it.
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => submit(reviewer, campaign, { submissionKey })),
    );
    const ids = results.map((result) => (result.ok ? result.review.id : result.reason));
    const rows = await reviewsOf(campaign.id);
    expect(rows).toHaveLength(1);
    expect(ids).toEqual(Array(4).fill(rows[0]?.id));
    // The proof of the submission that lost the race was deleted again.
    expect(storedFiles().length).toBe(filesBefore + 1);
  });

  it("refuses a key that is not a uuid and changes nothing", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const reviewer = await newReviewer();
    const filesBefore = storedFiles();
    expect(await submit(reviewer, campaign, { submissionKey: "not-a-key" })).toEqual({
      ok: false,
      reason: "invalid_submission_key",
    });
    expect(await reviewsOf(campaign.id)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });
});
