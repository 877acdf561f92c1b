import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { campaignFormSchema } from "~/domain/campaigns/campaign-form";
import { createCampaign, createCampaignRefusals } from "~/domain/campaigns/create-campaign.server";
import { isUuid } from "~/domain/shared/uuid";
import { refusalToast } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readClient } from "~/http/read-client.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * Create Campaign: the form's one schema (campaign-form.ts, also the browser's check), then the
 * payment and the campaign. Field errors are said at the fields, with the form's 'Missing
 * Information' line (decision 035); any other refusal is a toast from the domain's table.
 */
export async function createCampaignIntent(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  businessId: string;
}) {
  const submission = parseWithZod(args.form, { schema: campaignFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null }, 400);
  }
  const requestId = String(args.form.get("requestId") ?? "");
  const { db, payments, config } = getServices(args.context);
  const outcome = isUuid(requestId)
    ? await createCampaign(
        db,
        { payments, clientSalt: config.sessionSecret },
        {
          businessId: args.businessId,
          requestId,
          ...submission.value,
          client: readClient(args.request, args.context),
        },
      )
    : ({ ok: false, reason: "invalid_input" } as const);
  if (!outcome.ok) {
    const refusal = createCampaignRefusals[outcome.reason];
    return data({ result: submission.reply(), toast: refusalToast(refusal) }, refusal.status);
  }
  return redirectWithToast("/business/dashboard", {
    title: "business.campaignSubmittedTitle",
    description: "business.campaignSubmittedText",
    variant: "success",
  });
}
