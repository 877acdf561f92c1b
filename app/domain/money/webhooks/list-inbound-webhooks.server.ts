import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type InboundWebhookState, inboundWebhooks } from "~/db/schema";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import { boundedLimit, type Cursor, type KeysetWindow } from "~/domain/shared/list-pages";
import { isAdmin } from "~/domain/shared/roles.server";
import { summarizeWebhook, type WebhookSummary } from "./webhook-summary";

export const INBOUND_WEBHOOKS_PAGE_SIZE = 50;

export type InboundWebhookRow = {
  id: string;
  /** The source its provider's registry line declares (decision 127). */
  provider: string;
  eventId: string;
  event: string;
  state: InboundWebhookState;
  outcome: string | null;
  error: string | null;
  attempts: number;
  signedWith: "current" | "previous";
  receivedAt: Date;
  lastAttemptAt: Date;
  summary: WebhookSummary;
  cursor: Cursor;
};

/**
 * The inbound webhooks, newest first, a keyset page at a time, all or one state (read through
 * inbound_webhooks_state_idx or _received_idx); nothing for anyone but the admin.
 */
export async function listInboundWebhooks(
  db: DbOrTx,
  input: { adminId: string; state?: InboundWebhookState } & Partial<KeysetWindow>,
): Promise<InboundWebhookRow[]> {
  const page = keysetPage(
    { at: inboundWebhooks.receivedAt, id: inboundWebhooks.id },
    "desc",
    input,
  );
  const rows = await db
    .select({
      id: inboundWebhooks.id,
      provider: inboundWebhooks.provider,
      eventId: inboundWebhooks.eventId,
      event: inboundWebhooks.event,
      state: inboundWebhooks.state,
      outcome: inboundWebhooks.outcome,
      error: inboundWebhooks.error,
      attempts: inboundWebhooks.attempts,
      signedWith: inboundWebhooks.signedWith,
      receivedAt: inboundWebhooks.receivedAt,
      lastAttemptAt: inboundWebhooks.lastAttemptAt,
      rawBody: inboundWebhooks.rawBody,
      cursorAt: cursorTime(inboundWebhooks.receivedAt),
    })
    .from(inboundWebhooks)
    .where(
      and(
        isAdmin(input.adminId),
        input.state ? eq(inboundWebhooks.state, input.state) : undefined,
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    // A page and the one row more that says whether another follows (loadOpenPage).
    .limit(boundedLimit(input.limit, INBOUND_WEBHOOKS_PAGE_SIZE, INBOUND_WEBHOOKS_PAGE_SIZE + 1))
    .offset(page.offset);
  return pageRows(rows, page).map(({ rawBody, ...row }) => ({
    ...row,
    summary: summarizeWebhook(rawBody),
  }));
}

/** One stored webhook, body included, for a replay. */
export async function findInboundWebhook(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: inboundWebhooks.id,
      provider: inboundWebhooks.provider,
      eventId: inboundWebhooks.eventId,
      rawBody: inboundWebhooks.rawBody,
      state: inboundWebhooks.state,
    })
    .from(inboundWebhooks)
    .where(eq(inboundWebhooks.id, id));
  return row ?? null;
}
