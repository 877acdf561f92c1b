import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { AuthLayout } from "~/components/auth-layout";
import { BackButton } from "~/components/back-button";
import { FormAlert } from "~/components/inline-alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  getBillingDetails,
  saveBillingDetails,
  saveBillingDetailsRefusals,
} from "~/domain/money/invoices/billing-details.server";
import { BILLING_MAX_LENGTHS, billingDetailsSchema } from "~/forms/billing-details-schema";
import { gstStates } from "~/forms/gst-states";
import type { z } from "~/forms/zod";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";

/*
 * A static page with no script (decision 140): the form posts as a document, the server says
 * each field's error (the form has no browser checks: it is checked on submit alone), and the
 * saved details answer with a redirect back, 'Billing details saved' drawn as the static toast.
 */
export const handle: RouteHandle = { staticPage: true, messages: ["businessDashboard"] };

/** Where the form goes back to: the pay step that sent the business here, else the dashboard. */
function returnPath(url: URL): string {
  const next = url.searchParams.get("next") ?? "";
  // Only our own paths: never another site (an open redirect) nor a protocol-relative '//'.
  return /^\/(business\/dashboard|campaign\/)[\w\-/?=&]*$/.test(next)
    ? next
    : "/business/dashboard";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const profile = requireRole(context, "business", request);
  const saved = await getBillingDetails(getServices(context).db, { businessId: profile.id });
  // Nothing saved yet: the business name and Madhya Pradesh, where all ten cities are.
  return {
    details: saved ?? {
      legalName: profile.businessName ?? "",
      gstin: null,
      address: "",
      pinCode: "",
      stateCode: "23",
    },
    backTo: returnPath(new URL(request.url)),
  };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "business", request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: billingDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const saved = await saveBillingDetails(getServices(context).db, {
    businessId: profile.id,
    details: Object.fromEntries(form),
  });
  if (!saved.ok) return answerFormRefusal(submission, saveBillingDetailsRefusals[saved.reason]);
  return redirectWithToast(returnPath(new URL(request.url)), {
    title: "billing.savedTitle",
    description: "billing.savedText",
    variant: "success",
  });
}

export default function BillingDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const hindi = isLanguage(i18n.language) && i18n.language === "hi";
  const [form, fields] = useForm<z.input<typeof billingDetailsSchema>>({
    lastResult: actionData?.result,
    defaultValue: { ...loaderData.details, gstin: loaderData.details.gstin ?? "" },
    shouldValidate: "onSubmit",
  });
  const errorsOf = (field: keyof typeof fields) =>
    fields[field].errors?.map((key) =>
      translateKey(t, key, {
        max: field in BILLING_MAX_LENGTHS ? BILLING_MAX_LENGTHS[field as "address"] : undefined,
      }),
    );
  const stateErrors = errorsOf("stateCode");

  return (
    <AuthLayout
      pageTitle={t("billing.pageTitle")}
      title={t("billing.title")}
      intro={t("billing.intro")}
    >
      <BackButton to={loaderData.backTo} className="mb-3" />
      {/* No action: it posts to this address, its `?next=` (where to go back) kept. */}
      <form method="post" className="space-y-5" {...getFormProps(form)}>
        {form.errors?.length ? (
          <FormAlert>{form.errors.map((key) => translateKey(t, key)).join(" ")}</FormAlert>
        ) : null}
        <Field
          label={t("billing.legalName")}
          placeholder={t("billing.legalNamePlaceholder")}
          autoComplete="organization"
          errors={errorsOf("legalName")}
          {...getInputProps(fields.legalName, { type: "text" })}
        />
        <Field
          label={t("billing.gstin")}
          placeholder={t("billing.gstinPlaceholder")}
          hint={t("billing.gstinHint")}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          errors={errorsOf("gstin")}
          {...getInputProps(fields.gstin, { type: "text" })}
        />
        <TextareaField
          label={t("billing.address")}
          rows={3}
          autoComplete="street-address"
          errors={errorsOf("address")}
          {...getTextareaProps(fields.address)}
        />
        <Field
          label={t("billing.pinCode")}
          placeholder="452001"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          errors={errorsOf("pinCode")}
          {...getInputProps(fields.pinCode, { type: "text" })}
        />
        <div className="space-y-1.5">
          <Label htmlFor={fields.stateCode.id}>{t("billing.state")}</Label>
          <select
            {...getSelectProps(fields.stateCode)}
            aria-invalid={stateErrors ? true : undefined}
            aria-describedby={stateErrors ? `${fields.stateCode.id}-error` : undefined}
            className="block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-950"
          >
            <option value="">{t("billing.statePlaceholder")}</option>
            {gstStates.map((state) => (
              <option key={state.code} value={state.code}>
                {`${state.code} – ${hindi ? state.hi : state.en}`}
              </option>
            ))}
          </select>
          {stateErrors ? (
            <p id={`${fields.stateCode.id}-error`} className="text-sm font-medium text-red-700">
              {stateErrors.join(" ")}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" data-sending={t("billing.saving")}>
          {t("billing.save")}
        </Button>
      </form>
    </AuthLayout>
  );
}
