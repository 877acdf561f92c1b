import { data, Link } from "react-router";
import { FormAlert } from "~/components/inline-alert";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  fileComplaintRefusals,
  findReportableReview,
  reportReview,
} from "~/domain/moderation/review-reports/file-report.server";
import {
  MAX_COMPLAINT_TEXT_LENGTH,
  reportGrounds,
} from "~/domain/moderation/review-reports/report-form";
import { limitReached, type Refusal } from "~/domain/shared/refusal";
import { z } from "~/forms/zod";
import { refusalInit } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";

/*
 * 'Report this review' (decision 080): a page per published review, so it works on any phone
 * without script, as the public page itself does. No account; a limit per network.
 */
export const handle: RouteHandle = { staticPage: true, messages: ["publicPage", "footer"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const review = await findReportableReview(getServices(context).db, params);
  if (!review) throw data(null, { status: 404 });
  return { review, backTo: `/b/${params.campaignId}` };
}

const reportForm = z.object({
  ground: z._default(z.string().check(z.maxLength(32)), ""),
  // Browsers send line breaks as '\r\n': room for them; the domain counts each as one.
  details: z._default(z.string().check(z.maxLength(2 * MAX_COMPLAINT_TEXT_LENGTH)), ""),
});

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = reportForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  const { db, limits } = getServices(context);
  const limited = await limits.reviewReport({ ip: getRequestInfo(context).ip });
  const outcome = limited.ok ? await reportReview(db, { ...params, ...parsed.data }) : null;
  const refusal: Refusal<string> | null = !limited.ok
    ? limitReached(
        { title: "complaints.tooManyTitle", message: "complaints.tooManyText" },
        limited.retryAfterSeconds,
      )
    : outcome && !outcome.ok
      ? fileComplaintRefusals[outcome.reason]
      : null;
  if (refusal) {
    // What was typed comes back with the refusal, said at its field or above the form.
    const error = {
      title: refusal.title,
      text: refusal.message,
      values: refusal.values,
      atField: refusal.field ?? null,
    };
    return data({ ...parsed.data, error }, refusalInit(refusal));
  }
  return redirectWithToast(`/b/${params.campaignId}`, {
    title: "complaints.sentTitle",
    description: "complaints.sentText",
    variant: "success",
  });
}

export default function ReportReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { review, backTo } = loaderData;
  const error = actionData?.error;
  const errorText = error ? t(error.text as "complaints.groundRequired", error.values) : null;
  const title = t("complaints.reportTitle");
  return (
    <>
      <title>{`${title} · ${review.businessName} · ReviewKaro`}</title>
      <meta name="robots" content="noindex" />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-xl space-y-5 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold text-ink-950">{title}</h1>
          <p className="mt-1 text-ink-600">{review.businessName}</p>
        </div>
        <Card className="space-y-2">
          <p className="text-sm font-semibold text-ink-800">
            {t("complaints.reviewBy", { name: review.reviewerName })}
          </p>
          <p className="line-clamp-6 whitespace-pre-line text-ink-900">{review.reviewText}</p>
        </Card>
        <form method="post" className="space-y-4" noValidate>
          <p className="text-sm text-ink-700">{t("complaints.reportIntro")}</p>
          {error && error.atField === null ? (
            <FormAlert>
              <strong className="block">{t(error.title as "complaints.goneTitle")}</strong>
              {errorText}
            </FormAlert>
          ) : null}
          <fieldset
            className="space-y-1"
            aria-describedby={error?.atField === "ground" ? "ground-error" : undefined}
          >
            <legend className="mb-1 font-semibold text-ink-950">
              {t("complaints.groundLegend")}
            </legend>
            {reportGrounds.map((ground) => (
              <label
                key={ground}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="ground"
                  value={ground}
                  defaultChecked={actionData?.ground === ground}
                  className="size-5 accent-brand-700"
                />
                <span className="text-ink-900">{t(`complaints.reportGround.${ground}`)}</span>
              </label>
            ))}
            {error?.atField === "ground" ? (
              <p id="ground-error" className="text-sm font-medium text-red-700">
                {errorText}
              </p>
            ) : null}
          </fieldset>
          <TextareaField
            id="report-details"
            name="details"
            label={t("complaints.detailsOptional")}
            rows={4}
            maxLength={MAX_COMPLAINT_TEXT_LENGTH}
            defaultValue={actionData?.details ?? ""}
            errors={error?.atField === "details" && errorText ? [errorText] : undefined}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg">
              {t("complaints.sendReport")}
            </Button>
            <Link
              to={backTo}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700"
            >
              {t("complaints.backToReviews")}
            </Link>
          </div>
        </form>
      </main>
      <SiteFooter />
    </>
  );
}
