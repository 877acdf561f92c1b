import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, upiChecks } from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { holderMatchesName } from "./holder-name";
import type { PayoutProvider } from "./provider/payout-provider.server";
import { checkUpiId } from "./upi";
import { upiIdRefusals } from "./upi-id-refusals";

export type CheckUpiHolderResult =
  | { ok: true; upiId: string; holderName: string }
  | {
      ok: false;
      reason:
        | "not_reviewer"
        | "upi_required"
        | "upi_invalid"
        | "upi_not_found"
        | "name_mismatch"
        | "provider_unavailable";
      holderName?: string;
    };

/** How the name check is answered: said plainly at the UPI ID field; nothing is sent. */
export const checkUpiHolderRefusals = {
  ...upiIdRefusals,
  not_reviewer: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  upi_not_found: {
    status: 400,
    field: "upiId",
    title: "payouts.upiNotFoundTitle",
    message: "payouts.upiNotFoundText",
  },
  name_mismatch: {
    status: 400,
    field: "upiId",
    title: "payouts.nameMismatchTitle",
    message: "payouts.nameMismatchText",
  },
  provider_unavailable: {
    status: 503,
    title: "payouts.providerUnavailableTitle",
    message: "payouts.providerUnavailableText",
  },
} as const satisfies Refusals<ReasonOf<CheckUpiHolderResult>, "upiId">;

/**
 * The name check before a payout (decision 066): the provider's validation of the UPI ID answers
 * its holder's name, asked once per reviewer and UPI ID (kept in upi_checks) and outside any
 * transaction. A holder whose name shares no word with the reviewer's public name is refused.
 */
export async function checkUpiHolder(
  db: Database,
  deps: { provider: PayoutProvider },
  input: { userId: string; upiId: string; now?: Date },
): Promise<CheckUpiHolderResult> {
  if (!isUuid(input.userId)) return { ok: false, reason: "not_reviewer" };
  const upi = checkUpiId(input.upiId);
  if (!upi.ok) return { ok: false, reason: upi.reason };
  const [profile] = await db
    .select({
      role: profiles.role,
      reviewerName: profiles.reviewerName,
      username: profiles.username,
    })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (profile?.role !== "user") return { ok: false, reason: "not_reviewer" };
  const [known] = await db
    .select({ holderName: upiChecks.holderName })
    .from(upiChecks)
    .where(and(eq(upiChecks.userId, input.userId), eq(upiChecks.upiId, upi.upiId)));
  let holderName = known?.holderName ?? null;
  if (!known) {
    let answer: Awaited<ReturnType<PayoutProvider["validateUpi"]>>;
    try {
      answer = await deps.provider.validateUpi({
        upiId: upi.upiId,
        contactName: profile.reviewerName ?? profile.username ?? "ReviewKaro reviewer",
      });
    } catch {
      return { ok: false, reason: "provider_unavailable" };
    }
    holderName = answer.ok ? answer.holderName : null;
    await db
      .insert(upiChecks)
      .values({
        userId: input.userId,
        upiId: upi.upiId,
        holderName,
        providerCheckId: answer.checkId,
        checkedAt: input.now ?? new Date(),
      })
      .onConflictDoNothing();
  }
  if (holderName === null) return { ok: false, reason: "upi_not_found" };
  const own = profile.reviewerName ?? profile.username;
  if (own && !holderMatchesName(holderName, own)) {
    return { ok: false, reason: "name_mismatch", holderName };
  }
  return { ok: true, upiId: upi.upiId, holderName };
}
