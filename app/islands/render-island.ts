import type { ReactNode } from "react";

type Render = (node: ReactNode, identifierPrefix: string) => string;

let render: Render | undefined;

/**
 * The server's entry gives React DOM's `renderToString` here, so the island component (which the
 * browser's route chunks also import) never pulls React's server renderer into the browser.
 * React supports a synchronous render inside another render (it restores the outer one's state).
 */
export function setIslandRenderer(renderer: Render) {
  render = renderer;
}

export function renderIsland(node: ReactNode, identifierPrefix: string): string {
  if (!render) throw new Error("The server entry gives the island renderer");
  return render(node, identifierPrefix);
}
