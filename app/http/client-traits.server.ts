import type { RouterContextProvider } from "react-router";
import type { ClientTraits } from "~/domain/trust/screen-review.server";
import { getRequestInfo } from "./context.server";

/**
 * The request's client, as the risk signals compare it (decision 027): its address and the
 * browser's device id. Both are hashed with a salt before anything stores them.
 */
export function readClientTraits(
  _request: Request,
  context: Readonly<RouterContextProvider>,
): ClientTraits {
  const info = getRequestInfo(context);
  return { ip: info.ip, deviceId: info.deviceId };
}
