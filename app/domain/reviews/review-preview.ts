/** How much of a review a list shows before 'Read the whole review' (about 100 words). */
export const REVIEW_PREVIEW_LENGTH = 600;

/**
 * The start of a review, cut at a space at most `maxLength` characters in; `truncated` says
 * whether anything was left out (the list then offers the whole text).
 */
export function reviewPreview(
  text: string,
  maxLength = REVIEW_PREVIEW_LENGTH,
): { text: string; truncated: boolean } {
  if (text.length <= maxLength) return { text, truncated: false };
  const cut = text.slice(0, maxLength + 1);
  const space = cut.search(/\s\S*$/u);
  return {
    text: (space > 0 ? cut.slice(0, space) : cut.slice(0, maxLength)).trimEnd(),
    truncated: true,
  };
}
