import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { OperatorIdentity } from "~/components/operator-identity";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { fileComplaint } from "~/domain/grievances/file-complaint.server";
import { limitReached } from "~/domain/shared/refusal";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { serverT } from "~/i18n/translate.server";
import { useTranslation } from "~/i18n/use-translation";
import { sendComplaintSmsNow } from "~/routes/_complaints/send-now.server";
import type { RouteHandle } from "~/routes/route-handle";
import { RelatedPolicies } from "../related-policies";
import type { Route } from "./+types/route";
import { ComplaintFields, type ComplaintInput } from "./complaint-fields";
import { complaintSchema } from "./complaint-schema";
import { FiledTicket } from "./filed-ticket";
import { FormAlert } from "./form-alert";
import { OfficerCard } from "./officer-card";

/*
 * A static page (decision 140): the form is posted as a document and answered with the ticket, or
 * with each field's error and what was typed, so a complainant's phone downloads no script.
 */
export const handle: RouteHandle = {
  staticPage: true,
  messages: ["policies", "footer", "grievance"],
};

/** The grievance officer and the complaint form (issue 34, decision 078). */
export function loader({ context }: Route.LoaderArgs) {
  return { officer: getServices(context).config.grievanceOfficer };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/**
 * Files a complaint: checked at each field in the person's language, limited per network, and
 * answered with the ticket number, which is also sent by SMS after the commit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: complaintSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), ticketNumber: null, smsSkipped: false }, 400);
  }
  const services = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const allowed = await services.limits.complaint({ ip });
  if (!allowed.ok) {
    const minutes = Math.ceil(allowed.retryAfterSeconds / 60);
    const text = serverT(language)("grievance.complaintLimited", { minutes });
    const refusal = limitReached({ title: text, message: text }, allowed.retryAfterSeconds);
    // Said once, by the form's alert: no toast beside it.
    const keep = { ticketNumber: null, smsSkipped: false };
    return answerFormRefusal(submission, refusal, { keep, toast: false });
  }
  const filed = await fileComplaint(services.db, {
    ...submission.value,
    email: submission.value.email ?? null,
    onBehalfOf: submission.value.onBehalfOf || null,
    link: submission.value.link ?? null,
    language,
    ip,
  });
  // Past the number's daily limit or the hourly SMS budget the SMS is skipped, never the
  // complaint: the page says so, and the ticket is on it (decision 103).
  const { skipped } = await sendComplaintSmsNow(context, filed.complaintId);
  return {
    result: submission.reply({ resetForm: true }),
    ticketNumber: filed.ticketNumber,
    smsSkipped: skipped,
  };
}

export default function GrievancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<ComplaintInput>({ lastResult: actionData?.result });
  const ticketNumber = actionData?.ticketNumber ?? null;
  return (
    <>
      <title>{t("policies.grievance.metaTitle")}</title>
      <meta name="description" content={t("policies.grievance.description")} />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-950">
            {t("policies.grievance.title")}
          </h1>
          <p className="mt-1 text-sm text-ink-600">{t("policies.updated")}</p>
        </div>
        <p className="text-lg text-ink-800">{t("policies.grievance.intro")}</p>
        <OfficerCard officer={loaderData.officer} />
        {ticketNumber ? (
          <FiledTicket ticketNumber={ticketNumber} smsSent={!actionData?.smsSkipped} />
        ) : (
          <section aria-labelledby="complaint-heading" className="space-y-3">
            <h2 id="complaint-heading" className="text-xl font-semibold text-ink-950">
              {t("grievance.formTitle")}
            </h2>
            <p className="text-ink-700">{t("grievance.formIntro")}</p>
            <form method="post" className="space-y-5" {...getFormProps(form)}>
              <FormAlert errors={form.errors} />
              <ComplaintFields fields={fields} />
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                data-sending={t("grievance.sending")}
              >
                {t("grievance.send")}
              </Button>
            </form>
          </section>
        )}
        <p>
          <a
            href="/grievance/status"
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
          >
            {t("grievance.statusLinkText")}
          </a>
        </p>
        <OperatorIdentity heading className="space-y-1 border-t border-ink-200 pt-4 text-ink-800" />
        <RelatedPolicies current="grievance" />
      </main>
      <SiteFooter />
    </>
  );
}
