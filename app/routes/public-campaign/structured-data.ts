import type { LocalBusinessLeaf, Review, WithContext } from "schema-dts";

/** What the page knows that a search engine may carry: the business, its rating, its reviews. */
export type StructuredDataInput = {
  url: string;
  businessName: string;
  city: string;
  averageRating: number | null;
  approvedCount: number;
  reviews: readonly { rating: number; reviewText: string; reviewerName: string; createdAt: Date }[];
  /** 'Rewarded review' in the page's language: every Review item carries it (decision 082). */
  rewardedLabel: string;
};

/**
 * schema.org LocalBusiness with AggregateRating and one Review per review shown. A third-party
 * review site may carry them; with no approved review there is no rating to state. Each Review's
 * `name` is 'Rewarded review' and its `reviewBody` starts with it, so a reader who sees only the
 * body, or only a snippet of it, still sees the disclosure (SPEC §0.2, decision 082).
 */
export function localBusinessJsonLd(input: StructuredDataInput): WithContext<LocalBusinessLeaf> {
  const review: Review[] = input.reviews.map((item) => ({
    "@type": "Review",
    author: { "@type": "Person", name: item.reviewerName },
    datePublished: item.createdAt.toISOString().slice(0, 10),
    name: input.rewardedLabel,
    reviewBody: `${input.rewardedLabel}: ${item.reviewText}`,
    reviewRating: { "@type": "Rating", ratingValue: item.rating, bestRating: 5, worstRating: 1 },
    publisher: { "@type": "Organization", name: "ReviewKaro" },
  }));
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${input.url}#business`,
    name: input.businessName,
    url: input.url,
    address: {
      "@type": "PostalAddress",
      addressLocality: input.city,
      addressRegion: "Madhya Pradesh",
      addressCountry: "IN",
    },
    ...(input.averageRating === null || input.approvedCount === 0
      ? {}
      : {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(input.averageRating * 10) / 10,
            reviewCount: input.approvedCount,
            bestRating: 5,
            worstRating: 1,
          },
          review,
        }),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` are escaped so no
 * review text can close the element or open a comment, and U+2028/2029 for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
