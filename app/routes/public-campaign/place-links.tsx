import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";

/** Where the shop is: its address, when its owner gave one, and its Google Maps link. */
export function PlaceLinks({ address, mapsLink }: { address: string | null; mapsLink: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 space-y-1 text-sm">
      {address ? (
        <p className="flex gap-1.5 wrap-anywhere text-ink-800" data-testid="shop-address">
          <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">{t("publicPlace.address")}: </span>
            {address}
          </span>
        </p>
      ) : null}
      <a
        href={mapsLink}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <Icon name="external-link" className="size-4" />
        {t("publicPlace.maps")}
      </a>
    </div>
  );
}
