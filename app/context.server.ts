import { createContext, type RouterContextProvider } from "react-router";
import type { Config } from "./config.server";
import type { Database, DatabaseHandle } from "./db/client.server";
import type { Language } from "./i18n/languages";

/** Long-lived services, made once at server start. */
export type Services = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
};

/** What the HTTP layer learned about this request. */
export type RequestInfo = {
  /** The client address: the socket's, or X-Forwarded-For's only when TRUST_PROXY says so. */
  ip: string;
  cspNonce: string;
  language: Language;
};

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>();

export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}
