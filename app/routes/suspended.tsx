import { data, Link } from "react-router";
import { suspendedCookie } from "~/auth/suspended-cookie.server";
import { AuthLayout } from "~/components/auth-layout";
import { FormAlert } from "~/components/inline-alert";
import { StaffNote } from "~/components/staff-note";
import { Button, buttonVariants } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  appealSuspension,
  appealSuspensionRefusals,
} from "~/domain/moderation/suspension-appeals.server";
import { findSuspensionForPerson } from "~/domain/moderation/suspension-lists.server";
import { MAX_APPEAL_LENGTH, MIN_APPEAL_LENGTH } from "~/domain/moderation/suspension-texts";
import { formatDate } from "~/domain/shared/dates";
import { z } from "~/forms/zod";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/suspended";

/*
 * A suspended person's page (decision 071): reached from sign-in with the right password, it
 * shows the suspension's reason, the one appeal, and the admin's answer. No session: a signed
 * cookie names the suspension for half an hour. The admin's words (the reason, the reply) are
 * shown as theirs beside frames in the reader's language; a suspension lifted while the page is
 * open says so on its next load, with the reply (decision 109).
 */

export const handle: RouteHandle = { staticPage: true, messages: ["suspended"] };

async function suspensionOf(
  request: Request,
  context: Route.LoaderArgs["context"],
  options: { lifted: "show" | "leave" },
) {
  const { config, db } = getServices(context);
  const cookie = suspendedCookie({ secret: config.sessionSecret, secure: !config.local });
  const suspensionId: unknown = await cookie.parse(request.headers.get("Cookie"));
  const suspension =
    typeof suspensionId === "string" ? await findSuspensionForPerson(db, suspensionId) : null;
  if (!suspension) {
    throw await redirectWithToast("/login", {
      title: "suspended.goneTitle",
      description: "suspended.goneText",
    });
  }
  if (suspension.liftedAt && options.lifted === "leave") {
    throw await redirectWithToast("/login", {
      title: "suspended.liftedTitle",
      description: "suspended.liftedText",
      variant: "success",
    });
  }
  return suspension;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const suspension = await suspensionOf(request, context, { lifted: "show" });
  return { suspension, language: getRequestInfo(context).language };
}

const appealForm = z.object({
  // Browsers send line breaks as '\r\n': room for them; the domain counts each as one.
  message: z._default(z.string().check(z.maxLength(2 * MAX_APPEAL_LENGTH)), ""),
});

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const suspension = await suspensionOf(request, context, { lifted: "leave" });
  const parsed = appealForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  const outcome = await appealSuspension(getServices(context).db, {
    suspensionId: suspension.id,
    message: parsed.data.message,
  });
  if (!outcome.ok) {
    const refusal = appealSuspensionRefusals[outcome.reason];
    return data(
      {
        message: parsed.data.message,
        error: {
          text: refusal.message,
          values: "values" in refusal ? refusal.values : undefined,
          atField: "field" in refusal,
          title: refusal.title,
        },
      },
      refusal.status,
    );
  }
  return redirectWithToast("/suspended", {
    title: "suspended.sentTitle",
    description: "suspended.sentText",
    variant: "success",
  });
}

export default function Suspended({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { suspension } = loaderData;
  const language = isLanguage(loaderData.language) ? loaderData.language : "en";
  const error = actionData?.error;
  const errorText = error ? t(error.text as "suspended.messageRequired", error.values) : null;
  if (suspension.liftedAt) return <Lifted suspension={suspension} language={language} />;
  return (
    <AuthLayout
      pageTitle={t("suspended.pageTitle")}
      title={t("suspended.title")}
      intro={t("suspended.intro")}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700"
        >
          {t("suspended.backToLogin")}
        </Link>
      }
    >
      <div className="space-y-5">
        <p className="text-sm font-medium text-ink-600">
          {t("suspended.since", { date: formatDate(suspension.createdAt, language) })}
        </p>
        <dl className="space-y-3">
          <div>
            <dt className="text-sm font-medium text-ink-600">{t("suspended.categoryLabel")}</dt>
            <dd className="font-semibold text-ink-950">
              {t(`suspended.category.${suspension.category}`)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-ink-600">{t("suspended.reasonLabel")}</dt>
            {/* The admin's own words, as written, framed in the reader's language. */}
            <dd>
              <StaffNote text={suspension.reason} />
            </dd>
          </div>
        </dl>
        <p className="text-sm text-ink-700">{t("suspended.effects")}</p>
        <section
          aria-labelledby="appeal-heading"
          className="space-y-3 border-t border-ink-100 pt-4"
        >
          <h2 id="appeal-heading" className="text-lg font-semibold text-ink-950">
            {t("suspended.appealTitle")}
          </h2>
          {suspension.appealMessage && suspension.appealedAt ? (
            <AppealAnswer suspension={suspension} language={language} />
          ) : (
            <form method="post" className="space-y-4" noValidate>
              <p className="text-sm text-ink-700">{t("suspended.appealIntro")}</p>
              {error && !error.atField ? (
                <FormAlert>
                  <strong className="block">{t(error.title as "suspended.goneTitle")}</strong>
                  {errorText}
                </FormAlert>
              ) : null}
              <TextareaField
                id="appeal-message"
                name="message"
                label={t("suspended.messageField")}
                hint={t("suspended.messageHint", {
                  min: MIN_APPEAL_LENGTH,
                  max: MAX_APPEAL_LENGTH,
                })}
                rows={5}
                maxLength={MAX_APPEAL_LENGTH}
                defaultValue={actionData?.message ?? ""}
                errors={error?.atField && errorText ? [errorText] : undefined}
                autoFocus={Boolean(error?.atField)}
              />
              <Button type="submit" size="lg" className="w-full">
                {t("suspended.send")}
              </Button>
            </form>
          )}
          <p className="text-sm text-ink-600">{t("suspended.liftedNote")}</p>
        </section>
      </div>
    </AuthLayout>
  );
}

function AppealAnswer({
  suspension,
  language,
}: {
  suspension: Route.ComponentProps["loaderData"]["suspension"];
  language: "en" | "hi";
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <div className="rounded-lg bg-ink-50 p-3">
        <p className="text-sm font-medium text-ink-600">
          {t("suspended.yourAppeal", {
            date: formatDate(suspension.appealedAt ?? suspension.createdAt, language),
          })}
        </p>
        <p className="whitespace-pre-line text-ink-900">{suspension.appealMessage}</p>
      </div>
      {suspension.decision === "kept" ? (
        <FormAlert tone="info">
          <strong className="block">{t("suspended.keptTitle")}</strong>
          <StaffNote text={suspension.reply} className="mt-2" />
        </FormAlert>
      ) : (
        <p className="text-sm text-ink-800">{t("suspended.waiting")}</p>
      )}
    </div>
  );
}

/** The suspension was lifted: the answer, the admin's reply as written, and the way back in. */
function Lifted({
  suspension,
  language,
}: {
  suspension: Route.ComponentProps["loaderData"]["suspension"];
  language: "en" | "hi";
}) {
  const { t } = useTranslation();
  return (
    <AuthLayout
      pageTitle={t("suspended.liftedPageTitle")}
      title={t(suspension.appealedAt ? "suspended.answeredLiftedTitle" : "suspended.liftedTitle")}
      intro={t("suspended.liftedSince", {
        date: formatDate(suspension.liftedAt ?? suspension.createdAt, language),
      })}
    >
      <div className="space-y-5" data-testid="suspension-lifted">
        <StaffNote text={suspension.reply} />
        <Link to="/login" className={buttonVariants({ size: "lg", className: "w-full" })}>
          {t("suspended.signIn")}
        </Link>
      </div>
    </AuthLayout>
  );
}
