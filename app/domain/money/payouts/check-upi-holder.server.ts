import { eq, sql } from "drizzle-orm";
import { DEFAULT_UPI_CHECKS_DAILY_BUDGET } from "~/config/payouts-config.server";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { kolkataDateKey } from "~/domain/shared/dates";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { logger } from "~/logging/logger.server";
import { bankNameRefusals } from "./bank-name-refusals";
import { checkBankName, holderMatchesName, maskHolderName } from "./holder-name";
import type { PayoutProvider, UpiValidation } from "./provider/payout-provider.server";
import { kolkataDayStart } from "./statement-years";
import { checkUpiId } from "./upi";
import { spendFromDailyBudget } from "./upi-check-budget.server";
import {
  completePendingChecks,
  countChecksSince,
  dropReservation,
  isFresh,
  readOwnCheck,
  readSharedCheck,
  reserveOwnCheck,
  storeOwnCheck,
  type UpiCheckRow,
} from "./upi-check-store.server";
import { upiIdRefusals } from "./upi-id-refusals";

/** New UPI IDs a reviewer may have checked per Kolkata day: each validation costs money. */
export const UPI_CHECKS_PER_DAY = 3;
/**
 * New UPI IDs a reviewer may have checked in 30 days (decision 100): one's own UPI ID, a typo or
 * two and a change of bank fit; a lookup of strangers' bank names, day after day, does not.
 */
export const UPI_CHECKS_PER_30_DAYS = 5;
const WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The network's paid checks a day (rateLimits.upiCheck): taken just before a paid validation,
 * given back when the day's budget refuses it after all.
 */
export type UpiCheckNetwork = {
  take(): Promise<{ ok: boolean }>;
  giveBack(): Promise<void>;
};

export type CheckUpiHolderResult =
  | {
      ok: true;
      upiId: string;
      /** Whether the bank's registered name is the name the reviewer gave for their account. */
      matches: boolean;
      /** The registered name masked ('R**** S****'): all a reviewer ever sees of it. */
      maskedHolder: string;
      /** The name they gave, compared with it (theirs, shown back to them). */
      bankName: string;
    }
  | {
      ok: false;
      reason:
        | "not_reviewer"
        | "upi_required"
        | "upi_invalid"
        | "bank_name_required"
        | "bank_name_latin"
        | "bank_name_length"
        | "upi_not_found"
        | "check_pending"
        | "daily_limit"
        | "window_limit"
        | "network_limit"
        | "budget_spent"
        | "provider_unavailable";
    };

/** How the name check is answered: at the UPI ID's or the bank name's field; nothing is sent. */
export const checkUpiHolderRefusals = {
  ...upiIdRefusals,
  ...bankNameRefusals,
  not_reviewer: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  upi_not_found: {
    status: 400,
    field: "upiId",
    title: "payouts.upiNotFoundTitle",
    message: "payouts.upiNotFoundText",
  },
  check_pending: {
    status: 409,
    field: "upiId",
    title: "upiNameCheck.pendingTitle",
    message: "upiNameCheck.pendingText",
  },
  daily_limit: {
    status: 429,
    field: "upiId",
    title: "upiNameCheck.dailyLimitTitle",
    message: "upiNameCheck.dailyLimitText",
    values: { count: UPI_CHECKS_PER_DAY },
  },
  window_limit: {
    status: 429,
    field: "upiId",
    title: "upiNameCheck.windowLimitTitle",
    message: "upiNameCheck.windowLimitText",
    values: { count: UPI_CHECKS_PER_30_DAYS },
  },
  network_limit: {
    status: 429,
    field: "upiId",
    title: "upiNameCheck.networkLimitTitle",
    message: "upiNameCheck.networkLimitText",
  },
  budget_spent: {
    status: 429,
    field: "upiId",
    title: "upiNameCheck.budgetSpentTitle",
    message: "upiNameCheck.budgetSpentText",
  },
  provider_unavailable: {
    status: 503,
    title: "payouts.providerUnavailableTitle",
    message: "payouts.providerUnavailableText",
  },
} as const satisfies Refusals<ReasonOf<CheckUpiHolderResult>, "upiId" | "bankName">;

/**
 * The name check before a payout (decision 086): RazorpayX's validation of the UPI ID answers
 * the bank's registered name, compared with the name the reviewer gives as the one on their bank
 * account (asked once, kept with the UPI ID) — never with their public name. Outside any
 * transaction. One validation serves everyone for its window (upi-check-store.server.ts); a
 * pending one is asked about again, never taken for 'no such account'. So that it is no lookup
 * of strangers' bank names (decision 100): new UPI IDs are limited per reviewer per day and per 30
 * days, paid validations per network per day (`network`) and for everyone per Kolkata day
 * (`dailyBudget`, UPI_CHECKS_DAILY_BUDGET). The reviewer learns match or no match and the name
 * masked, nothing more.
 */
export async function checkUpiHolder(
  db: Database,
  deps: { provider: PayoutProvider; network?: UpiCheckNetwork; dailyBudget?: number },
  input: { userId: string; upiId: string; bankName?: string; now?: Date },
): Promise<CheckUpiHolderResult> {
  if (!isUuid(input.userId)) return { ok: false, reason: "not_reviewer" };
  const upi = checkUpiId(input.upiId);
  if (!upi.ok) return { ok: false, reason: upi.reason };
  const now = input.now ?? new Date();
  const [profile] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (profile?.role !== "user") return { ok: false, reason: "not_reviewer" };
  const own = await readOwnCheck(db, { userId: input.userId, upiId: upi.upiId });
  let bankName = own?.bankName ?? null;
  if (bankName === null) {
    const given = checkBankName(input.bankName ?? "");
    if (!given.ok) return { ok: false, reason: given.reason };
    bankName = given.bankName;
  }
  const key = { userId: input.userId, upiId: upi.upiId, bankName, now };
  let answer: UpiValidation;
  try {
    answer = await currentAnswer(db, deps, { ...key, own });
  } catch (error) {
    if (error instanceof LimitReached) return { ok: false, reason: error.reason };
    logger.warn({ err: error }, "UPI name check: the provider did not answer");
    return { ok: false, reason: "provider_unavailable" };
  }
  if (answer.state !== "found") return { ok: false, reason: unanswered[answer.state] };
  return {
    ok: true,
    upiId: upi.upiId,
    matches: holderMatchesName(answer.holderName, bankName),
    maskedHolder: maskHolderName(answer.holderName),
    bankName,
  };
}

/** A validation with no name yet, as the reviewer is told: only `not_found` says no account. */
const unanswered = {
  pending: "check_pending",
  not_found: "upi_not_found",
  failed: "provider_unavailable",
} as const;

class LimitReached extends Error {
  constructor(readonly reason: "daily_limit" | "window_limit" | "network_limit" | "budget_spent") {
    super(reason);
  }
}

/**
 * This reviewer's answer about the UPI ID, stored: their own while it stands, else another
 * reviewer's while it stands, else a new, paid validation. A UPI ID new to them counts against
 * their limits either way; only a paid validation counts for the network and the day's budget.
 * A pending validation is asked about again here (free).
 */
async function currentAnswer(
  db: Database,
  deps: { provider: PayoutProvider; network?: UpiCheckNetwork; dailyBudget?: number },
  input: { userId: string; upiId: string; bankName: string; now: Date; own: UpiCheckRow | null },
): Promise<UpiValidation> {
  const { own, now } = input;
  const { provider } = deps;
  const store = (answer: UpiValidation, checkedAt = now) =>
    storeOwnCheck(db, { ...input, answer, checkedAt });
  if (own && isFresh(own, now)) {
    if (own.bankName === null) await store(answerOf(own), own.checkedAt);
    return own.state === "pending"
      ? askAgain(db, provider, own.providerCheckId, now)
      : answerOf(own);
  }
  if (!own) await reserveNewUpiId(db, input);
  const shared = await readSharedCheck(db, { upiId: input.upiId, now });
  if (shared) {
    await store(answerOf(shared), shared.checkedAt);
    if (shared.state !== "pending") return answerOf(shared);
    return askAgain(db, provider, shared.providerCheckId, now);
  }
  let answer: UpiValidation;
  try {
    await takePaidCheck(db, deps, input);
    answer = await provider.validateUpi({ upiId: input.upiId, contactName: input.bankName });
  } catch (error) {
    // Refused, or no answer came: the reservation goes, and no answer is remembered.
    if (!own) await dropReservation(db, input);
    throw error;
  }
  await store(answer);
  return answer;
}

/** Serialises one reviewer's new UPI IDs, so that checks sent at once cannot pass the limits. */
const NEW_UPI_LOCK = 7_045_100;

/**
 * A new UPI ID for this reviewer, within the Kolkata day's and the last 30 days' limits: counted
 * and reserved (its row, `failed` until answered: never a stored answer) in one short transaction
 * under a lock per reviewer, whatever the concurrency. Nothing outside is asked inside it.
 */
async function reserveNewUpiId(
  db: Database,
  input: { userId: string; upiId: string; bankName: string; now: Date },
) {
  const { userId, now } = input;
  const refused = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NEW_UPI_LOCK}, hashtext(${userId}))`);
    const dayStart = kolkataDayStart(kolkataDateKey(now));
    const today = await countChecksSince(tx, { userId, since: dayStart });
    const window = await countChecksSince(tx, {
      userId,
      since: new Date(now.getTime() - WINDOW_MS),
    });
    const reason =
      today >= UPI_CHECKS_PER_DAY
        ? ("daily_limit" as const)
        : window >= UPI_CHECKS_PER_30_DAYS
          ? ("window_limit" as const)
          : null;
    if (reason) return { reason, today, window };
    await reserveOwnCheck(tx, input);
    return null;
  });
  if (!refused) return;
  logger.warn(
    { userId, today: refused.today, window: refused.window, limit: refused.reason },
    "UPI check limit: a reviewer reached their limit of new UPI IDs",
  );
  throw new LimitReached(refused.reason);
}

/**
 * One paid validation counted against the network's day and everyone's day (decision 100),
 * just before it is asked: a stored answer costs nothing and counts nothing.
 */
async function takePaidCheck(
  db: Database,
  deps: { network?: UpiCheckNetwork; dailyBudget?: number },
  input: { userId: string; now: Date },
) {
  if (deps.network && !(await deps.network.take()).ok) {
    logger.warn(
      { userId: input.userId },
      "UPI check limit: a network reached its paid name checks for the day",
    );
    throw new LimitReached("network_limit");
  }
  const budget = deps.dailyBudget ?? DEFAULT_UPI_CHECKS_DAILY_BUDGET;
  if (!(await spendFromDailyBudget(db, { budget, now: input.now }))) {
    await deps.network?.giveBack();
    throw new LimitReached("budget_spent");
  }
}

/** A pending validation asked about again (GET, free); its answer completes every row waiting. */
async function askAgain(
  db: Database,
  provider: PayoutProvider,
  checkId: string,
  now: Date,
): Promise<UpiValidation> {
  const answer = await provider.fetchUpiValidation(checkId);
  await completePendingChecks(db, { answer, now });
  return answer;
}

function answerOf(row: UpiCheckRow): UpiValidation {
  if (row.state === "found" && row.holderName !== null) {
    return { state: "found", checkId: row.providerCheckId, holderName: row.holderName };
  }
  return { state: row.state === "found" ? "failed" : row.state, checkId: row.providerCheckId };
}
