import type { DbOrTx } from "~/db/client.server";
import { saveBillingDetails } from "~/domain/money/invoices/billing-details.server";

/** A business that has given its billing details, as the pay steps ask first (decision 089). */
export async function giveBillingDetails(db: DbOrTx, businessId: string) {
  const saved = await saveBillingDetails(db, {
    businessId,
    details: {
      legalName: "Rasoi Foods",
      address: "5 New Market, Bhopal",
      pinCode: "462003",
      stateCode: "23",
    },
  });
  if (!saved.ok) throw new Error(`billing details not saved: ${saved.reason}`);
}
