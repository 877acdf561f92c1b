import { Icon } from "~/components/icon";
import { cn } from "~/components/ui/cn";
import { FieldError } from "~/components/ui/field";
import { useTranslation } from "~/i18n/use-translation";

/** The review's stars, 1 to 5, as radio buttons; controlled by the review dialog. */
export function RatingField({
  id,
  rating,
  error,
  describedBy,
  onChange,
}: {
  id: string;
  rating: number | null;
  error: { title: string; text: string } | null;
  describedBy: string | undefined;
  onChange: (rating: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-800">{t("reviewer.rating")}</legend>
      <div
        role="radiogroup"
        aria-label={t("reviewer.rating")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-2 flex gap-1"
      >
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={value}
              className="peer sr-only"
              checked={rating === value}
              onChange={() => onChange(value)}
              aria-label={t("reviewer.star", { count: value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            <Icon
              name="star"
              className={cn(
                "size-11 rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600",
                rating !== null && value <= rating
                  ? "fill-saffron-400 text-saffron-500"
                  : "fill-white text-ink-300",
              )}
            />
          </label>
        ))}
      </div>
      <FieldError
        id={`${id}-error`}
        title={error?.title}
        errors={error ? [error.text] : undefined}
      />
    </fieldset>
  );
}
