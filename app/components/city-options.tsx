import { cityNames } from "~/domain/shared/city";
import { cityLabel } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";

/** A city `<select>`'s options: `none` (no city, the empty value), then the ten cities by name. */
export function CityOptions({ none }: { none: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{none}</option>
      {cityNames.map((city) => (
        <option key={city} value={city}>
          {cityLabel(t, city)}
        </option>
      ))}
    </>
  );
}
