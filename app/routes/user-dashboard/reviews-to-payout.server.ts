import { maskHolderName } from "~/domain/money/payouts/holder-name";
import type { MyPayout } from "~/domain/money/payouts/payout-lists.server";
import { isOpenPayout } from "~/domain/money/payouts/payout-states";
import { maskUpiId } from "~/domain/money/payouts/upi";
import { MIN_PAYOUT, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * 'N more approved reviews to your first payout' (or 'next'), in the reviewer's language; null
 * when a payout can be asked for or one is on its way (held or with the bank too). Said on the server: the words stay out of
 * the page's script.
 */
export function reviewsToPayoutText(
  language: Language,
  balance: number,
  payouts: readonly Pick<MyPayout, "status">[],
): string | null {
  if (balance >= MIN_PAYOUT || payouts.some((payout) => isOpenPayout(payout.status))) return null;
  const count = Math.ceil((MIN_PAYOUT - balance) / REWARD_PER_REVIEW);
  return serverT(language)(
    payouts.length === 0 ? "dashboardNotes.toFirstPayout" : "dashboardNotes.toNextPayout",
    { count },
  );
}

/**
 * The last payout's UPI ID (a rejected one's too) as the payout screen offers it, masked; the page
 * never holds the whole ID (the form posts `savedUpi=last` and the server reads it again).
 */
export type SavedUpi = { text: string; other: string };

/**
 * What the reviewer's page shows of their payouts: UPI IDs masked (issue 32), and the bank's
 * registered name too (decision 086: a reviewer never reads a whole registered name).
 */
export function maskedPayouts(payouts: readonly MyPayout[]): MyPayout[] {
  return payouts.map((payout) => ({
    ...payout,
    upiId: maskUpiId(payout.upiId),
    holderName: payout.holderName === null ? null : maskHolderName(payout.holderName),
  }));
}

export function savedUpiOf(
  language: Language,
  payouts: readonly Pick<MyPayout, "upiId">[],
): SavedUpi | null {
  const last = payouts[0];
  if (!last) return null;
  const t = serverT(language);
  return {
    text: t("dashboardNotes.savedUpi", { upi: maskUpiId(last.upiId) }),
    other: t("dashboardNotes.otherUpi"),
  };
}
