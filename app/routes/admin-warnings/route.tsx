import { data, Form, Link, useNavigation } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { TextareaField } from "~/components/ui/textarea-field";
import { useFlashToast } from "~/components/use-flash-toast";
import { formatDate, kolkataDateKey } from "~/domain/shared/dates";
import {
  issueWarning,
  issueWarningRefusals,
  listWarnings,
  withdrawWarning,
  withdrawWarningRefusals,
} from "~/domain/transparency/business-warnings.server";
import {
  MAX_WARNING_DAYS,
  MAX_WARNING_TEXT_LENGTH,
  warningEnd,
  warningGrounds,
} from "~/domain/transparency/warning-rules";
import { answerRefusal, type RefusalAnswer } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";

export const handle: RouteHandle = { messages: ["adminWarnings"] };

type WarningField = "page" | "ground" | "publicText" | "startsOn" | "endsOn";
const fields: readonly WarningField[] = ["page", "ground", "publicText", "startsOn", "endsOn"];

/** The admin's warnings on businesses (decision 097): the form, and the latest warnings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, "admin", request);
  const today = kolkataDateKey(new Date());
  return {
    today,
    defaultEnd: warningEnd(today),
    warnings: await listWarnings(getServices(context).db),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/** Issue a warning, or withdraw one; every refusal leaves everything as it was. */
export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "admin");
  const form = await readForm(request);
  const { db } = getServices(context);
  const intent = text(form, "intent");
  if (intent === "withdraw") {
    const outcome = await withdrawWarning(db, {
      adminId: profile.id,
      warningId: text(form, "warningId"),
    });
    if (!outcome.ok) return answerRefusal<WarningField>(withdrawWarningRefusals[outcome.reason]);
    return redirectWithToast("/admin/warnings", {
      title: "businessWarning.admin.withdrawn",
      description: "businessWarning.admin.withdrawnText",
      variant: "success",
    });
  }
  if (intent !== "issue") throw data(null, { status: 400 });
  const submitted = {
    page: text(form, "page"),
    ground: text(form, "ground"),
    publicText: text(form, "publicText"),
    startsOn: text(form, "startsOn"),
    endsOn: text(form, "endsOn"),
  };
  const outcome = await issueWarning(db, { adminId: profile.id, ...submitted });
  if (!outcome.ok) {
    // Said at its field, with what the admin wrote, so a page without script loses nothing.
    const answer = answerRefusal<WarningField>(issueWarningRefusals[outcome.reason], { fields });
    return data({ ...answer.data, values: submitted }, answer.init ?? undefined);
  }
  return redirectWithToast("/admin/warnings", {
    title: "businessWarning.admin.issued",
    description: "businessWarning.admin.issuedText",
    variant: "success",
  });
}

export default function AdminWarnings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const answer = actionData as
    | (RefusalAnswer<WarningField> & { values?: Record<WarningField, string> })
    | undefined;
  const values = answer?.values;
  useFlashToast(answer?.toast);
  const busy = useNavigation().state === "submitting";
  const { today, defaultEnd, warnings } = loaderData;
  const errorOf = (name: WarningField) =>
    answer?.field?.name === name
      ? [translateKey(t, answer.field.text, answer.field.values)]
      : undefined;
  const day = (key: string) => formatDate(`${key}T12:00:00+05:30`, language);
  return (
    <>
      <title>{t("businessWarning.admin.metaTitle")}</title>
      <DashboardHeader showProfile={false} />
      <main id="main" className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <Link to="/admin/team" className={buttonVariants({ variant: "link" })}>
          {t("businessWarning.admin.back")}
        </Link>
        <h1 className="text-2xl font-bold text-ink-950">{t("businessWarning.admin.title")}</h1>
        <p className="max-w-prose text-ink-700">{t("businessWarning.admin.intro")}</p>
        <Card className="space-y-4">
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="issue" />
            <Field
              label={t("businessWarning.admin.page")}
              name="page"
              hint={t("businessWarning.admin.pageHint")}
              errors={errorOf("page")}
              defaultValue={values?.page}
              required
              autoComplete="off"
            />
            <div className="space-y-1.5">
              <Label htmlFor="warning-ground">{t("businessWarning.admin.groundLabel")}</Label>
              <select
                id="warning-ground"
                name="ground"
                defaultValue={values?.ground ?? ""}
                required
                aria-invalid={errorOf("ground") ? true : undefined}
                aria-describedby={errorOf("ground") ? "warning-ground-error" : undefined}
                className="min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base"
              >
                <option value="" disabled>
                  {t("businessWarning.admin.groundChoose")}
                </option>
                {warningGrounds.map((ground) => (
                  <option key={ground} value={ground}>
                    {t(`businessWarning.ground.${ground}`)}
                  </option>
                ))}
              </select>
              {errorOf("ground") ? (
                <p id="warning-ground-error" className="text-sm font-medium text-red-700">
                  {errorOf("ground")}
                </p>
              ) : null}
            </div>
            <TextareaField
              label={t("businessWarning.admin.text")}
              name="publicText"
              hint={t("businessWarning.admin.textHint")}
              errors={errorOf("publicText")}
              defaultValue={values?.publicText}
              maxLength={MAX_WARNING_TEXT_LENGTH}
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t("businessWarning.admin.startsOn")}
                name="startsOn"
                type="date"
                defaultValue={values?.startsOn ?? today}
                min={today}
                errors={errorOf("startsOn")}
                required
              />
              <Field
                label={t("businessWarning.admin.endsOn")}
                name="endsOn"
                type="date"
                defaultValue={values?.endsOn ?? defaultEnd}
                min={today}
                errors={errorOf("endsOn")}
                required
              />
            </div>
            <p className="text-sm text-ink-600">
              {t("businessWarning.admin.datesHint", { max: MAX_WARNING_DAYS })}
            </p>
            <Button type="submit" disabled={busy}>
              {t("businessWarning.admin.issue")}
            </Button>
          </Form>
        </Card>
        <section className="space-y-2" aria-labelledby="warnings-list">
          <h2 id="warnings-list" className="text-lg font-semibold text-ink-950">
            {t("businessWarning.admin.listTitle")}
          </h2>
          {warnings.length === 0 ? (
            <p className="text-ink-700">{t("businessWarning.admin.empty")}</p>
          ) : (
            <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
              {warnings.map((warning) => {
                const state = warning.withdrawnAt
                  ? "withdrawn"
                  : warning.startsOn > today
                    ? "upcoming"
                    : warning.endsOn < today
                      ? "ended"
                      : "shown";
                return (
                  <li
                    key={warning.id}
                    className="space-y-1 p-4 text-sm [overflow-wrap:anywhere]"
                    data-testid="admin-warning"
                  >
                    <p className="font-semibold text-ink-950">
                      {warning.businessName ?? t("businessWarning.admin.unknownBusiness")} ·{" "}
                      {t(`businessWarning.admin.state_${state}`)}
                    </p>
                    <p className="text-ink-800">{t(`businessWarning.ground.${warning.ground}`)}</p>
                    <p className="whitespace-pre-line text-ink-700">{warning.publicText}</p>
                    <p className="text-ink-600">
                      {t("businessWarning.admin.dates", {
                        start: day(warning.startsOn),
                        end: day(warning.endsOn),
                      })}
                    </p>
                    {state === "shown" || state === "upcoming" ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="withdraw" />
                        <input type="hidden" name="warningId" value={warning.id} />
                        <Button type="submit" variant="outline" size="sm" disabled={busy}>
                          {t("businessWarning.admin.withdraw")}
                        </Button>
                      </Form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
