import { data } from "react-router";
import { PolicyDecisionTime } from "~/components/decision-time";
import { OperatorIdentity } from "~/components/operator-identity";
import { PrivacySectionList } from "~/components/privacy-lists";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { readPublishedDecisionTime } from "~/domain/moderation/decision-times.server";
import { listProcessors } from "~/domain/privacy/processors";
import { getServices } from "~/http/context.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { policyAt, policySections } from "~/routes/policy-pages";
import { RelatedPolicies } from "~/routes/related-policies";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/policy-page";

export const handle: RouteHandle = { staticPage: true, messages: ["policies", "footer"] };

/** One of the policy pages (decision 031); which one is read from the path (/grievance has its own). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const policy = policyAt(new URL(request.url).pathname);
  if (!policy) throw data(null, { status: 404 });
  const { db, config } = getServices(context);
  return {
    policy,
    // The privacy page names who receives what, from the settings that choose them (decision 092).
    processors: policy === "privacy" ? listProcessors(config) : null,
    // The review policy states the current decision time (decision 069).
    decisionTime: policy === "reviewPolicy" ? await readPublishedDecisionTime(db) : null,
  };
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { policy, decisionTime, processors } = loaderData;
  return (
    <>
      <title>{t(`policies.${policy}.metaTitle`)}</title>
      <meta name="description" content={t(`policies.${policy}.description`)} />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-950">
            {t(`policies.${policy}.title`)}
          </h1>
          <p className="mt-1 text-sm text-ink-600">{t("policies.updated")}</p>
        </div>
        <p className="text-lg text-ink-800">{t(`policies.${policy}.intro`)}</p>
        {policySections(policy).map((section) => (
          <section key={section} className="space-y-1">
            <h2 className="text-xl font-semibold text-ink-950">
              {translateKey(t, `policies.${policy}.sections.${section}.heading`)}
            </h2>
            <p className="text-ink-800">
              {translateKey(t, `policies.${policy}.sections.${section}.text`)}
            </p>
            {policy === "privacy" ? (
              <PrivacySectionList section={section} processors={processors} />
            ) : null}
          </section>
        ))}
        {decisionTime ? <PolicyDecisionTime time={decisionTime} /> : null}
        <OperatorIdentity heading className="space-y-1 border-t border-ink-200 pt-4 text-ink-800" />
        <RelatedPolicies current={policy} />
      </main>
      <SiteFooter />
    </>
  );
}
