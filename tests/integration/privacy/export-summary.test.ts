import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import {
  buildDataExport,
  findDataExportFile,
  requestDataExport,
} from "~/domain/privacy/data-exports.server";
import {
  activeCampaign,
  approved,
  DAY1,
  newProfile,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

/** Builds the person's export now and returns its summary.html and the ZIP's file names. */
async function exportedSummary(profileId: string) {
  const request = await requestDataExport(testDb.db, { profileId, now: DAY1 });
  if (!request.ok) throw new Error(request.reason);
  expect(await buildDataExport(testDb.db, storage, { requestId: request.id, now: DAY1 })).toBe(
    "ready",
  );
  const file = await findDataExportFile(testDb.db, { profileId, requestId: request.id, now: DAY1 });
  if (!file.ok) throw new Error(file.reason);
  const stored = await storage.get(file.fileKey);
  if (!stored) throw new Error("export file missing");
  const zip = unzipSync(new Uint8Array(stored.bytes));
  const html = strFromU8(zip["summary.html"] ?? new Uint8Array());
  return { html, names: Object.keys(zip) };
}

// The promise 'dataRights.downloadSummary' (the 'Your data' page): the ZIP opens with a readable
// summary.html in the person's language.
describe("summary.html in 'Download my data' (decision 111)", () => {
  it("reads a Hindi reviewer's profile, reviews, wallet totals and consents in Hindi, beside the JSON files", async () => {
    const reviewer = await newReviewer("Sunita Verma");
    await testDb.db.update(profiles).set({ language: "hi" }).where(eq(profiles.id, reviewer.id));
    const campaign = await activeCampaign({ name: "शर्मा <मिठाई>" });
    await approved((await submitted(reviewer, campaign)).id);

    const { html, names } = await exportedSummary(reviewer.id);
    expect(names).toContain("summary.html");
    expect(names).toContain("reviews.json");
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("<h1>ReviewKaro पर आपका डेटा</h1>");
    expect(html).toContain("आप कौन हैं");
    expect(html).toContain("Sunita Verma");
    // The business's name is escaped, not markup.
    expect(html).toContain("शर्मा &lt;मिठाई&gt;");
    expect(html).not.toContain("<मिठाई>");
    expect(html).toContain("<td>मंज़ूर</td>");
    // One approved review: its reward earned and still in the wallet.
    const reward = formatRupees(REWARD_PER_REVIEW);
    expect(html).toContain(`<dt>कुल जमा</dt><dd>${reward}</dd>`);
    expect(html).toContain(`<dt>अभी का बैलेंस</dt><dd>${reward}</dd>`);
    expect(html).toContain("आपकी सहमतियाँ");
    expect(html).toContain("<code>reviews.json</code>");
    expect(html).not.toContain("Your data at ReviewKaro");
  });

  it("reads a business's campaigns and payments in English when its language is English", async () => {
    const business = await newProfile("business");
    await testDb.db.update(profiles).set({ language: "en" }).where(eq(profiles.id, business.id));
    const { html, names } = await exportedSummary(business.id);
    expect(names).toContain("summary.html");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Your data at ReviewKaro</h1>");
    expect(html).toContain("<dt>Account type</dt><dd>Business</dd>");
    expect(html).toContain("Your campaigns");
    expect(html).toContain("Your payments");
    expect(html).not.toContain("Your reviews");
  });
});
