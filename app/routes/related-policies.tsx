import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { POLICY_PATHS, type PolicyName } from "~/routes/policy-pages";

/** Links to the other policy pages, at the foot of each. */
export function RelatedPolicies({ current }: { current: PolicyName }) {
  const { t } = useTranslation();
  const others = (Object.keys(POLICY_PATHS) as PolicyName[]).filter((name) => name !== current);
  return (
    <nav aria-label={t("policies.related")} className="border-t border-ink-200 pt-4">
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {others.map((name) => (
          <li key={name}>
            <Link
              to={POLICY_PATHS[name]}
              className="inline-flex min-h-11 items-center text-brand-800 underline"
            >
              {t(`policies.${name}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
