import type { AggregateRating, LocalBusinessLeaf, Review, WithContext } from "schema-dts";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";

/**
 * A small validator for the schema.org types the public page uses: schema-dts checks the
 * builder's shape when it compiles, this checks the parsed page at run time (the properties a
 * search engine needs for a LocalBusiness with ratings and reviews). Returns the problems found.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown) => typeof value === "string" && value.trim().length > 0;
/** 'Rewarded review' in each language: every Review must be named so and start its body with it. */
const rewardedLabels: readonly string[] = [
  en.publicPage.rewardedLabel,
  hi.publicPage.rewardedLabel,
];

function ratingProblems(where: string, rating: unknown, type: string): string[] {
  if (!isObject(rating) || rating["@type"] !== type) return [`${where} is not a ${type}`];
  const { ratingValue, bestRating = 5, worstRating = 1 } = rating;
  if (typeof ratingValue !== "number") return [`${where}.ratingValue is not a number`];
  if (typeof bestRating !== "number" || typeof worstRating !== "number")
    return [`${where} best/worst rating are not numbers`];
  return ratingValue < worstRating || ratingValue > bestRating
    ? [`${where}.ratingValue ${ratingValue} is outside ${worstRating}–${bestRating}`]
    : [];
}

function reviewProblems(where: string, review: unknown): string[] {
  if (!isObject(review) || review["@type"] !== "Review") return [`${where} is not a Review`];
  const problems = ratingProblems(`${where}.reviewRating`, review.reviewRating, "Rating");
  const author = review.author;
  if (!isObject(author) || !["Person", "Organization"].includes(String(author["@type"])))
    problems.push(`${where}.author is not a Person or Organization`);
  else if (!nonEmpty(author.name)) problems.push(`${where}.author.name is empty`);
  if (!nonEmpty(review.reviewBody)) problems.push(`${where}.reviewBody is empty`);
  else if (
    !rewardedLabels.includes(String(review.name)) ||
    !String(review.reviewBody).startsWith(`${String(review.name)}: `)
  )
    problems.push(`${where} lacks the 'Rewarded review' disclosure`);
  if (typeof review.datePublished !== "string" || Number.isNaN(Date.parse(review.datePublished)))
    problems.push(`${where}.datePublished is not an ISO 8601 date`);
  return problems;
}

export function localBusinessProblems(data: unknown): string[] {
  if (!isObject(data)) return ["not an object"];
  const problems: string[] = [];
  if (data["@context"] !== "https://schema.org")
    problems.push("@context is not https://schema.org");
  if (data["@type"] !== "LocalBusiness") problems.push("@type is not LocalBusiness");
  if (!nonEmpty(data.name)) problems.push("name is empty");
  const address = data.address;
  if (!isObject(address) || address["@type"] !== "PostalAddress")
    problems.push("address is not a PostalAddress");
  else if (!nonEmpty(address.addressLocality) || !nonEmpty(address.addressCountry))
    problems.push("address lacks addressLocality or addressCountry");
  if (data.aggregateRating !== undefined) {
    problems.push(...ratingProblems("aggregateRating", data.aggregateRating, "AggregateRating"));
    const count = (data.aggregateRating as Json).reviewCount;
    if (!Number.isInteger(count) || (count as number) < 1)
      problems.push("aggregateRating.reviewCount is not a whole number ≥ 1");
    if (!Array.isArray(data.review) || data.review.length === 0)
      problems.push("a rated business lists no review");
  }
  if (data.review !== undefined) {
    if (!Array.isArray(data.review)) problems.push("review is not a list");
    else
      for (const [i, review] of data.review.entries())
        problems.push(...reviewProblems(`review[${i}]`, review));
  }
  return problems;
}

/** The page's data as the schema-dts types, once localBusinessProblems found nothing wrong. */
export type CheckedLocalBusiness = WithContext<LocalBusinessLeaf> & {
  aggregateRating?: AggregateRating;
  review?: Review[];
};

export function asLocalBusiness(data: unknown): CheckedLocalBusiness {
  const problems = localBusinessProblems(data);
  if (problems.length > 0) throw new Error(`invalid LocalBusiness: ${problems.join("; ")}`);
  return data as CheckedLocalBusiness;
}
