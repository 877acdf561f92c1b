import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { type RatingBar, STAR_RATINGS, type StarRating } from "~/domain/campaigns/rating-bars";
import { useTranslation } from "~/i18n/use-translation";

/**
 * How many approved reviews carry each rating, as bars with their count and percentage in text
 * (not colour alone). Each bar is a link to the reviews with that rating.
 */
export function RatingDistribution({
  bars,
  path,
  selected,
}: {
  bars: readonly RatingBar[];
  path: string;
  selected: StarRating | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3" data-testid="rating-distribution">
      <h2 className="text-lg font-semibold text-ink-950">{t("share.distributionTitle")}</h2>
      <ul>
        {bars.map((bar) => (
          <li key={bar.stars}>
            <Link
              to={`${path}?stars=${bar.stars}`}
              aria-current={selected === bar.stars ? "true" : undefined}
              className={cn(
                "grid min-h-11 grid-cols-[auto_1fr_auto] sm:grid-cols-[5rem_1fr_7rem] items-center gap-3 rounded-md px-1 text-sm text-ink-800 hover:bg-ink-50",
                selected === bar.stars && "bg-brand-50 font-semibold",
              )}
            >
              <span className="sr-only">
                {t("share.distributionRow", {
                  starsLabel: t("share.starsLabel", { stars: bar.stars, count: bar.stars }),
                  reviews: t("share.reviewCount", { count: bar.count }),
                  percent: bar.percent,
                })}
              </span>
              <span aria-hidden="true" className="whitespace-nowrap">
                {t("share.starsLabel", { stars: bar.stars, count: bar.stars })}
              </span>
              <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-ink-100">
                <span
                  className="block h-full rounded-full bg-saffron-500"
                  style={{ width: `${bar.percent}%` }}
                />
              </span>
              <span aria-hidden="true" className="text-right tabular-nums text-ink-700">
                {bar.count} ({bar.percent}%)
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Filter links above the list: all ratings, or one; the order is always newest first. */
export function StarsFilter({
  path,
  selected,
}: {
  path: string;
  selected: StarRating | undefined;
}) {
  const { t } = useTranslation();
  const pill = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center rounded-full border px-3 text-sm",
      active
        ? "border-brand-600 bg-brand-600 font-semibold text-white"
        : "border-ink-300 bg-white text-ink-800 hover:bg-ink-50",
    );
  return (
    <nav aria-label={t("share.filterLabel")} className="space-y-2" data-testid="stars-filter">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={path}
            className={pill(selected === undefined)}
            aria-current={selected === undefined ? "page" : undefined}
          >
            {t("share.filterAll")}
          </Link>
        </li>
        {STAR_RATINGS.map((stars) => (
          <li key={stars}>
            <Link
              to={`${path}?stars=${stars}`}
              className={pill(selected === stars)}
              aria-current={selected === stars ? "page" : undefined}
            >
              {t("share.filterStars", { stars, count: stars })}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-600">{t("share.newestFirst")}</p>
    </nav>
  );
}
