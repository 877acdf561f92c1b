import type { RouterContextProvider } from "react-router";
import { getServices } from "~/http/context.server";
import type { AuthDeps } from "./accounts.server";

/** What the account flows need from the running server. */
export function authDeps(context: Readonly<RouterContextProvider>): AuthDeps {
  const { config, sms, limits } = getServices(context);
  return { sms, limits, secret: config.sessionSecret, adminPhone: config.adminPhone };
}
