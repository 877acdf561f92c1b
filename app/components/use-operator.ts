import { useRouteLoaderData } from "react-router";
import type { OperatorDetails } from "~/config/operator-config.server";

/**
 * The operator as the root loader hands it to every page (decision 075). A module of its own, so
 * a page that only needs the details does not carry the identity block's texts.
 */
export function useOperator(): OperatorDetails | undefined {
  return (useRouteLoaderData("root") as { operator?: OperatorDetails } | undefined)?.operator;
}
