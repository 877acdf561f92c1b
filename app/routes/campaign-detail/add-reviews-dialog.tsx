import { useCallback, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { useFlashToast } from "~/components/use-flash-toast";
import { useRazorpayCheckout } from "~/components/use-razorpay-checkout";
import { campaignCost, formatRupees, MAX_TARGET } from "~/domain/money/rupees";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, CampaignDetailIntent } from "./campaign-detail-intents";

const simulatedPaymentDelayMs = 2000;

/**
 * Add reviews: the count and its cost, then the payment as a new campaign has it: the simulated
 * pause, or (PAYMENTS=razorpay) the server's order paid in Checkout, whose answer is confirmed.
 */
export function AddReviewsDialog({
  campaign,
  checkoutScriptUrl,
  open,
  setOpen,
}: {
  campaign: { targetReviews: number };
  checkoutScriptUrl: string | null;
  open: string | null;
  setOpen: (open: "add" | null) => void;
}) {
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
  useEffect(() => {
    // A refusal instead of an order: the button works again.
    if (fetcher.state === "idle" && !fetcher.data?.checkout) setPaying(false);
  }, [fetcher.state, fetcher.data]);
  // Checkout over the page, not over this dialog; closed or failed, the dialog comes back as typed.
  const checkoutPaying = useCallback(
    (next: boolean) => {
      setPaying(next);
      setOpen(next ? null : "add");
    },
    [setOpen],
  );
  useRazorpayCheckout(checkoutScriptUrl, fetcher.data?.checkout ?? null, checkoutPaying, (answer) =>
    fetcher.submit(
      { intent: "confirm-add-reviews" satisfies CampaignDetailIntent, ...answer },
      { method: "post" },
    ),
  );
  const number = /^\d{1,4}$/.test(count) ? Number(count) : 0;
  const valid = number >= 1 && number <= max;

  function payBySimulation(form: FormData) {
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
  }

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
            if (checkoutScriptUrl) fetcher.submit(form, { method: "post" });
            else payBySimulation(form);
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
          <div className="rounded-xl bg-brand-50 p-4">
            <p className="text-lg font-bold text-brand-900" aria-live="polite">
              {t("business.totalCost", {
                amount: valid ? formatRupees(campaignCost(number)) : "—",
              })}
            </p>
            <p className="text-sm text-brand-800" data-testid="add-reviews-gst">
              {t("ownerCampaignDialogs.addGstIncluded")}
            </p>
          </div>
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
