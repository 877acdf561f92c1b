import { useMatches } from "react-router";

/**
 * Whether the page is a static one (decision 016: its route's handle says `staticPage`): served
 * with no React Router script, its interactive parts islands (decision 141).
 */
export function useStaticPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as { staticPage?: boolean } | undefined)?.staticPage,
  );
}
