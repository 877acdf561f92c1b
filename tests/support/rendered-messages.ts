import { PRICE_PER_REVIEW } from "~/db/prices";
import { factValues, formatRupees } from "~/i18n/facts";
import enCatalogue from "~/i18n/locales/en";
import hiCatalogue from "~/i18n/locales/hi";

const fact = new RegExp(`\\{\\{(${Object.keys(factValues).join("|")})\\}\\}`, "g");

/** A catalogue with the facts filled in as the translator fills them; other values stay. */
function withFacts<T>(node: T): T {
  if (typeof node === "string") {
    return node.replace(fact, (_, name: keyof typeof factValues) => factValues[name]) as T;
  }
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, child]) => [key, withFacts(child)]),
  ) as T;
}

/**
 * The messages as a page shows them (decision 115): '{{reward}}' is '₹5' here, from the constant,
 * so a test that reads a text where a person sees it follows a changed reward by itself.
 */
export const en = withFacts(enCatalogue);
export const hi = withFacts(hiCatalogue);

/** The campaign form's cost line as the page shows it: 'Total Cost: ₹600 (at ₹20/review)'. */
export function totalCostLine(reviews: number | null): string {
  const amount = reviews === null ? "—" : formatRupees(reviews * PRICE_PER_REVIEW);
  return `Total Cost: ${amount} (at ${factValues.pricePerReview}/review)`;
}
