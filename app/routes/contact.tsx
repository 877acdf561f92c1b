import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { dashboardPath } from "~/auth/dashboard-path";
import { formatPhone } from "~/auth/format-phone";
import { BackButton } from "~/components/back-button";
import { Icon } from "~/components/icon";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Card } from "~/components/ui/card";
import { useOperator } from "~/components/use-operator";
import { storeContactMessage } from "~/domain/grievances/contact-messages.server";
import { limitReached } from "~/domain/shared/refusal";
import { contactSchema } from "~/forms/contact-schema";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices, getSignedIn } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { searchDescription } from "~/i18n/search-descriptions.server";
import { serverT } from "~/i18n/translate.server";
import { useTranslation } from "~/i18n/use-translation";
import { Island } from "~/islands/island";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/contact";
import ContactForm from "./contact-form.island";

/*
 * A static page with one island, its form (decision 141), as /login. In development the page
 * hydrates as any other (islands are built by the production build).
 */
export const handle = {
  staticPage: import.meta.env.PROD,
  messages: ["contact", "footer"],
} satisfies RouteHandle;

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/**
 * Keeps the message for the admin, who answers it by email (decision 099): the page promises a
 * reply. Nothing is sent anywhere; a network that sends many is asked to wait.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: contactSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const services = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const allowed = await services.limits.contactMessage({ ip });
  if (!allowed.ok) {
    const minutes = Math.ceil(allowed.retryAfterSeconds / 60);
    const text = serverT(language)("contact.limited", { minutes });
    const refusal = limitReached({ title: text, message: text }, allowed.retryAfterSeconds);
    // Said once, by the form's alert: no toast beside it.
    return answerFormRefusal(submission, refusal, { toast: false });
  }
  await storeContactMessage(services.db, { ...submission.value, language, ip });
  // Said on a fresh page with an empty form: reloading it sends nothing again.
  return redirectWithToast("/contact", {
    title: "contact.sentTitle",
    description: "contact.sentText",
    variant: "success",
  });
}

export function loader({ context }: Route.LoaderArgs) {
  const profile = getSignedIn(context)?.profile;
  return {
    description: searchDescription(getRequestInfo(context).language, "contact"),
    // The page has no script of its own to go one step back (a static page): Back leads home,
    // or to the signed-in person's dashboard.
    backTo: profile ? dashboardPath(profile.role) : "/",
  };
}

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Who runs this installation and where to reach them, from its settings (decisions 075, 094).
  const operator = useOperator();

  return (
    <>
      <title>{t("meta.contactTitle")}</title>
      <meta name="description" content={loaderData.description} />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <BackButton to={loaderData.backTo} />
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-950">
          {t("contact.title")}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-700">{t("contact.intro")}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Card>
            <Island
              name="contact-form"
              component={ContactForm}
              messages={["contact"]}
              props={{ result: actionData?.result ?? null }}
            />
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
