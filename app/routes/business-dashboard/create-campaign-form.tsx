import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { BusinessPlaceField } from "~/components/business-place-field";
import { CheckoutAttemptNote } from "~/components/checkout-attempt-note";
import { CityOptions } from "~/components/city-options";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { useToast } from "~/components/ui/toast";
import { useRazorpayCheckout } from "~/components/use-razorpay-checkout";
import { campaignFormSchema } from "~/domain/campaigns/campaign-form";
import {
  campaignCost,
  DEFAULT_TARGET,
  formatRupees,
  MAX_TARGET,
  MIN_TARGET,
} from "~/domain/money/rupees";
import type { CheckoutOrder } from "~/domain/orders/campaign-orders.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";

const simulatedPaymentDelayMs = 2000;
const paymentAnswerReadMs = 1500;

/** The create-and-pay form; the dashboard loads it (with Zod and Conform) only when it is shown. */
export default function CreateCampaignForm({
  requestId,
  lastResult,
  checkoutScriptUrl,
  checkout,
}: {
  requestId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** PAYMENTS=razorpay: Pay opens Checkout instead of the simulated payment. */
  checkoutScriptUrl: string | null;
  /** The order the server made for this form, for Checkout to pay. */
  checkout: CheckoutOrder | null;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [paying, setPaying] = useState(false);
  const [target, setTarget] = useState(String(DEFAULT_TARGET));
  const [mapsLink, setMapsLink] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const [form, fields] = useForm({
    lastResult,
    defaultValue: { targetReviews: String(DEFAULT_TARGET) },
    // Checked when Pay is pressed, then again as each field is corrected: never while the
    // person is still filling the form in (decision 035).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: campaignFormSchema }),
    onSubmit: (event, { formData, submission }) => {
      event.preventDefault();
      if (paying || submission?.status !== "success") return;
      const { targetReviews } = submission.value;
      setPaying(true);
      if (checkoutScriptUrl) {
        submit(formData, { method: "post" });
        return;
      }
      showToast({
        title: t("business.confirmPaymentTitle"),
        description: t("business.confirmPaymentText", {
          count: targetReviews,
          amount: formatRupees(campaignCost(targetReviews)),
        }),
      });
      // The spec's simulated trip to the payment page (2 s); then its answer stays on screen long
      // enough to be read before 'Campaign Submitted!' replaces it.
      timer.current = setTimeout(() => {
        showToast({
          title: t("business.paymentIntegrationTitle"),
          description: t("business.paymentIntegrationText"),
        });
        timer.current = setTimeout(() => {
          timer.current = undefined;
          submit(formData, { method: "post" });
        }, paymentAnswerReadMs);
      }, simulatedPaymentDelayMs);
    },
  });

  // Opened by address (?new=1), the form is the server's HTML until the page is first touched
  // (business-dashboard/route.tsx): the cost follows a target typed before this script arrived.
  // Opened by 'New Campaign' (#create), focus follows the scroll into the first field.
  const formId = form.id;
  useEffect(() => {
    const element = document.forms.namedItem(formId);
    if (!element) return;
    const typed = element.elements.namedItem("targetReviews");
    if (typed instanceof HTMLInputElement && typed.value) setTarget(typed.value);
    if (window.location.hash === "#create" && !element.contains(document.activeElement)) {
      element.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
    }
  }, [formId]);

  useEffect(() => {
    // Back to idle after the submission (an error answer): the button works again.
    if (navigation.state === "idle" && !timer.current) setPaying(false);
  }, [navigation.state]);

  const { attemptFailed, checkoutOpen } = useRazorpayCheckout(
    checkoutScriptUrl,
    checkout,
    setPaying,
    (answer) => submit({ intent: "confirm-payment", ...answer }, { method: "post" }),
  );

  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));
  const targetNumber = Number(target);
  const validTarget =
    Number.isInteger(targetNumber) && targetNumber >= MIN_TARGET && targetNumber <= MAX_TARGET;
  const busy = paying || checkoutOpen || navigation.state === "submitting";

  return (
    <Card id="create" className="scroll-mt-28">
      <CardTitle className="text-xl">{t("business.createTitle")}</CardTitle>
      <p className="mt-1 text-sm text-ink-700">{t("business.createIntro")}</p>
      <Form method="post" className="mt-5 grid gap-5 sm:grid-cols-2" {...getFormProps(form)}>
        <input type="hidden" name="requestId" value={requestId} />
        <Field
          label={t("business.businessName")}
          placeholder={t("business.businessNamePlaceholder")}
          autoComplete="organization"
          errors={errorText(fields.businessName.errors)}
          {...getInputProps(fields.businessName, { type: "text" })}
        />
        <Field
          label={t("business.mapsLink")}
          placeholder={t("business.mapsPlaceholder")}
          inputMode="url"
          hint={t("business.mapsHint")}
          errors={errorText(fields.mapsLink.errors)}
          {...getInputProps(fields.mapsLink, { type: "url" })}
          onChange={(event) => setMapsLink(event.currentTarget.value)}
        />
        <Field
          label={t("business.topics")}
          placeholder={t("business.topicsPlaceholder")}
          hint={t("business.topicsHint")}
          errors={errorText(fields.topics.errors)}
          {...getInputProps(fields.topics, { type: "text" })}
        />
        <Field
          label={t("campaignManage.address")}
          placeholder={t("campaignManage.addressPlaceholder")}
          hint={t("campaignManage.addressHint")}
          autoComplete="street-address"
          errors={errorText(fields.address.errors)}
          {...getInputProps(fields.address, { type: "text" })}
        />
        <BusinessPlaceField
          initial={null}
          mapsLink={mapsLink}
          errors={errorText([...(fields.placeLat.errors ?? []), ...(fields.placeLng.errors ?? [])])}
        />
        <div className="space-y-1.5">
          <Label htmlFor={fields.city.id}>{t("business.city")}</Label>
          <select
            {...getSelectProps(fields.city)}
            className="block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-950 aria-[invalid=true]:border-red-600"
          >
            <CityOptions none={t("business.chooseCity")} />
          </select>
          <FieldError id={fields.city.errorId} errors={errorText(fields.city.errors)} />
        </div>
        <Field
          label={t("business.targetReviews")}
          hint={t("business.targetHint")}
          inputMode="numeric"
          min={MIN_TARGET}
          max={MAX_TARGET}
          errors={errorText(fields.targetReviews.errors)}
          {...getInputProps(fields.targetReviews, { type: "number" })}
          onChange={(event) => setTarget(event.currentTarget.value)}
        />
        <div className="flex items-end">
          <div className="w-full rounded-xl bg-brand-50 p-4">
            <p
              className="text-lg font-bold text-brand-900"
              aria-live="polite"
              data-testid="total-cost"
            >
              {t("business.totalCost", {
                amount: validTarget ? formatRupees(campaignCost(targetNumber)) : "—",
              })}
            </p>
            <p className="text-sm text-brand-800" data-testid="gst-included">
              {t("billing.inclusiveOfGst")}
            </p>
          </div>
        </div>
        <p className="text-sm text-ink-600 sm:col-span-2">{t("business.honestNote")}</p>
        {form.status === "error" && !form.valid ? (
          // The form's own line, beside Pay; each field says what it needs (decision 035).
          <p className="text-sm font-medium text-red-700 sm:col-span-2" data-testid="form-error">
            <strong className="font-semibold">{t("business.missingInfoTitle")}</strong>{" "}
            {t("business.missingInfoText")}
          </p>
        ) : null}
        <CheckoutAttemptNote shown={attemptFailed} className="empty:hidden sm:col-span-2" />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link
            to="/business/dashboard"
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {t("business.cancel")}
          </Link>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t("business.processing") : t("business.pay")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
