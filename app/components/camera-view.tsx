import { useEffect, useRef, useState } from "react";
import {
  type CameraProblem,
  type CaptureFacts,
  captureFrame,
  currentPosition,
  openCamera,
  stopCamera,
} from "~/browser/camera-photo";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "./icon";
import { Button } from "./ui/button";

/**
 * 'Take a photo now' (issue 49): the back camera's live view in the review dialog, and Capture.
 * At capture the frame becomes a JPEG file and the browser's position is asked for (the browser
 * asks the person); whatever happens, every track stops when the view closes. Downloaded only
 * when the button is pressed (proof-picker.tsx).
 */
export default function CameraView({
  onCapture,
  onProblem,
  onClose,
}: {
  onCapture: (file: File, facts: CaptureFacts) => void;
  onProblem: (problem: CameraProblem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [live, setLive] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const problemRef = useRef(onProblem);
  problemRef.current = onProblem;
  const open = useRef(true);

  useEffect(() => {
    let gone = false;
    open.current = true;
    openCamera().then((opened) => {
      if (typeof opened === "string") {
        if (!gone) problemRef.current(opened);
        return;
      }
      if (gone) return stopCamera(opened);
      stream.current = opened;
      if (video.current) video.current.srcObject = opened;
    });
    return () => {
      gone = true;
      open.current = false;
      stopCamera(stream.current);
      stream.current = null;
    };
  }, []);

  const capture = async () => {
    const frame = video.current;
    if (!frame || capturing) return;
    const at = new Date();
    const file = await captureFrame(frame, at);
    if (!file) return problemRef.current("failed");
    setCapturing(true);
    // The picture is taken; the camera is not needed while the position is asked for.
    stopCamera(stream.current);
    stream.current = null;
    const position = await currentPosition();
    if (!open.current) return;
    onCapture(file, {
      capturedAt: at.toISOString(),
      position: typeof position === "string" ? null : position,
      positionProblem: typeof position === "string" ? position : null,
    });
  };

  return (
    <section
      aria-label={t("reviewer.cameraView")}
      className="space-y-2 rounded-xl border border-ink-200 bg-ink-50 p-2"
    >
      <div className="relative overflow-hidden rounded-lg bg-ink-900">
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          onLoadedData={() => setLive(true)}
          className="aspect-[4/3] max-h-[50vh] w-full object-contain"
        />
        {!live || capturing ? (
          <p
            className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-white"
            aria-live="polite"
          >
            {capturing ? t("reviewer.cameraLocating") : t("reviewer.cameraOpening")}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-ink-700">{t("reviewer.cameraLocationAsk")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={capture} disabled={!live || capturing}>
          <Icon name="camera" />
          {t("reviewer.cameraCapture")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose} disabled={capturing}>
          <Icon name="x" />
          {t("reviewer.cameraClose")}
        </Button>
      </div>
    </section>
  );
}
