import { data } from "react-router";
import type { RouteHandle } from "./route-handle";

/** The not-found page is links and text: served with no script (issue 50), like the landing. */
export const handle: RouteHandle = { staticPage: true };

/** Every unknown path answers 404; the root error boundary shows the page. */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
