import type { LocalBusinessLeaf, Review, WithContext } from "schema-dts";

/** What the page knows that a search engine may carry: the business, its rating, its reviews. */
export type StructuredDataInput = {
  url: string;
  businessName: string;
  city: string;
  averageRating: number | null;
  approvedCount: number;
  reviews: readonly { rating: number; reviewText: string; reviewerName: string; createdAt: Date }[];
};

/**
 * schema.org LocalBusiness with AggregateRating and one Review per review shown. A third-party
 * review site may carry them; with no approved review there is no rating to state.
 */
export function localBusinessJsonLd(input: StructuredDataInput): WithContext<LocalBusinessLeaf> {
  const review: Review[] = input.reviews.map((item) => ({
    "@type": "Review",
    author: { "@type": "Person", name: item.reviewerName },
    datePublished: item.createdAt.toISOString().slice(0, 10),
    reviewBody: item.reviewText,
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
