import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { placeFromMapsLink } from "~/domain/campaigns/maps-link-place";
import type { Position } from "~/domain/shared/place-band";
import { useTranslation } from "~/i18n/use-translation";

/*
 * 'Place of your business' on the create and edit forms (issue 49, decision 129): the owner's
 * position at the shop (the browser's, asked for only when the button is pressed), or the one in
 * the Maps link they paste. Two hidden inputs carry it; the server checks it lies in the city.
 */

type Source = "kept" | "location" | "link";
type Note = "locating" | "denied" | "unavailable" | "shortLink" | null;

/** How long the phone may take to find itself at the shop before the owner is told. */
const LOCATION_TIMEOUT_MS = 20_000;

/** Six decimals: about ten centimetres, finer than any phone's fix. */
const rounded = (value: number) => Number(value.toFixed(6)) + 0;

export function BusinessPlaceField({
  initial,
  mapsLink,
  errors,
}: {
  /** The campaign's place when editing; null for none. */
  initial: Position | null;
  /** The Maps link field's current text: its coordinates become the place as it is pasted. */
  mapsLink: string;
  errors?: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [place, setPlace] = useState<{ position: Position; source: Source } | null>(() => {
    if (initial) return { position: initial, source: "kept" };
    const found = placeFromMapsLink(mapsLink);
    return found.kind === "position" ? { position: found.position, source: "link" } : null;
  });
  const [note, setNote] = useState<Note>(null);
  const lastLink = useRef(mapsLink);
  const latInput = useRef<HTMLInputElement>(null);
  const shownPlace = useRef(place);

  // A new place is an input of the form: a form that checks as it is corrected checks it again.
  useEffect(() => {
    if (shownPlace.current === place) return;
    shownPlace.current = place;
    latInput.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [place]);

  // A link pasted or typed: its coordinates become the place; a short link is said in words.
  useEffect(() => {
    if (lastLink.current === mapsLink) return;
    lastLink.current = mapsLink;
    const found = placeFromMapsLink(mapsLink);
    if (found.kind === "position") {
      setPlace({ position: found.position, source: "link" });
      setNote(null);
      return;
    }
    // The place came from the link that is gone: it goes with it.
    setPlace((current) => (current?.source === "link" ? null : current));
    setNote(found.kind === "short_link" ? "shortLink" : null);
  }, [mapsLink]);

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setNote("unavailable");
      return;
    }
    setNote("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPlace({
          position: { lat: rounded(coords.latitude), lng: rounded(coords.longitude) },
          source: "location",
        });
        setNote(null);
      },
      (error) => setNote(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  const status = statusKey(place?.source ?? null, note);
  const mapUrl = place
    ? `https://www.google.com/maps/search/?api=1&query=${place.position.lat},${place.position.lng}`
    : null;
  return (
    <fieldset
      className="@container space-y-2 rounded-xl border border-ink-200 p-4 sm:col-span-2"
      aria-describedby={`${id}-status${errors?.length ? ` ${id}-error` : ""}`}
      data-testid="business-place"
    >
      <legend className="px-1 text-sm font-medium text-ink-950">{t("business.placeTitle")}</legend>
      <p className="text-sm text-ink-600">{t("business.placeIntro")}</p>
      <input
        ref={latInput}
        type="hidden"
        name="placeLat"
        value={place ? String(place.position.lat) : ""}
      />
      <input type="hidden" name="placeLng" value={place ? String(place.position.lng) : ""} />
      {/* Side by side only where the part is wide (the create form), stacked in the edit dialog. */}
      <div className="flex flex-col gap-2 @xl:flex-row @xl:items-center @xl:gap-4">
        <Button
          type="button"
          variant="outline"
          onClick={locate}
          disabled={note === "locating"}
          className="w-full @xl:w-auto @xl:shrink-0"
        >
          <Icon name="map-pin" />
          {t("business.useMyLocation")}
        </Button>
        <p
          id={`${id}-status`}
          className={`text-sm ${place ? "font-medium text-brand-900" : "text-ink-700"}`}
          aria-live="polite"
          data-testid="place-status"
        >
          {t(status)}{" "}
          {mapUrl && !note ? (
            <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="underline">
              {t("business.placeOnMap")}
            </a>
          ) : null}
        </p>
      </div>
      <FieldError id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}

/** The status line's words: what is happening, else what is set, else how to set it. */
function statusKey(source: Source | null, note: Note) {
  if (note === "locating") return "business.locating";
  if (note === "denied") return "business.placeDenied";
  if (note === "unavailable") return "business.placeUnavailable";
  if (note === "shortLink") return "business.placeShortLink";
  if (source === "location") return "business.placeFromLocation";
  if (source === "link") return "business.placeFromLink";
  if (source === "kept") return "business.placeKept";
  return "business.placeNone";
}
