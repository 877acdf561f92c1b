/**
 * What the admin sees of a stored webhook: the entity's kind, id, amount and status, and the
 * order it names. Never the body itself: a payment carries the payer's phone, email and UPI ID,
 * a payout its fund account (decision 087).
 */
export type WebhookSummary = {
  entity: string | null;
  entityId: string | null;
  orderId: string | null;
  /** In paise, as the provider counts. */
  amountPaise: number | null;
  status: string | null;
};

const entityOrder = ["payout", "refund", "payment", "fund_account.validation", "order"];

export function summarizeWebhook(rawBody: string): WebhookSummary {
  const empty: WebhookSummary = {
    entity: null,
    entityId: null,
    orderId: null,
    amountPaise: null,
    status: null,
  };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return empty;
  }
  const payload = record(record(body)?.payload);
  if (!payload) return empty;
  const kind = entityOrder.find((name) => record(record(payload[name])?.entity));
  const entity = kind ? record(record(payload[kind])?.entity) : null;
  if (!kind || !entity) return empty;
  return {
    entity: kind,
    entityId: text(entity.id),
    orderId: text(entity.order_id),
    amountPaise: typeof entity.amount === "number" ? entity.amount : null,
    status: text(entity.status),
  };
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Ids and statuses only: short, and no longer than a provider's id is. */
function text(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value.slice(0, 40) : null;
}
