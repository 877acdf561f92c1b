import type { CameraProblem, CaptureFacts } from "~/browser/camera-photo";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "./icon";

/** Why the camera did not open, in words; the file chooser works in every case. */
export const cameraProblemText = {
  insecure: "reviewer.cameraInsecure",
  unsupported: "reviewer.cameraUnsupported",
  refused: "reviewer.cameraRefused",
  missing: "reviewer.cameraMissing",
  failed: "reviewer.cameraFailed",
} as const satisfies Record<CameraProblem, `reviewer.${string}`>;

/**
 * A camera photo's facts as the form sends them (the server's names, decision 129): its moment,
 * and the browser's position when shared. The server turns the position into a distance band
 * and keeps nothing else of it.
 */
export function CameraFields({
  facts,
  positionRemoved,
}: {
  facts: CaptureFacts;
  positionRemoved: boolean;
}) {
  const position = positionRemoved ? null : facts.position;
  return (
    <>
      <input type="hidden" name="photoSource" value="camera" />
      <input type="hidden" name="photoCapturedAt" value={facts.capturedAt} />
      {position ? (
        <>
          <input type="hidden" name="photoLat" value={String(position.lat)} />
          <input type="hidden" name="photoLng" value={String(position.lng)} />
          <input type="hidden" name="photoAccuracy" value={String(position.accuracy)} />
        </>
      ) : null}
    </>
  );
}

/** What went up with the camera photo, in words, and a way to take the position back. */
export function LocationLine({
  facts,
  removed,
  onRemove,
}: {
  facts: CaptureFacts;
  removed: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  if (facts.position && !removed)
    return (
      <div className="space-y-1">
        <p className="flex items-start gap-1.5 text-ink-800">
          <Icon name="map-pin" className="mt-0.5 size-4" />
          {t("reviewer.locationShared")}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="min-h-11 text-brand-700 underline underline-offset-4"
        >
          {t("reviewer.removeLocation")}
        </button>
      </div>
    );
  const why = removed
    ? "reviewer.locationRemoved"
    : facts.positionProblem === "refused"
      ? "reviewer.locationRefused"
      : "reviewer.locationUnavailable";
  return (
    <div className="space-y-0.5">
      <p className="font-medium text-ink-800">{t("reviewer.locationNotShared")}</p>
      <p>{t(why)}</p>
    </div>
  );
}
