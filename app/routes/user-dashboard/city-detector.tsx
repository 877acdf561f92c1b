import { useEffect, useMemo, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Spinner } from "~/components/ui/spinner";
import { useFlashToast } from "~/components/use-flash-toast";
import type { City } from "~/domain/shared/city";
import { type CityDetectionFailure, detectCity } from "~/domain/shared/nearest-city";
import { cityLabel } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, ReviewerIntent } from "./reviewer-intents";

const cityDetectionTimeoutMs = 15_000;

/** With no city yet, asks the browser where it is (no external service) and saves the nearest city. */
export function CityDetector({ city }: { city: City | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  const toast = fetcher.data?.toast;
  // The server names the city as stored (English); the toast names it in the reader's language.
  useFlashToast(
    useMemo(
      () =>
        toast?.values?.city
          ? { ...toast, values: { ...toast.values, city: cityLabel(t, String(toast.values.city)) } }
          : toast,
      [toast, t],
    ),
  );
  const asked = useRef(false);
  useEffect(() => {
    if (city || asked.current) return;
    asked.current = true;
    let settled = false;
    const save = (position: { lat: number; lng: number } | null, why: CityDetectionFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      const { city, found } = detectCity(position);
      fetcher.submit(
        { intent: "set-city" satisfies ReviewerIntent, city, failure: found ? "" : why },
        { method: "post" },
      );
    };
    // The browser's own timeout starts only once the person answers the location prompt; a
    // prompt left unanswered must not keep the dashboard waiting, so this one covers the whole ask.
    const giveUp = setTimeout(() => save(null, "timeout"), cityDetectionTimeoutMs);
    if (!("geolocation" in navigator)) {
      save(null, "unavailable");
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => save({ lat: position.coords.latitude, lng: position.coords.longitude }, "far"),
      (error) =>
        save(
          null,
          error.code === error.PERMISSION_DENIED
            ? "denied"
            : error.code === error.TIMEOUT
              ? "timeout"
              : "unavailable",
        ),
      { timeout: 10_000, maximumAge: 10 * 60_000, enableHighAccuracy: false },
    );
  }, [city, fetcher]);

  const detected = fetcher.data?.done === "city" ? fetcher.data.city : undefined;
  if (detected) {
    // A city that was not found is said as such: the notice never claims a detection (decision 053).
    const notice =
      fetcher.data?.cityNotice ?? t("reviewer.cityNotice", { city: cityLabel(t, detected) });
    return (
      <p
        className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
        role="status"
      >
        <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
        <span>
          {notice}{" "}
          <Link to="/update-profile" className="font-semibold underline">
            {t("reviewer.changeCity")}
          </Link>
        </span>
      </p>
    );
  }
  if (city) return null;
  return (
    <p className="flex items-center gap-2 rounded-xl border border-ink-200 bg-white p-3 text-sm text-ink-800">
      <Spinner label={t("reviewer.detecting")} />
      {t("reviewer.detecting")}
    </p>
  );
}
