import { data } from "react-router";

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
