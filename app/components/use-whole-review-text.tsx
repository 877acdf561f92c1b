import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A review's text as a list shows it: the start of a long one with '…', and a button that fetches
 * the whole from `href` in place (the staff's card and the campaign's page alike). `text` is what
 * is shown, the whole once it came; `readWhole` the button, or null once nothing is left to fetch.
 */
export function useWholeReviewText(
  review: { reviewText: string | null; truncated?: boolean },
  href: string,
  label: string,
) {
  const wholeText = useFetcher<{ reviewText: string }>();
  const text =
    wholeText.data?.reviewText ??
    (review.truncated ? `${review.reviewText}…` : (review.reviewText ?? ""));
  const readWhole =
    review.truncated && !wholeText.data ? (
      <Button
        variant="link"
        size="sm"
        disabled={wholeText.state !== "idle"}
        onClick={() => wholeText.load(href)}
      >
        {label}
      </Button>
    ) : null;
  return { text, readWhole };
}
