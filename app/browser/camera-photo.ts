/**
 * The browser side of 'Take a photo now' (issue 49, decision 129): the phone's camera through
 * getUserMedia, one frame drawn to a canvas as a JPEG file, and the browser's position at that
 * moment when the person allows it. Loaded only when the button is pressed.
 */

/** Why the camera did not open, in the words' keys' terms. */
export type CameraProblem = "insecure" | "unsupported" | "refused" | "missing" | "failed";

/** Where the browser was when the photo was taken; sent once, turned into a band, forgotten. */
export type CapturePosition = { lat: number; lng: number; accuracy: number };

/** What goes up with a camera photo: its moment, and the position when it was shared. */
export type CaptureFacts = {
  capturedAt: string;
  position: CapturePosition | null;
  /** Why no position, when there is none. */
  positionProblem: "refused" | "unavailable" | null;
};

/** Whether this browser can open a camera stream here at all, and if not, why. */
export function cameraSupport(): CameraProblem | null {
  if (typeof window === "undefined") return "unsupported";
  if (!window.isSecureContext) return "insecure";
  if (!navigator.mediaDevices?.getUserMedia) return "unsupported";
  return null;
}

/** The back camera's stream, or the reason there is none. */
export async function openCamera(): Promise<MediaStream | CameraProblem> {
  const support = cameraSupport();
  if (support) return support;
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: "environment", width: { ideal: 1600 }, height: { ideal: 1200 } },
      audio: false,
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : "";
    if (name === "NotAllowedError" || name === "SecurityError") return "refused";
    if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
    return "failed";
  }
}

/** Stops every track of the stream: the camera's light goes out. */
export function stopCamera(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The video's current frame as a JPEG file named by its moment. */
export async function captureFrame(video: HTMLVideoElement, at: Date): Promise<File | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return null;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")?.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", 0.9),
  );
  if (!blob) return null;
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");
  return new File([blob], `photo-${stamp}.jpg`, { type: "image/jpeg", lastModified: at.getTime() });
}

/** How long the position may take once allowed: the photo should not wait long for it. */
export const POSITION_TIMEOUT_MS = 10_000;

/** The browser's position now, with high accuracy, or why there is none. */
export function currentPosition(): Promise<CapturePosition | "refused" | "unavailable"> {
  if (!navigator.geolocation) return Promise.resolve("unavailable");
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          lat: coords.latitude,
          lng: coords.longitude,
          accuracy: Math.round(coords.accuracy),
        }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? "refused" : "unavailable"),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
