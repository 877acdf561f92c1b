import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { kolkataDateKey } from "~/domain/shared/dates";
import { adminContext, expect, signUp } from "./fixtures";

const honestText =
  "We stopped here for tea and samosas after the market. The samosas were fresh and hot, the tea a little too sweet for me, and the owner was friendly. Seating is tight but clean, and prices are fair for the area.";

/** One review's reward as the wallet and the toasts show it: '₹5' (REWARD_PER_REVIEW). */
export const reward = formatRupees(REWARD_PER_REVIEW);

const uuidPattern = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** The id in `pattern` inside the list item of `html` that shows `marker`. */
function idInItem(html: string, marker: string, pattern: RegExp): string {
  const item =
    html.split("<li").find((chunk) => chunk.includes(marker) && pattern.test(chunk)) ?? "";
  const id = pattern.exec(item)?.[1];
  if (!id) {
    const at = html.indexOf(marker);
    throw new Error(`no id next to ${marker}: ${html.slice(Math.max(0, at - 300), at + 300)}`);
  }
  return id;
}

export async function post(request: APIRequestContext, url: string, form: Record<string, string>) {
  const response = await request.post(url, { form, maxRedirects: 0 });
  expect(response.status(), `${form.intent ?? "create"} at ${url}`).toBeLessThan(400);
}

let proofPhoto: Buffer | undefined;
async function proof(): Promise<Buffer> {
  proofPhoto ??= await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#ffd7a8" },
  })
    .jpeg()
    .toBuffer();
  return proofPhoto;
}

/** A business pays for a campaign in Indore and the admin approves it; returns its id. */
export async function createApprovedCampaign(
  business: APIRequestContext,
  admin: APIRequestContext,
  input: { name: string; target: number; city?: string },
): Promise<string> {
  await post(business, "/business/dashboard", {
    businessName: input.name,
    mapsLink: "https://maps.app.goo.gl/teastall",
    topics: "Tea, Snacks",
    city: input.city ?? "Indore",
    targetReviews: String(input.target),
    requestId: randomUUID(),
  });
  const mine = await (await business.get("/business/dashboard")).text();
  const campaignId = idInItem(mine, input.name, new RegExp(`/campaign/(${uuidPattern})`));
  // A campaign just paid for and never edited is at its first version (decision 102).
  await post(admin, "/admin/campaigns", { intent: "approve-campaign", campaignId, version: "1" });
  return campaignId;
}

/**
 * A review and a proof photo unlike any other, for flows that must not trip the copy checks
 * (a payout is held when an account's reviews are flagged as copies, decision 066).
 */
export async function distinctReview(): Promise<{ text: string; photo: Buffer }> {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const word = () => Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join("");
  const text = Array.from({ length: 36 }, word).join(" ");
  const photo = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg()
    .toBuffer();
  return { text, photo };
}

/** The reviewer sends an honest review with a proof photo, as the Write Review form does. */
export async function submitReview(
  reviewer: APIRequestContext,
  campaignId: string,
  rating = 3,
  distinct?: { text: string; photo: Buffer },
) {
  const submitted = await reviewer.post("/user/dashboard", {
    multipart: {
      intent: "submit-review",
      visitedOn: kolkataDateKey(new Date()),
      noRelationship: "on",
      campaignId,
      rating: String(rating),
      reviewText: distinct?.text ?? honestText,
      proof: {
        name: "bill.jpg",
        mimeType: "image/jpeg",
        buffer: distinct?.photo ?? (await proof()),
      },
    },
  });
  expect(submitted.status()).toBe(200);
}

/**
 * The id of the pending review of the campaign named `name`, read from the admin's queue: the
 * first proof link after the card's own heading (other cards' copy flags name the business too,
 * and link their own proofs first). Pages on while other tests' reviews fill the first pages.
 */
export async function pendingReviewId(admin: APIRequestContext, name: string): Promise<string> {
  let url: string | undefined = "/admin/reviews";
  while (url) {
    const queue: string = await (await admin.get(url)).text();
    const heading = queue.indexOf(`>${name}</h3>`);
    if (heading >= 0) {
      const id = new RegExp(`/proof/(${uuidPattern})`).exec(queue.slice(heading))?.[1];
      if (id) return id;
    }
    const next: string | undefined = /<a[^>]*rel="next"[^>]*>/.exec(queue)?.[0];
    url = next ? /href="([^"]+)"/.exec(next)?.[1]?.replaceAll("&amp;", "&") : undefined;
  }
  throw new Error(`no pending review of ${name} in the admin's queue`);
}

/**
 * Earns a reviewer `count` rewards (`rewardsForPayout` of tests/support/reward-amounts reach the
 * minimum payout) the way the product does, over HTTP instead of clicks to stay
 * quick: a business pays for one-review campaigns in Indore, the admin approves each, the
 * reviewer writes an honest review with a proof photo, and the admin approves the review.
 */
export async function earnRewards(
  browser: Browser,
  reviewer: Page,
  count: number,
  /** A test's own server: its admin, signed in there, and the browser options reaching it. */
  own?: { admin: BrowserContext; options: Parameters<Browser["newContext"]>[0] },
) {
  const businessContext = await browser.newContext(own?.options);
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = own?.admin ?? (await adminContext(browser));
  const stamp = `${Date.now()}${randomInt(1000)}`;
  for (let i = 1; i <= count; i += 1) {
    const name = `Payout Tea Stall ${stamp}-${i}`;
    const campaignId = await createApprovedCampaign(business.request, admin.request, {
      name,
      target: 1,
    });
    await submitReview(
      reviewer.request,
      campaignId,
      (i % 5) + 1,
      own ? await distinctReview() : undefined,
    );
    const reviewId = await pendingReviewId(admin.request, name);
    await post(admin.request, "/admin/reviews", {
      intent: "approve-review",
      reviewId,
      proofChecked: "on",
      textChecked: "on",
    });
  }
  if (!own) await admin.close();
  await businessContext.close();
}

/** A reviewer (in Indore unless told) with a public name and email, signed in on `page`. */
export async function newReviewer(page: Page, city = "Indore") {
  const account = await signUp(page, { role: "user", city });
  await post(page.request, "/user/dashboard", {
    intent: "save-info",
    reviewerName: "Kiran P.",
    reviewerEmail: "kiran@example.com",
  });
  return account;
}
