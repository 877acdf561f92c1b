import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { BusinessPlaceField } from "~/components/business-place-field";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { useFlashToast } from "~/components/use-flash-toast";
import type { CampaignStatus } from "~/db/schema";
import { campaignEditSchema } from "~/domain/campaigns/campaign-form";
import type { OwnerAction } from "~/domain/campaigns/owner-actions";
import { formatRupees } from "~/domain/money/rupees";
import { useMessageGroups } from "~/i18n/browser-messages";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { AddReviewsDialog } from "./add-reviews-dialog";
import type {
  ActionResult,
  CampaignDetailIntent,
  CampaignFormField,
} from "./campaign-detail-intents";

export type CampaignAction = Exclude<OwnerAction, "resume">;

/** What the dialogs show and prefill of the campaign. */
export type EditableCampaign = {
  id: string;
  status: CampaignStatus;
  businessName: string;
  mapsLink: string;
  topics: string[];
  address: string | null;
  placeLat: number | null;
  placeLng: number | null;
  cost: number;
  targetReviews: number;
};

type DialogProps = {
  campaign: EditableCampaign;
  /** PAYMENTS=razorpay: Add reviews pays through Checkout. */
  checkoutScriptUrl: string | null;
  open: CampaignAction | null;
  setOpen: (open: CampaignAction | null) => void;
};

/** The open action's dialog; each keeps its fetcher, so its answer's toast shows after it closes. */
export function CampaignActionDialog(props: DialogProps) {
  // Their words come with them (the page's own group leaves them out).
  useMessageGroups(["campaignDialogs"]);
  return (
    <>
      <ConfirmDialog {...props} action="pause" />
      <ConfirmDialog {...props} action="delete" />
      <EditDialog {...props} />
      <AddReviewsDialog {...props} />
    </>
  );
}

const confirmTexts = {
  pause: {
    title: "ownerCampaignDialogs.pauseTitle",
    text: "ownerCampaignDialogs.pauseText",
    confirm: "ownerCampaignDialogs.pauseConfirm",
    intent: "pause-campaign",
  },
  delete: {
    title: "ownerCampaignDialogs.deleteTitle",
    text: "ownerCampaignDialogs.deleteText",
    confirm: "ownerCampaignDialogs.deleteConfirm",
    intent: "delete-campaign",
  },
} as const satisfies Record<string, { intent: CampaignDetailIntent } & Record<string, string>>;

function ConfirmDialog({
  campaign,
  open,
  setOpen,
  action,
}: DialogProps & { action: "pause" | "delete" }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const texts = confirmTexts[action];
  return (
    <Dialog open={open === action} onOpenChange={(next) => setOpen(next ? action : null)}>
      <DialogContent
        title={t(texts.title)}
        description={t(texts.text, { amount: formatRupees(campaign.cost) })}
      >
        <fetcher.Form method="post" onSubmit={() => setOpen(null)}>
          <DialogActions
            cancel={t("ownerCampaignDialogs.cancel")}
            onCancel={() => setOpen(null)}
            submit={t(texts.confirm)}
            intent={texts.intent}
            destructive={action === "delete"}
            disabled={fetcher.state !== "idle"}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** Name, Maps link, topics and address; checked here by the server's own schema first. */
function EditDialog({ campaign, open, setOpen }: DialogProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const id = useId();
  const [errors, setErrors] = useState<ActionResult["fieldErrors"]>({});
  const [mapsLink, setMapsLink] = useState(campaign.mapsLink);
  const { placeLat: lat, placeLng: lng } = campaign;
  useEffect(() => {
    if (fetcher.data?.fieldErrors) {
      setErrors(fetcher.data.fieldErrors);
      setOpen("edit");
    }
  }, [fetcher.data, setOpen]);
  const live = campaign.status !== "pending_approval";
  const errorOf = (name: CampaignFormField) => {
    const key = errors?.[name];
    return key ? [translateKey(t, key)] : undefined;
  };
  return (
    <Dialog open={open === "edit"} onOpenChange={(next) => setOpen(next ? "edit" : null)}>
      <DialogContent
        title={t("ownerCampaignDialogs.editTitle")}
        description={t(
          live ? "ownerCampaignDialogs.editIntroLive" : "ownerCampaignDialogs.editIntro",
        )}
      >
        <fetcher.Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            const parsed = campaignEditSchema.safeParse(
              Object.fromEntries(new FormData(event.currentTarget)),
            );
            if (!parsed.success) {
              event.preventDefault();
              const found: ActionResult["fieldErrors"] = {};
              for (const issue of parsed.error.issues) {
                found[issue.path[0] as CampaignFormField] ??= issue.message;
              }
              setErrors(found);
              return;
            }
            setErrors({});
            setOpen(null);
          }}
        >
          <Field
            id={`${id}-name`}
            name="businessName"
            label={t("business.businessName")}
            defaultValue={campaign.businessName}
            autoComplete="organization"
            errors={errorOf("businessName")}
          />
          <Field
            id={`${id}-maps`}
            name="mapsLink"
            type="url"
            inputMode="url"
            label={t("business.mapsLink")}
            hint={t("business.mapsHint")}
            defaultValue={campaign.mapsLink}
            onChange={(event) => setMapsLink(event.currentTarget.value)}
            errors={errorOf("mapsLink")}
          />
          <Field
            id={`${id}-topics`}
            name="topics"
            label={t("business.topics")}
            hint={t("business.topicsHint")}
            defaultValue={campaign.topics.join(", ")}
            errors={errorOf("topics")}
          />
          <Field
            id={`${id}-address`}
            name="address"
            label={t("campaignManage.address")}
            placeholder={t("campaignManage.addressPlaceholder")}
            hint={t("campaignManage.addressHint")}
            autoComplete="street-address"
            defaultValue={campaign.address ?? ""}
            errors={errorOf("address")}
          />
          <BusinessPlaceField
            initial={lat !== null && lng !== null ? { lat, lng } : null}
            mapsLink={mapsLink}
            errors={errorOf("placeLat") ?? errorOf("placeLng")}
          />
          <DialogActions
            cancel={t("ownerCampaignDialogs.cancel")}
            onCancel={() => setOpen(null)}
            submit={t("ownerCampaignDialogs.save")}
            intent={"edit-campaign" satisfies CampaignDetailIntent}
            disabled={fetcher.state !== "idle"}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
