import { describe, expect, it } from "vitest";
import type { AccountParts } from "./account-data.server";
import { escapeHtml, exportSummaryHtml } from "./export-summary.server";

const at = (iso: string) => new Date(iso);
const preparedAt = at("2026-11-29T06:30:00Z");

function profile(overrides: Partial<AccountParts["profile"]>): AccountParts["profile"] {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    phone: "+919800000001",
    role: "user",
    username: "kiran",
    city: "Indore",
    reviewerName: "Kiran P.",
    reviewerEmail: "kiran@example.com",
    language: "en",
    walletBalance: 15,
    reviewSms: false,
    createdAt: at("2026-11-01T05:00:00Z"),
    ...overrides,
  };
}

const records = {
  consents: [
    {
      purpose: "account",
      noticeVersion: "2026-11-01",
      givenAt: at("2026-11-01T05:00:00Z"),
      withdrawnAt: null,
      withdrawal: null,
    },
    {
      purpose: "payout_upi",
      noticeVersion: "2026-11-01",
      givenAt: at("2026-11-10T05:00:00Z"),
      withdrawnAt: at("2026-11-20T05:00:00Z"),
      withdrawal: null,
    },
  ],
  nominee: null,
  marks: [],
  securityLog: [{ event: "login", address: "203.0.113.9", at: at("2026-11-02T05:00:00Z") }],
} as unknown as AccountParts["records"];

const reviewer = {
  reviews: [
    {
      businessName: "Sharma <b>Sweets</b>",
      rating: 4,
      status: "approved",
      createdAt: at("2026-11-05T05:00:00Z"),
      earnings: 5,
    },
  ],
  walletLedger: [
    { amount: 5, reason: "review_reward", createdAt: at("2026-11-05T06:00:00Z") },
    { amount: 110, reason: "review_reward", createdAt: at("2026-11-06T06:00:00Z") },
    { amount: -100, reason: "payout_request", createdAt: at("2026-11-07T06:00:00Z") },
  ],
  payouts: [
    {
      amount: 100,
      upiId: "kiran@okaxis",
      status: "paid",
      reference: "UTR123456",
      createdAt: at("2026-11-07T06:00:00Z"),
      processedAt: at("2026-11-08T06:00:00Z"),
    },
  ],
} as unknown as NonNullable<AccountParts["reviewer"]>;

describe("summary.html (decision 111)", () => {
  it("reads a reviewer's profile, reviews, wallet totals, payouts with their UTR and consents in English", () => {
    const html = exportSummaryHtml(
      { profile: profile({}), records, reviewer, business: null },
      { files: ["profile.json", "reviews.json"], preparedAt },
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<dt>Public name on reviews</dt><dd>Kiran P.</dd>");
    expect(html).toContain("1 review");
    expect(html).toContain("<td>approved</td>");
    expect(html).toContain("<dt>Balance now</dt><dd>₹15</dd>");
    expect(html).toContain("<dt>Credited in all</dt><dd>₹115</dd>");
    expect(html).toContain("<dd>₹100</dd>");
    expect(html).toContain("<td>UTR123456</td>");
    expect(html).toContain("<td>kiran@okaxis</td>");
    expect(html).toContain("<td>Mobile number for your account</td>");
    expect(html).toContain("Still given");
    expect(html).toContain("20 Nov 2026");
    expect(html).toContain("1 event in the security log");
    expect(html).toContain("<li><code>reviews.json</code></li>");
    expect(html).not.toContain("Your campaigns");
  });

  it("escapes every typed value: a business name is text, never markup", () => {
    const html = exportSummaryHtml(
      { profile: profile({}), records, reviewer, business: null },
      { files: [], preparedAt },
    );
    expect(html).toContain("Sharma &lt;b&gt;Sweets&lt;/b&gt;");
    expect(html).not.toContain("<b>Sweets</b>");
    expect(escapeHtml(`"a" & 'b'`)).toBe("&quot;a&quot; &amp; &#39;b&#39;");
  });

  it("reads a business's campaigns and payments in Hindi when Hindi is its language", () => {
    const html = exportSummaryHtml(
      {
        profile: profile({ role: "business", language: "hi", reviewSms: true }),
        records,
        reviewer: null,
        business: {
          campaigns: [
            {
              businessName: "शर्मा स्वीट्स",
              city: "Indore",
              completedReviews: 3,
              targetReviews: 10,
              cost: 600,
              status: "active",
              createdAt: at("2026-11-03T05:00:00Z"),
            },
          ],
          payments: [
            {
              amount: 600,
              purpose: "more_reviews",
              status: "succeeded",
              createdAt: at("2026-11-03T05:00:00Z"),
            },
          ],
          unappliedPayments: [],
          invoices: [],
          billingDetails: null,
        } as unknown as NonNullable<AccountParts["business"]>,
      },
      { files: ["campaigns.json"], preparedAt },
    );
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("<h1>ReviewKaro पर आपका डेटा</h1>");
    expect(html).toContain("<dt>खाते का प्रकार</dt><dd>व्यवसाय</dd>");
    expect(html).toContain("<dt>नए रिव्यू के बारे में SMS</dt><dd>हाँ</dd>");
    expect(html).toContain("<td>शर्मा स्वीट्स</td>");
    expect(html).toContain("<td>3 / 10</td>");
    expect(html).toContain("<td>और रिव्यू</td>");
    expect(html).toContain("<td>भुगतान हुआ</td>");
    expect(html).toContain("0 दस्तावेज़ (invoices.json)");
    expect(html).not.toContain("Your data at ReviewKaro");
    expect(html).not.toContain("आपके रिव्यू");
  });
});
