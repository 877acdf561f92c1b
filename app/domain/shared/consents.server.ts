import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { consents, profiles } from "~/db/schema";
import {
  type ConsentPurpose,
  canWithdrawAtOnce,
  isConsentPurpose,
  NOTICE_VERSIONS,
  WITHDRAWAL_PATHS,
  type WithdrawalPath,
} from "./consent-notices";
import type { Refusals } from "./refusal";
import { isUuid } from "./uuid";

/*
 * Consent rows (decision 074): written by the caller's transaction together with the data they
 * cover, so a record exists exactly when the data does; read for the profile's Privacy section;
 * withdrawn with one tap where the purpose allows it, taking effect in the same transaction.
 */

export type ConsentRecord = {
  id: string;
  purpose: ConsentPurpose;
  noticeVersion: string;
  givenAt: Date;
  withdrawnAt: Date | null;
  withdrawal: WithdrawalPath;
};

/** Records the current notice's consent for each purpose, unless one is already in force. */
export async function recordConsents(
  tx: DbOrTx,
  input: { profileId: string; purposes: readonly ConsentPurpose[]; now: Date },
): Promise<void> {
  const inForce = await tx
    .select({ purpose: consents.purpose, noticeVersion: consents.noticeVersion })
    .from(consents)
    .where(and(eq(consents.profileId, input.profileId), isNull(consents.withdrawnAt)));
  const missing = input.purposes.filter(
    (purpose) =>
      !inForce.some(
        (row) => row.purpose === purpose && row.noticeVersion === NOTICE_VERSIONS[purpose],
      ),
  );
  if (missing.length === 0) return;
  await tx.insert(consents).values(
    missing.map((purpose) => ({
      profileId: input.profileId,
      purpose,
      noticeVersion: NOTICE_VERSIONS[purpose],
      givenAt: input.now,
    })),
  );
}

/** A person's consent rows, oldest first, each with how it can end. */
export async function listConsents(db: DbOrTx, profileId: string): Promise<ConsentRecord[]> {
  if (!isUuid(profileId)) return [];
  const rows = await db
    .select({
      id: consents.id,
      purpose: consents.purpose,
      noticeVersion: consents.noticeVersion,
      givenAt: consents.givenAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .where(eq(consents.profileId, profileId))
    .orderBy(asc(consents.givenAt), asc(consents.purpose));
  return rows.map((row) => ({ ...row, withdrawal: WITHDRAWAL_PATHS[row.purpose] }));
}

export type WithdrawConsentFailure = "not_found" | "not_withdrawable";
export type WithdrawConsentResult =
  | { ok: true; purpose: ConsentPurpose }
  | { ok: false; reason: WithdrawConsentFailure };

export const withdrawConsentRefusals = {
  not_found: { status: 404, title: "consent.notChangedTitle", message: "consent.notFoundText" },
  not_withdrawable: {
    status: 409,
    title: "consent.notChangedTitle",
    message: "consent.notWithdrawableText",
  },
} as const satisfies Refusals<WithdrawConsentFailure>;

/**
 * Withdraws the person's consents in force for a purpose that allows it; what the purpose
 * drives stops in the same transaction. Withdrawing again answers ok and changes nothing.
 */
export async function withdrawConsent(
  db: DbOrTx,
  input: { profileId: string; purpose: string; now?: Date },
): Promise<WithdrawConsentResult> {
  if (!isUuid(input.profileId) || !isConsentPurpose(input.purpose)) {
    return { ok: false, reason: "not_found" };
  }
  const purpose = input.purpose;
  if (!canWithdrawAtOnce(purpose)) return { ok: false, reason: "not_withdrawable" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<WithdrawConsentResult> => {
    const [given] = await tx
      .select({ id: consents.id })
      .from(consents)
      .where(and(eq(consents.profileId, input.profileId), eq(consents.purpose, purpose)))
      .limit(1);
    if (!given) return { ok: false, reason: "not_found" };
    await stopPurpose(tx, { profileId: input.profileId, purpose, now });
    return { ok: true, purpose };
  });
}

/** Sets a consent-based switch on or off, keeping its consent rows true to it. */
export async function setConsentSwitch(
  tx: DbOrTx,
  input: { profileId: string; purpose: ConsentPurpose; on: boolean; now: Date },
): Promise<void> {
  if (input.on) await recordConsents(tx, { ...input, purposes: [input.purpose] });
  else await stopPurpose(tx, input);
}

async function stopPurpose(
  tx: DbOrTx,
  input: { profileId: string; purpose: ConsentPurpose; now: Date },
): Promise<void> {
  await tx
    .update(consents)
    .set({ withdrawnAt: input.now })
    .where(
      and(
        eq(consents.profileId, input.profileId),
        eq(consents.purpose, input.purpose),
        isNull(consents.withdrawnAt),
      ),
    );
  if (input.purpose === "review_sms") {
    await tx.update(profiles).set({ reviewSms: false }).where(eq(profiles.id, input.profileId));
  }
}
