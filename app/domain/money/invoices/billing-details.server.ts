import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { billingDetails, profiles } from "~/db/schema";
import type { ReasonOf, Refusal, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { type BillingDetailsInput, billingDetailsSchema } from "~/forms/billing-details-schema";

export type BillingDetails = BillingDetailsInput;

export type SaveBillingDetailsResult =
  | { ok: true; details: BillingDetails }
  | { ok: false; reason: "not_business" | "invalid" };

/** How a page answers saveBillingDetails's refusals (decision 047): a form the page checked already. */
export const saveBillingDetailsRefusals = {
  not_business: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  invalid: { status: 400, title: "input.refusedTitle", message: "errors.tryAgain" },
} as const satisfies Refusals<ReasonOf<SaveBillingDetailsResult>>;

/** A business's billing details, or null when it has given none (its invoices are then B2C). */
export async function getBillingDetails(
  db: DbOrTx,
  input: { businessId: string },
): Promise<BillingDetails | null> {
  if (!isUuid(input.businessId)) return null;
  const [row] = await db
    .select({
      legalName: billingDetails.legalName,
      gstin: billingDetails.gstin,
      address: billingDetails.address,
      stateCode: billingDetails.stateCode,
      pinCode: billingDetails.pinCode,
    })
    .from(billingDetails)
    .where(eq(billingDetails.businessId, input.businessId));
  return row ? { ...row, pinCode: row.pinCode ?? "" } : null;
}

/** The pay step's answer while billingDetailsNeeded: nothing is charged, the form says where. */
export const billingDetailsNeededRefusal: Refusal = {
  status: 409,
  title: "billing.neededTitle",
  message: "billing.neededText",
};

/**
 * Whether the business must give its billing details before it pays (decision 089): the invoice
 * is issued the moment the payment lands, so an unregistered buyer's legal name, address and PIN
 * code (rule 46's proviso) are asked before Checkout. A GSTIN saved before the PIN was asked
 * is enough: a registered recipient's invoice names its GSTIN and address (rule 46(d)).
 */
export async function billingDetailsNeeded(
  db: DbOrTx,
  input: { businessId: string },
): Promise<boolean> {
  const details = await getBillingDetails(db, input);
  return !details || (details.gstin === null && details.pinCode === "");
}

/**
 * Saves what the business's next invoices are made out to; invoices already issued keep the
 * details they were issued with (decision 062). Checks the input itself, so every caller is safe.
 */
export async function saveBillingDetails(
  db: DbOrTx,
  input: { businessId: string; details: unknown; now?: Date },
): Promise<SaveBillingDetailsResult> {
  const parsed = billingDetailsSchema.safeParse(input.details);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  if (!isUuid(input.businessId)) return { ok: false, reason: "not_business" };
  const [profile] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, input.businessId));
  if (profile?.role !== "business") return { ok: false, reason: "not_business" };
  const row = { ...parsed.data, updatedAt: input.now ?? new Date() };
  await db
    .insert(billingDetails)
    .values({ businessId: input.businessId, ...row })
    .onConflictDoUpdate({ target: billingDetails.businessId, set: row });
  return { ok: true, details: parsed.data };
}
