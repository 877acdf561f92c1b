import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { useFlashToast } from "~/components/use-flash-toast";
import type { CampaignStatus } from "~/db/schema";
import { campaignEditSchema } from "~/domain/campaigns/campaign-form";
import type { OwnerAction } from "~/domain/campaigns/owner-actions";
import { campaignCost, formatRupees, MAX_TARGET } from "~/domain/money/rupees";
import { useMessageGroups } from "~/i18n/browser-messages";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
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
  cost: number;
  targetReviews: number;
};

type DialogProps = {
  campaign: EditableCampaign;
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

const simulatedPaymentDelayMs = 2000;

/** Add reviews: the count, its cost, then the simulated payment's pause as a new campaign has. */
function AddReviewsDialog({ campaign, open, setOpen }: DialogProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const showToast = useToast();
  const id = useId();
  const max = Math.max(0, MAX_TARGET - campaign.targetReviews);
  const [count, setCount] = useState("10");
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // A new request id per dialog opening: a double tap pays once (the server's idempotency key).
  const [requestId, setRequestId] = useState("");
  useEffect(() => {
    if (open === "add") setRequestId(crypto.randomUUID());
  }, [open]);
  useEffect(() => {
    const field = fetcher.data?.field;
    if (field?.name === "count") {
      setError(translateKey(t, field.text, field.values));
      setOpen("add");
    }
  }, [fetcher.data, setOpen, t]);
  const number = /^\d{1,4}$/.test(count) ? Number(count) : 0;
  const valid = number >= 1 && number <= max;
  return (
    <Dialog open={open === "add"} onOpenChange={(next) => setOpen(next ? "add" : null)}>
      <DialogContent
        title={t("ownerCampaignDialogs.addTitle")}
        description={t("ownerCampaignDialogs.addIntro")}
      >
        <fetcher.Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) {
              setError(t("ownerCampaignDialogs.addInvalid", { max }));
              return;
            }
            const form = new FormData(event.currentTarget);
            form.set("intent", "add-reviews" satisfies CampaignDetailIntent);
            setPaying(true);
            showToast({
              title: t("business.confirmPaymentTitle"),
              description: t("business.confirmPaymentText", {
                count: number,
                amount: formatRupees(campaignCost(number)),
              }),
            });
            // The same trip to the payment page as a new campaign's (SPEC §2: 2 seconds).
            setTimeout(() => {
              showToast({
                title: t("business.paymentIntegrationTitle"),
                description: t("business.paymentIntegrationText"),
              });
              fetcher.submit(form, { method: "post" });
              setPaying(false);
              setOpen(null);
            }, simulatedPaymentDelayMs);
          }}
        >
          <input type="hidden" name="requestId" value={requestId} />
          <Field
            id={`${id}-count`}
            name="count"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            label={t("ownerCampaignDialogs.addCount")}
            hint={t("ownerCampaignDialogs.addHint", { max })}
            value={count}
            onChange={(event) => {
              setCount(event.currentTarget.value);
              setError(null);
            }}
            errors={error ? [error] : undefined}
          />
          <p
            className="rounded-xl bg-brand-50 p-4 text-lg font-bold text-brand-900"
            aria-live="polite"
          >
            {t("business.totalCost", { amount: valid ? formatRupees(campaignCost(number)) : "—" })}
          </p>
          <DialogActions
            cancel={t("ownerCampaignDialogs.cancel")}
            onCancel={() => setOpen(null)}
            submit={
              paying || fetcher.state !== "idle" ? t("business.processing") : t("business.pay")
            }
            intent={"add-reviews" satisfies CampaignDetailIntent}
            disabled={paying || fetcher.state !== "idle"}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
