import type { RouterContextProvider } from "react-router";
import type { CheckoutOrder } from "~/domain/orders/campaign-orders.server";
import type { FieldRefusal } from "~/http/answer-refusal.server";
import type { FlashToast, TranslatedToast } from "~/http/toast.server";

/**
 * The campaign detail's forms, each naming its intent; route.tsx has one handler for each. A type
 * alone: a form writes `"save-reply" satisfies CampaignDetailIntent`, so no script is sent for it.
 */
export type CampaignDetailIntent =
  | "save-reply"
  | "pause-campaign"
  | "resume-campaign"
  | "delete-campaign"
  | "edit-campaign"
  | "add-reviews"
  | "confirm-add-reviews"
  | "dispute-review";

/** The fields a campaign form may be answered at (Edit and Add reviews). */
export type CampaignFormField =
  | "businessName"
  | "mapsLink"
  | "topics"
  | "address"
  | "placeLat"
  | "placeLng"
  | "count";

/** What the campaign detail's action answers; its dialogs check what they send first. */
export type ActionResult = {
  toast: FlashToast | TranslatedToast | null;
  field?: FieldRefusal<CampaignFormField>;
  /** Message keys per field of a form the server refused (the form's schema). */
  fieldErrors?: Partial<Record<CampaignFormField, string>>;
  /** PAYMENTS=razorpay: the order the Add reviews dialog's Checkout pays. */
  checkout?: CheckoutOrder;
};

/** What route.tsx hands each intent's handler: the form and the signed-in business. */
export type CampaignDetailIntentArgs = {
  form: FormData;
  businessId: string;
  campaignId: string;
  context: Readonly<RouterContextProvider>;
};
