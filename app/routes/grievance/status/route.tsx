import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { PhoneField } from "~/components/auth-fields";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { findComplaintStatus } from "~/domain/grievances/complaint-queue.server";
import { readTicketNumber } from "~/domain/grievances/ticket-number";
import { limitReached } from "~/domain/shared/refusal";
import type { z } from "~/forms/zod";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { translateKey } from "~/i18n/i18n";
import { serverT } from "~/i18n/translate.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import { complaintLookupSchema } from "../complaint-schema";
import { FormAlert } from "../form-alert";
import type { Route } from "./+types/route";
import { statusView } from "./status-view.server";
import { TicketStatus } from "./ticket-status";

/** A static page (decision 140): the look-up is posted as a document; the phone downloads no script. */
export const handle: RouteHandle = { staticPage: true, messages: ["footer", "grievance"] };

/** The form, its ticket number filled in when the link from the filed ticket brought it. */
export function loader({ request }: Route.LoaderArgs) {
  const ticket = new URL(request.url).searchParams.get("ticket") ?? "";
  return { ticket: readTicketNumber(ticket) ?? "" };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/**
 * A ticket by its number and the phone it was filed from, both required; a wrong pair gets one
 * neutral answer, and every look-up counts against the network's limit (decision 078). Posted,
 * so the phone never sits in an address, a history or a log.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: complaintLookupSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), ticket: null }, 400);
  }
  const { ip, language } = getRequestInfo(context);
  const services = getServices(context);
  const t = serverT(language);
  const allowed = await services.limits.complaintLookup({ ip });
  if (!allowed.ok) {
    const minutes = Math.ceil(allowed.retryAfterSeconds / 60);
    const text = t("grievance.limited", { minutes });
    const refusal = limitReached({ title: text, message: text }, allowed.retryAfterSeconds);
    // Said once, by the form's alert: no toast beside it.
    return answerFormRefusal(submission, refusal, { keep: { ticket: null }, toast: false });
  }
  const ticketNumber = readTicketNumber(submission.value.ticketNumber);
  const found = ticketNumber
    ? await findComplaintStatus(services.db, { ticketNumber, phone: submission.value.phone })
    : null;
  if (!found) {
    return data(
      { result: submission.reply({ formErrors: [t("grievance.notFound")] }), ticket: null },
      404,
    );
  }
  return { result: submission.reply(), ticket: statusView(found, language) };
}

export default function GrievanceStatus({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof complaintLookupSchema>>({
    lastResult: actionData?.result,
    defaultValue: { ticketNumber: loaderData.ticket },
  });
  const ticket = actionData?.ticket ?? null;
  const errorsOf = (field: "ticketNumber" | "phone") =>
    fields[field].errors?.map((key) => translateKey(t, key));
  return (
    <>
      <title>{t("grievance.statusMetaTitle")}</title>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-950">
          {t("grievance.statusTitle")}
        </h1>
        {ticket ? (
          <TicketStatus ticket={ticket} />
        ) : (
          <Card>
            <p className="mb-4 text-ink-700">{t("grievance.statusIntro")}</p>
            <form method="post" className="space-y-5" {...getFormProps(form)}>
              <FormAlert errors={form.errors} />
              <Field
                label={t("grievance.ticketNumber")}
                placeholder="RK-2026-000123"
                autoCapitalize="characters"
                spellCheck={false}
                errors={errorsOf("ticketNumber")}
                {...getInputProps(fields.ticketNumber, { type: "text" })}
              />
              <PhoneField
                label={t("grievance.phone")}
                errors={errorsOf("phone")}
                {...getInputProps(fields.phone, { type: "tel" })}
              />
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                data-sending={t("grievance.lookingUp")}
              >
                {t("grievance.lookUp")}
              </Button>
            </form>
          </Card>
        )}
        <p className="flex flex-wrap gap-x-5">
          {ticket ? (
            <a
              href="/grievance/status"
              className="inline-flex min-h-11 items-center text-brand-800 underline"
            >
              {t("grievance.another")}
            </a>
          ) : null}
          <a
            href="/grievance"
            className="inline-flex min-h-11 items-center text-brand-800 underline"
          >
            {t("grievance.newComplaint")}
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
