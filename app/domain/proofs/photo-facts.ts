import type { PhotoFactSource, PlaceBand } from "~/db/schema/proof-checks";
import type { City } from "~/domain/shared/city";
import type { Position } from "~/domain/shared/nearest-city";
import { isPosition, NEAR_AREA_KM, NEAR_PLACE_KM, placeBand } from "~/domain/shared/place-band";

/*
 * What a proof says about the visit (issue 49, decision 129): a distance band from the business
 * and a time, decided from what the browser sent at 'Take a photo now' and what the photo's EXIF
 * held. Pure: the caller hands in positions and keeps only what this returns, which holds no
 * coordinate.
 */

/**
 * What the Write Review form (and a revision's) may carry beside a photo taken in the dialog.
 * Every field may be missing or junk: it is then unknown, never a refusal.
 */
export type CaptureClaim = {
  /** 'Take a photo now' made this photo (photoSource=camera); a chosen file never is. */
  camera: boolean;
  /** The browser's position at the moment of capture, when the reviewer allowed it. */
  position: Position | null;
  /** The browser's accuracy of that position, in metres. */
  accuracyM: number | null;
  /** The browser's clock at the moment of capture. */
  capturedAt: Date | null;
};

export const noCaptureClaim: CaptureClaim = {
  camera: false,
  position: null,
  accuracyM: null,
  capturedAt: null,
};

/** The form's names for the capture's fields (the dialog's camera sends these). */
export const captureFields = {
  source: "photoSource",
  lat: "photoLat",
  lng: "photoLng",
  accuracy: "photoAccuracy",
  capturedAt: "photoCapturedAt",
} as const;

const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function readNumber(value: unknown): number | null {
  if (typeof value !== "string" || value.length > 32) return null;
  const text = value.trim();
  if (!decimal.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

function readInstant(value: unknown): Date | null {
  if (typeof value !== "string" || value.length > 40) return null;
  // An ISO time with its zone (the browser's toISOString): nothing looser is guessed at.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The capture's fields as the form sent them (FormData values), each read or left unknown. */
export function readCaptureClaim(fields: Partial<Record<keyof typeof captureFields, unknown>>) {
  if (fields.source !== "camera") return noCaptureClaim;
  const position = { lat: readNumber(fields.lat), lng: readNumber(fields.lng) };
  const accuracy = readNumber(fields.accuracy);
  return {
    camera: true,
    position: isPosition(position) ? position : null,
    accuracyM: accuracy !== null && accuracy >= 0 ? accuracy : null,
    capturedAt: readInstant(fields.capturedAt),
  } satisfies CaptureClaim;
}

/** What the photo's own metadata said, read before it was stripped. */
export type ExifFacts = { position: Position | null; takenAt: Date | null };

export const noExifFacts: ExifFacts = { position: null, takenAt: null };

/** The row's facts: a band (and whole kilometres beyond 2 km) and a time, each with its source. */
export type PhotoFacts = {
  placeBand: PlaceBand;
  placeSource: PhotoFactSource | null;
  distanceKm: number | null;
  takenAt: Date | null;
  takenSource: PhotoFactSource | null;
};

/** A photo taken in the dialog is sent within minutes; a capture time older than this is not one. */
export const CAPTURE_MAX_AGE_MS = 60 * 60_000;
/** An EXIF time this far after the server's clock is a wrong camera clock, not a time. */
const EXIF_CLOCK_SLACK_MS = 24 * 60 * 60_000;
/** No phone photo of a visit was taken before this. */
const EARLIEST_PHOTO = Date.UTC(2000, 0, 1);

/**
 * Decides the facts kept about a proof. The position: the browser's at the capture when sent,
 * else the EXIF GPS, else none. The browser's accuracy bounds what may be claimed: a position
 * known to no better than 200 m (or sent without its accuracy) says 'within 2 km' at best, and
 * one known to no better than 2 km is not used (the EXIF GPS then). The time: a capture's, clamped to
 * the server's receipt (not after it, not an hour before it, else the receipt itself), or the
 * EXIF time; none otherwise.
 */
export function decidePhotoFacts(input: {
  claim: CaptureClaim;
  exif: ExifFacts;
  place: Position | null;
  city: City;
  receivedAt: Date;
}): PhotoFacts {
  return { ...decidePlace(input), ...decideTime(input) };
}

function decidePlace(input: {
  claim: CaptureClaim;
  exif: ExifFacts;
  place: Position | null;
  city: City;
}): Pick<PhotoFacts, "placeBand" | "placeSource" | "distanceKm"> {
  const { claim, exif } = input;
  const accuracyKm = claim.accuracyM === null ? null : claim.accuracyM / 1000;
  // A browser position vaguer than 2 km (a network's guess) tells nothing a band could keep.
  const cameraUsable =
    claim.camera && claim.position !== null && (accuracyKm === null || accuracyKm <= NEAR_AREA_KM);
  const source: PhotoFactSource | null = cameraUsable ? "camera" : exif.position ? "photo" : null;
  const position = cameraUsable ? claim.position : exif.position;
  const fact = placeBand(position, input.place, input.city);
  if (fact.band === "unknown") return { placeBand: "unknown", placeSource: null, distanceKm: null };
  // 'At the place' needs the browser to vouch for 200 m; without an accuracy it does not.
  const tooVague =
    source === "camera" &&
    fact.band === "within_200m" &&
    (accuracyKm === null || accuracyKm > NEAR_PLACE_KM);
  return {
    placeBand: tooVague ? "within_2km" : fact.band,
    placeSource: source,
    distanceKm: fact.distanceKm,
  };
}

function decideTime(input: {
  claim: CaptureClaim;
  exif: ExifFacts;
  receivedAt: Date;
}): Pick<PhotoFacts, "takenAt" | "takenSource"> {
  const { claim, exif, receivedAt } = input;
  const now = receivedAt.getTime();
  if (claim.camera) {
    const at = claim.capturedAt?.getTime();
    const clamped =
      at !== undefined && at <= now && at >= now - CAPTURE_MAX_AGE_MS ? new Date(at) : receivedAt;
    return { takenAt: clamped, takenSource: "camera" };
  }
  const at = exif.takenAt?.getTime();
  if (at !== undefined && at >= EARLIEST_PHOTO && at <= now + EXIF_CLOCK_SLACK_MS) {
    return { takenAt: new Date(at), takenSource: "photo" };
  }
  return { takenAt: null, takenSource: null };
}
