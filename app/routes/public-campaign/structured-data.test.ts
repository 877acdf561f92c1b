import { describe, expect, it } from "vitest";
import { asLocalBusiness, localBusinessProblems } from "../../../tests/support/json-ld";
import { publicPageUrl, whatsappShareUrl } from "./share-links";
import { localBusinessJsonLd, serializeJsonLd } from "./structured-data";

const url = "https://reviewkaro.in/b/6f1c2f0e-0000-4000-8000-000000000001";
const reviews = [
  {
    rating: 1,
    reviewText: "Cold food </script><script>alert(1)</script> & slow <!-- service -->",
    reviewerName: "Kiran P.",
    createdAt: new Date("2026-11-22T06:00:00Z"),
  },
  {
    rating: 5,
    reviewText: "Lovely chai, line\u2028separator",
    reviewerName: "Asha V.",
    createdAt: new Date("2026-11-21T06:00:00Z"),
  },
];

describe("the public page's structured data", () => {
  it("is a valid LocalBusiness with AggregateRating and one Review per review shown", () => {
    const data = asLocalBusiness(
      localBusinessJsonLd({
        url,
        businessName: "Sharma Chai",
        city: "Indore",
        averageRating: 3.04,
        approvedCount: 12,
        reviews,
        rewardedLabel: "Rewarded review",
      }),
    );
    expect(data.name).toBe("Sharma Chai");
    expect(data.url).toBe(url);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 3, reviewCount: 12, bestRating: 5 });
    expect(data.review).toHaveLength(2);
    expect(data.review?.[0]).toMatchObject({
      author: { "@type": "Person", name: "Kiran P." },
      datePublished: "2026-11-22",
      reviewRating: { "@type": "Rating", ratingValue: 1 },
    });
  });

  it("names every Review 'Rewarded review' and starts its body with it, in the page's language", () => {
    for (const label of ["Rewarded review", "इनाम वाला रिव्यू"]) {
      const data = asLocalBusiness(
        JSON.parse(
          serializeJsonLd(
            localBusinessJsonLd({
              url,
              businessName: "Sharma Chai",
              city: "Indore",
              averageRating: 3,
              approvedCount: 2,
              reviews,
              rewardedLabel: label,
            }),
          ),
        ),
      );
      expect(data.review).toHaveLength(reviews.length);
      const items = (data.review ?? []) as { name?: unknown; reviewBody?: unknown }[];
      for (const [i, item] of items.entries()) {
        expect(item.name).toBe(label);
        expect(item.reviewBody).toBe(`${label}: ${reviews[i]?.reviewText}`);
      }
    }
  });

  it("states no rating and no reviews before the first approval", () => {
    const data = localBusinessJsonLd({
      url,
      businessName: "New Dhaba",
      city: "Bhopal",
      averageRating: null,
      approvedCount: 0,
      reviews: [],
      rewardedLabel: "Rewarded review",
    });
    expect(localBusinessProblems(data)).toEqual([]);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
  });

  it("the validator names what is wrong", () => {
    expect(
      localBusinessProblems({
        "@context": "https://schema.org",
        "@type": "LocalBusiness",
        name: "X",
        address: { "@type": "PostalAddress", addressLocality: "Indore", addressCountry: "IN" },
        aggregateRating: { "@type": "AggregateRating", ratingValue: 7, reviewCount: 0 },
        review: [{ "@type": "Review", reviewRating: { "@type": "Rating", ratingValue: 3 } }],
      }),
    ).toEqual([
      "aggregateRating.ratingValue 7 is outside 1–5",
      "aggregateRating.reviewCount is not a whole number ≥ 1",
      "review[0].author is not a Person or Organization",
      "review[0].reviewBody is empty",
      "review[0].datePublished is not an ISO 8601 date",
    ]);
  });

  it("serializes so no review text can end the script element, and parses back unchanged", () => {
    const data = localBusinessJsonLd({
      url,
      businessName: "A&B <Cafe>",
      city: "Indore",
      averageRating: 3,
      approvedCount: 2,
      reviews,
      rewardedLabel: "Rewarded review",
    });
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)));
  });
});

describe("the share links", () => {
  it("opens WhatsApp with the text and the page's address as one encoded message", () => {
    const link = whatsappShareUrl("Honest reviews of Sharma Chai & Co in Indore", url);
    expect(link).toBe(
      `https://wa.me/?text=Honest%20reviews%20of%20Sharma%20Chai%20%26%20Co%20in%20Indore%20${encodeURIComponent(url)}`,
    );
    expect(new URL(link).searchParams.get("text")).toBe(
      `Honest reviews of Sharma Chai & Co in Indore ${url}`,
    );
  });

  it("keeps Hindi text intact through the encoding", () => {
    const text = "ReviewKaro पर इंदौर में शर्मा चाय के ईमानदार रिव्यू";
    expect(new URL(whatsappShareUrl(text, url)).searchParams.get("text")).toBe(`${text} ${url}`);
  });

  it("names the page without paging or filters", () => {
    expect(publicPageUrl("https://reviewkaro.in", "abc")).toBe("https://reviewkaro.in/b/abc");
  });
});
