import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { formatPhone } from "~/auth/format-phone";
import { failureOf, keepPageOnFailure } from "~/browser/keep-page-on-failure";
import { BackButton } from "~/components/back-button";
import { Icon } from "~/components/icon";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/textarea-field";
import { useToast } from "~/components/ui/toast";
import { useFlashToast } from "~/components/use-flash-toast";
import { useOperator } from "~/components/use-operator";
import { storeContactMessage } from "~/domain/grievances/contact-messages.server";
import { limitReached } from "~/domain/shared/refusal";
import { contactSchema } from "~/forms/contact-schema";
import { CONTACT_MAX_LENGTHS as maxLengths } from "~/forms/limits";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { z } from "~/forms/zod";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { translateKey } from "~/i18n/i18n";
import { searchDescription } from "~/i18n/search-descriptions.server";
import { serverT } from "~/i18n/translate.server";
import { useTranslation } from "~/i18n/use-translation";
import { FormAlert } from "~/routes/grievance/form-alert";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/contact";

export const handle: RouteHandle = { messages: ["contact", "footer"] };

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/**
 * Keeps the message for the admin, who answers it by email (decision 099): the page promises a
 * reply. Nothing is sent anywhere; a network that sends many is asked to wait.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, 400);
  }
  const services = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const allowed = await services.limits.contactMessage({ ip });
  if (!allowed.ok) {
    const minutes = Math.ceil(allowed.retryAfterSeconds / 60);
    const text = serverT(language)("contact.limited", { minutes });
    const refusal = limitReached({ title: text, message: text }, allowed.retryAfterSeconds);
    // Said once, by the form's alert: no toast beside it.
    return answerFormRefusal(submission, refusal, { keep: { sent: false }, toast: false });
  }
  await storeContactMessage(services.db, { ...submission.value, language, ip });
  return { result: submission.reply({ resetForm: true }), sent: true };
}

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export function loader({ context }: Route.LoaderArgs) {
  return { description: searchDescription(getRequestInfo(context).language, "contact") };
}

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Shown only when the request failed for good (clientAction).
  useFlashToast(failureOf(actionData));
  const showToast = useToast();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    lastResult: actionData?.result,
    ...useBrowserChecks<z.output<typeof contactSchema>>("contact", actionData?.result),
  });
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  // Who runs this installation and where to reach them, from its settings (decisions 075, 094).
  const operator = useOperator();

  useEffect(() => {
    if (actionData?.sent) {
      showToast({
        title: t("contact.sentTitle"),
        description: t("contact.sentText"),
        variant: "success",
      });
    }
  }, [actionData, showToast, t]);

  const errorsOf = (field: keyof typeof maxLengths) =>
    fields[field].errors?.map((key) => translateKey(t, key, { max: maxLengths[field] }));

  return (
    <>
      <title>{t("meta.contactTitle")}</title>
      <meta name="description" content={loaderData.description} />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <BackButton />
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-950">
          {t("contact.title")}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-700">{t("contact.intro")}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Card>
            <Form method="post" className="space-y-5" {...getFormProps(form)}>
              <FormAlert errors={form.errors} />
              <Field
                label={t("contact.fullName")}
                placeholder={t("contact.fullNamePlaceholder")}
                autoComplete="name"
                errors={errorsOf("fullName")}
                {...getInputProps(fields.fullName, { type: "text" })}
              />
              <Field
                label={t("contact.email")}
                placeholder={t("contact.emailPlaceholder")}
                autoComplete="email"
                inputMode="email"
                errors={errorsOf("email")}
                {...getInputProps(fields.email, { type: "email" })}
              />
              <TextareaField
                label={t("contact.message")}
                placeholder={t("contact.messagePlaceholder")}
                rows={5}
                errors={errorsOf("message")}
                {...getTextareaProps(fields.message)}
              />
              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
                {sending ? t("contact.sending") : t("contact.send")}
              </Button>
            </Form>
          </Card>
          <Card className="h-fit bg-brand-50/60">
            <h2 className="text-lg font-semibold text-ink-950">{t("contact.reachUs")}</h2>
            <dl className="mt-4 space-y-4 text-ink-800">
              <div className="relative pl-8">
                <dt className="text-sm font-medium text-ink-600">
                  <Icon name="phone" className="absolute top-0.5 left-0 size-5 text-brand-700" />
                  {t("contact.phoneLabel")}
                </dt>
                <dd>
                  <a
                    href={`tel:${operator?.phone}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {operator ? formatPhone(operator.phone) : null}
                  </a>
                  <p className="text-sm text-ink-600">{t("contact.hours")}</p>
                </dd>
              </div>
              <div className="relative pl-8">
                <dt className="text-sm font-medium text-ink-600">
                  <Icon name="mail" className="absolute top-0.5 left-0 size-5 text-brand-700" />
                  {t("contact.emailLabel")}
                </dt>
                <dd>
                  <a
                    href={`mailto:${operator?.email}`}
                    className="inline-flex min-h-11 items-center font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
                  >
                    {operator?.email}
                  </a>
                </dd>
              </div>
              <div className="relative pl-8">
                <dt className="text-sm font-medium text-ink-600">
                  <Icon name="map-pin" className="absolute top-0.5 left-0 size-5 text-brand-700" />
                  {t("contact.addressLabel")}
                </dt>
                <dd className="not-italic">{operator?.address}</dd>
              </div>
              {/* CERT-In's incident contact, the same address as /.well-known/security.txt. */}
              <div className="relative pl-8">
                <dt className="text-sm font-medium text-ink-600">
                  <Icon
                    name="shield-alert"
                    className="absolute top-0.5 left-0 size-5 text-brand-700"
                  />
                  {t("contact.securityLabel")}
                </dt>
                <dd>
                  <a
                    href={`mailto:${operator?.securityEmail}`}
                    className="inline-flex min-h-11 items-center font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
                  >
                    {operator?.securityEmail}
                  </a>
                </dd>
              </div>
            </dl>
          </Card>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
