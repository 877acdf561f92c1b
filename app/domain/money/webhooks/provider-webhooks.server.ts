/**
 * How a provider signs its webhooks (decision 127), defined in its folder: the header its
 * signature comes in, the header naming the event (the same for every delivery of one event),
 * and the check of a raw body's signature with a secret. The provider's client checks the
 * current secret (`verifyWebhook`); this check is how the previous one is tried after a
 * rotation (decision 087).
 */
export type WebhookSignature = {
  signatureHeader: string;
  eventIdHeader: string;
  verify: (rawBody: string, signature: string, secret: string) => boolean;
};

/**
 * A provider's webhooks, as its registry line declares them (decisions 125, 127): the name they
 * are stored under (`inbound_webhooks.provider`) and arrive at (`/webhooks/<source>`, lower case
 * because a URL's path is matched whatever its case), the provider's own name (shown on
 * /admin/webhooks, the same in every language), how they are signed, and how a verified body
 * reads in our words (null when it is not in the provider's documented shape).
 */
export type ProviderWebhooks<Event> = {
  source: Lowercase<string>;
  name: string;
  signature: WebhookSignature;
  readEvent: (body: unknown) => Event | null;
};
