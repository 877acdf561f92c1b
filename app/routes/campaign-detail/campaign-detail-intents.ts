import type { RouterContextProvider } from "react-router";
import type { FlashToast } from "~/http/toast.server";

/**
 * The campaign detail's forms, each naming its intent; route.tsx has one handler for each. A type
 * alone: a form writes `"save-reply" satisfies CampaignDetailIntent`, so no script is sent for it.
 */
export type CampaignDetailIntent = "save-reply";

/** What the campaign detail's action answers; its Reply dialog checks what it sends first. */
export type ActionResult = { toast: FlashToast | null };

/** What route.tsx hands each intent's handler: the form and the signed-in business. */
export type CampaignDetailIntentArgs = {
  form: FormData;
  businessId: string;
  context: Readonly<RouterContextProvider>;
};
