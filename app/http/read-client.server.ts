import type { RouterContextProvider } from "react-router";
import type { Client } from "~/domain/trust/client-marks.server";
import { getRequestInfo } from "./context.server";

/**
 * The request's client, as the risk signals compare it (decision 027): its address and the
 * browser's device id. Both are hashed with a salt into marks before anything stores them.
 */
export function readClient(_request: Request, context: Readonly<RouterContextProvider>): Client {
  const info = getRequestInfo(context);
  return { ip: info.ip, deviceId: info.deviceId };
}
