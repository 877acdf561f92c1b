import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { campaignFormSchema } from "~/domain/campaigns/campaign-form";
import { createCampaign, createCampaignRefusals } from "~/domain/campaigns/create-campaign.server";
import {
  billingDetailsNeeded,
  billingDetailsNeededRefusal,
} from "~/domain/money/invoices/billing-details.server";
import {
  type CheckoutOrder,
  startCampaignOrder,
  startCampaignOrderRefusals,
} from "~/domain/orders/campaign-orders.server";
import {
  confirmCampaignPayment,
  confirmCampaignPaymentRefusals,
} from "~/domain/orders/confirm-campaign-payment.server";
import type { Refusal } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { refusalToast } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readCheckoutAnswer } from "~/http/read-checkout-answer.server";
import { readClient } from "~/http/read-client.server";
import { type FlashToast, redirectWithToast } from "~/http/toast.server";

type IntentArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  businessId: string;
};

/** What the create form reads back from any of its answers. */
type CampaignFormAnswer = {
  result: SubmissionResult<string[]> | undefined;
  toast: FlashToast | null;
  checkout: CheckoutOrder | null;
};
const answer = (body: CampaignFormAnswer, status = 200) => data(body, status);

const campaignSubmitted = () =>
  redirectWithToast("/business/dashboard", {
    title: "business.campaignSubmittedTitle",
    description: "business.campaignSubmittedText",
    variant: "success",
  });

/**
 * Create Campaign: the form's one schema (campaign-form.ts, also the browser's check), then the
 * payment and the campaign. Field errors are said at the fields, with the form's 'Missing
 * Information' line (decision 035); any other refusal is a toast from the domain's table. With
 * Razorpay the answer is the order Checkout opens (decision 057); the campaign waits for it.
 */
export async function createCampaignIntent(args: IntentArgs) {
  const submission = parseWithZod(args.form, { schema: campaignFormSchema });
  if (submission.status !== "success") {
    return answer({ result: submission.reply(), toast: null, checkout: null }, 400);
  }
  const requestId = String(args.form.get("requestId") ?? "");
  const { db, payments, gateway, config } = getServices(args.context);
  const input = {
    businessId: args.businessId,
    requestId,
    ...submission.value,
    client: readClient(args.request, args.context),
  };
  const deps = { clientSalt: config.sessionSecret };
  // A refusal keeps what was typed (the submission's reply) and says why in a toast.
  const refused = (refusal: Refusal<string>) =>
    answer(
      { result: submission.reply(), toast: refusalToast(refusal), checkout: null },
      refusal.status,
    );
  // The invoice is issued when the payment lands: its recipient's details come first (decision 089).
  if (await billingDetailsNeeded(db, { businessId: args.businessId })) {
    return refused(billingDetailsNeededRefusal);
  }
  if (gateway) {
    const started = isUuid(requestId)
      ? await startCampaignOrder(db, { ...deps, gateway }, input)
      : ({ ok: false, reason: "invalid_input" } as const);
    if (!started.ok) return refused(startCampaignOrderRefusals[started.reason]);
    if ("paid" in started) return campaignSubmitted();
    return answer({ result: submission.reply(), toast: null, checkout: started.order });
  }
  const outcome = isUuid(requestId)
    ? await createCampaign(db, { ...deps, payments }, input)
    : ({ ok: false, reason: "invalid_input" } as const);
  if (!outcome.ok) return refused(createCampaignRefusals[outcome.reason]);
  return campaignSubmitted();
}

/** Checkout's answer from the page: the signature, then the gateway's word, then the campaign. */
export async function confirmPaymentIntent(args: IntentArgs) {
  const { db, gateway } = getServices(args.context);
  if (!gateway) return answer({ result: undefined, toast: null, checkout: null }, 404);
  const outcome = await confirmCampaignPayment(
    db,
    { gateway },
    { businessId: args.businessId, ...readCheckoutAnswer(args.form) },
  );
  if (outcome.ok) return campaignSubmitted();
  const refusal = confirmCampaignPaymentRefusals[outcome.reason];
  return answer(
    { result: undefined, toast: refusalToast(refusal), checkout: null },
    refusal.status,
  );
}
