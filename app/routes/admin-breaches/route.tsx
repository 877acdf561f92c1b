import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { buttonVariants } from "~/components/ui/button";
import {
  notifyBreach,
  notifyBreachRefusals,
  recordBoardReport,
} from "~/domain/breach/notify-breach.server";
import { recordBreach, recordBreachRefusals } from "~/domain/breach/record-breach.server";
import { isUuid } from "~/domain/shared/uuid";
import { refusalToast } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { BreachFormSection } from "./breach-form";
import { BreachRecords, translatedBoardErrors } from "./breach-records";
import { boardSchema, breachSchema } from "./breach-schema";
import { breachesPage, breachFromForm } from "./breaches.server";
import { DraftPreview } from "./draft-preview";
import { sendBreachSmsNow, smsOrigin } from "./send-breach-sms-now.server";

/**
 * A static page (decision 140): each step is posted as a document, answered at its fields or by a
 * redirect with its toast; a second tap on Notify while the first is on its way is dropped.
 */
export const handle: RouteHandle = { staticPage: true, messages: ["adminBreaches"] };

const here = "/admin/breaches";

/** The breach tool (decision 095): the record of every breach, and the draft being written. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, "admin", request);
  const services = getServices(context);
  const { language } = getRequestInfo(context);
  const asked = new URL(request.url).searchParams.get("draft");
  return breachesPage(services, {
    language,
    draftId: asked && isUuid(asked) ? asked : null,
    origin: smsOrigin(services.config),
  });
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/**
 * Three steps, each its own intent: record (or change) a draft, which tells nobody; notify, which
 * tells every affected person once and sends their SMS after the commit; and the Board's report.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin", request);
  const services = getServices(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "record") {
    const submission = parseWithZod(form, { schema: breachSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), board: null }, 400);
    }
    const value = submission.value;
    const recorded = await recordBreach(services.db, {
      adminId: admin.id,
      ...(value.breachId ? { breachId: value.breachId } : {}),
      breach: breachFromForm(value),
    });
    if (!recorded.ok) {
      return redirectWithToast(here, refusalToast(recordBreachRefusals[recorded.reason]));
    }
    return redirectWithToast(`${here}?draft=${recorded.breachId}#preview`, {
      title: "breachAdmin.saved",
      variant: "success",
    });
  }
  if (intent === "notify") {
    const breachId = String(form.get("breachId") ?? "");
    const notified = await notifyBreach(services.db, { adminId: admin.id, breachId });
    if (!notified.ok) {
      return redirectWithToast(here, refusalToast(notifyBreachRefusals[notified.reason]));
    }
    await sendBreachSmsNow(context, notified.breachId);
    return redirectWithToast(here, {
      title: "breachAdmin.notifiedTitle",
      values: { count: notified.notified },
      variant: "success",
    });
  }
  if (intent === "board") {
    const submission = parseWithZod(form, { schema: boardSchema });
    if (submission.status !== "success") {
      const errors = submission.reply().error ?? {};
      return data(
        {
          result: null,
          board: {
            breachId: String(form.get("breachId") ?? ""),
            boardTold: errors.boardTold ?? undefined,
            boardReference: errors.boardReference ?? undefined,
          },
        },
        400,
      );
    }
    const told = await recordBoardReport(services.db, {
      adminId: admin.id,
      breachId: submission.value.breachId,
      toldAt: submission.value.boardTold,
      reference: submission.value.boardReference,
    });
    if (!told.ok) {
      return redirectWithToast(here, refusalToast(notifyBreachRefusals[told.reason]));
    }
    return redirectWithToast(here, { title: "breachAdmin.boardSaved", variant: "success" });
  }
  throw data(null, { status: 400 });
}

export default function AdminBreaches({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { records, draft, contactDefault } = loaderData;
  const translatedBoard = translatedBoardErrors(actionData?.board ?? null, t);
  return (
    <>
      <title>{t("breachAdmin.metaTitle")}</title>
      <DashboardHeader showProfile={false} />
      <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-6">
        <Link to="/admin/team" className={buttonVariants({ variant: "link" })}>
          {t("breachAdmin.back")}
        </Link>
        <h1 className="text-2xl font-bold text-ink-950">{t("breachAdmin.title")}</h1>
        <p className="max-w-prose text-ink-700">{t("breachAdmin.intro")}</p>
        {draft ? <DraftPreview draft={draft} /> : null}
        <BreachFormSection
          draft={draft}
          contactDefault={contactDefault}
          lastResult={actionData?.result ?? undefined}
        />
        <BreachRecords records={records} boardErrors={translatedBoard} />
      </main>
    </>
  );
}
