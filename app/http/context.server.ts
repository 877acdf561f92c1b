import { createContext, type RouterContextProvider } from "react-router";
import type { RateLimits } from "~/auth/rate-limit.server";
import type { Profile, UnreadNotices } from "~/auth/session.server";
import type { Config } from "~/config/config.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import type {
  PaymentGateway,
  PaymentProvider,
} from "~/domain/money/payments/payment-gateway.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import type { EventBus } from "~/events/bus.server";
import type { StreamHub } from "~/events/stream-hub.server";
import type { Language } from "~/i18n/languages";
import type { SmsProvider } from "~/notifications/sms";
import type { ProofStorage } from "~/storage/storage.server";

/** Long-lived services, made once at server start. */
export type Services = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  sms: SmsProvider;
  /** How businesses pay for campaigns (simulated until a gateway is connected). */
  payments: PaymentProvider;
  /** PAYMENTS=razorpay: the gateway Checkout pays through; null while payments are simulated. */
  gateway: PaymentGateway | null;
  /** Asks the gateway for owed refunds after the commit that owed them; absent when simulated. */
  wakeRefunds?: (refundIds?: string[]) => void;
  /** PAYOUTS=razorpayx: the provider that pays reviewers; null while the admin pays by hand. */
  payoutProvider: PayoutProvider | null;
  limits: RateLimits;
  /** Private files: review proofs. */
  storage: ProofStorage;
  /** Live-update events from every server process on this database. */
  events: EventBus;
  /** This process's open live-update streams (/events). */
  streams: StreamHub;
};

/** The person signed in on this request, read once by the session middleware. */
export type SignedIn = {
  profile: Profile;
  token: string;
  sessionId: string;
  /** Read with the session: whether a breach notice or a lifted suspension's answer waits. */
  unread: UnreadNotices;
};

/** What the HTTP layer learned about this request. */
export type RequestInfo = {
  /** The client address: the socket's, or X-Forwarded-For's only when TRUST_PROXY says so. */
  ip: string;
  /** From this machine through no proxy: the socket and the client address are both loopback. */
  fromThisMachine: boolean;
  /** The browser's device id cookie (server/device-cookie.ts); null before its first form post. */
  deviceId: string | null;
  cspNonce: string;
  language: Language;
  /** The request's id in the log (and its X-Request-Id header). */
  requestId: string;
  /** Set while the request runs: the database could not take its work (answered 503). */
  faults: RequestFaults;
};

/**
 * What went wrong in a request, shared with the request log (server/request-log.ts), which says
 * it in the request's one line (decision 112).
 */
export type RequestFaults = {
  databaseUnavailable: boolean;
  /** The first error that said so: logged with the request's line, never on a line of its own. */
  cause?: unknown;
};

/** A request's faults, none yet: kept in `res.locals` for the request log to read. */
export function noFaults(): RequestFaults {
  return { databaseUnavailable: false };
}

/**
 * The database could not take this request's work: it is answered 503 with Retry-After, and the
 * request log's one line for it says `database unavailable: GET /path` at level warn (no second
 * line, no error report: a blip is no bug).
 */
export function markDatabaseUnavailable(info: RequestInfo, error: unknown): void {
  info.faults.databaseUnavailable = true;
  info.faults.cause ??= error;
}

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>();
export const sessionContext = createContext<SignedIn | null>(null);

export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}

export function getSignedIn(context: Readonly<RouterContextProvider>): SignedIn | null {
  return context.get(sessionContext);
}

/**
 * The site's address for links that leave it (canonical, og:url, share links, QR codes):
 * PUBLIC_ORIGIN when set, else the request's own origin. A request's Host header is the client's
 * to choose, so production sets PUBLIC_ORIGIN.
 */
export function publicOrigin(context: Readonly<RouterContextProvider>, request: Request): string {
  return getServices(context).config.publicOrigin ?? new URL(request.url).origin;
}
