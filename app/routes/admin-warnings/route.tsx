import { data, Link } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { FormAlert } from "~/components/inline-alert";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { kolkataDateKey } from "~/domain/shared/dates";
import {
  issueWarning,
  issueWarningRefusals,
  listWarnings,
  withdrawWarning,
  withdrawWarningRefusals,
} from "~/domain/transparency/business-warnings.server";
import { warningEnd } from "~/domain/transparency/warning-rules";
import { answerRefusal, type RefusalAnswer } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { fields, type WarningField } from "./warning-fields";
import { WarningForm } from "./warning-form";
import { WarningsList } from "./warnings-list";

/**
 * A static page (decision 140): each form is posted as a document; a refusal is said at its field
 * or above the form, and a change is answered by a redirect with its toast. No script.
 */
export const handle: RouteHandle = { staticPage: true, messages: ["adminWarnings"] };

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
  const { t } = useTranslation();
  const answer = actionData as
    | (RefusalAnswer<WarningField> & { values?: Record<WarningField, string> })
    | undefined;
  const values = answer?.values;
  // A refusal with no field of its own (a warning withdrawn meanwhile), said above the form.
  const refusal = answer?.toast;
  const refusalText = refusal
    ? [refusal.title, refusal.description]
        .filter((key) => key !== undefined)
        .map((key) => translateKey(t, key, refusal.values))
    : undefined;
  const { today, defaultEnd, warnings } = loaderData;
  const errorOf = (name: WarningField) =>
    answer?.field?.name === name
      ? [translateKey(t, answer.field.text, answer.field.values)]
      : undefined;
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
        {refusalText ? <FormAlert>{refusalText.join(" ")}</FormAlert> : null}
        <Card className="space-y-4">
          <WarningForm errorOf={errorOf} values={values} today={today} defaultEnd={defaultEnd} />
        </Card>
        <WarningsList warnings={warnings} today={today} />
      </main>
    </>
  );
}
