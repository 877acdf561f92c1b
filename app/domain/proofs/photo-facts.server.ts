import exifr from "exifr";
import type { DbOrTx } from "~/db/client.server";
import { reviewProofChecks } from "~/db/schema";
import type { City } from "~/domain/shared/city";
import type { Position } from "~/domain/shared/nearest-city";
import { isPosition } from "~/domain/shared/place-band";
import type { ProofStorage } from "~/storage/storage.server";
import {
  type CaptureClaim,
  decidePhotoFacts,
  type ExifFacts,
  noCaptureClaim,
  noExifFacts,
} from "./photo-facts";
import { storeProof } from "./store-proof.server";

/*
 * The photo's own time and position, read from the upload before prepareProofImage re-encodes it
 * without metadata (issue 49, decision 129), and the row of facts kept instead of them.
 */

/**
 * Only the TIFF header, the Exif and GPS directories are parsed: no thumbnail, XMP, ICC, IPTC,
 * maker notes or user comment, and values stay raw (exifr would read a time without its zone in
 * the server's own zone).
 */
const exifOptions = {
  tiff: true,
  exif: true,
  gps: true,
  ifd1: false,
  interop: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  multiSegment: false,
  sanitize: true,
  mergeOutput: true,
  reviveValues: false,
  translateValues: false,
  translateKeys: true,
  pick: [
    "DateTimeOriginal",
    "OffsetTimeOriginal",
    "GPSLatitude",
    "GPSLatitudeRef",
    "GPSLongitude",
    "GPSLongitudeRef",
  ],
};

/** India's offset, for an EXIF time written without one (a phone sold here keeps India's clock). */
const INDIA_OFFSET = "+05:30";

/**
 * The upload's EXIF time (DateTimeOriginal, at OffsetTimeOriginal or else India's time) and GPS
 * position; either is null when absent, malformed or unreadable. Never throws: a photo without
 * metadata, or with broken metadata, is still a proof.
 */
export async function readPhotoExif(bytes: Buffer): Promise<ExifFacts> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(bytes, exifOptions)) as Record<string, unknown> | undefined;
  } catch {
    // Not a format exifr knows, or a broken segment: no facts, and no word of its content.
    return noExifFacts;
  }
  if (!tags) return noExifFacts;
  return { position: gpsPosition(tags), takenAt: exifTime(tags) };
}

const exifDateTime = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const exifOffset = /^[+-]\d{2}:\d{2}$/;

function exifTime(tags: Record<string, unknown>): Date | null {
  const text = tags.DateTimeOriginal;
  if (typeof text !== "string") return null;
  const match = exifDateTime.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const offset =
    typeof tags.OffsetTimeOriginal === "string" && exifOffset.test(tags.OffsetTimeOriginal.trim())
      ? tags.OffsetTimeOriginal.trim()
      : INDIA_OFFSET;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
  // Rejects 2026-02-30 too, which Date would roll into March.
  if (Number.isNaN(date.getTime())) return null;
  const local = new Date(date.getTime() + offsetMinutes(offset) * 60_000);
  return local.toISOString().slice(0, 10) === `${year}-${month}-${day}` ? date : null;
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

/** Degrees from EXIF's [degrees, minutes, seconds] and its N/S or E/W. */
function degrees(value: unknown, ref: unknown, negative: "S" | "W"): number | null {
  const parts = Array.isArray(value) ? value : typeof value === "number" ? [value] : null;
  if (!parts || parts.length === 0 || parts.length > 3) return null;
  if (!parts.every((part) => typeof part === "number" && Number.isFinite(part) && part >= 0)) {
    return null;
  }
  const [d = 0, m = 0, s = 0] = parts as number[];
  const sign = typeof ref === "string" && ref.trim().toUpperCase() === negative ? -1 : 1;
  return sign * (d + m / 60 + s / 3600);
}

function gpsPosition(tags: Record<string, unknown>) {
  const position = {
    lat: degrees(tags.GPSLatitude, tags.GPSLatitudeRef, "S"),
    lng: degrees(tags.GPSLongitude, tags.GPSLongitudeRef, "W"),
  };
  return isPosition(position) ? position : null;
}

/**
 * Stores a proof (re-encoded, without metadata: storeProof) and reads the original's EXIF beside
 * it, since the stored copy has none. The caller keeps the EXIF only to hand it to saveProofFacts.
 */
export async function storeProofReadingExif(storage: ProofStorage, upload: Buffer) {
  const [exif, stored] = await Promise.all([readPhotoExif(upload), storeProof(storage, upload)]);
  return stored.ok ? { ...stored, exif } : stored;
}

/**
 * Decides and keeps a proof's facts, in the transaction that saves its review: the first proof's
 * row, or a revision's new proof replacing it, whose bill is then read again by the job. The
 * positions handed in become a band here and go no further.
 */
export async function saveProofFacts(
  tx: DbOrTx,
  input: {
    reviewId: string;
    proof: string;
    exif: ExifFacts;
    capture: CaptureClaim | undefined;
    /** The business's place and city, from the campaign. */
    place: Position | null;
    city: City;
    now: Date;
  },
): Promise<void> {
  const facts = decidePhotoFacts({
    claim: input.capture ?? noCaptureClaim,
    exif: input.exif,
    place: input.place,
    city: input.city,
    receivedAt: input.now,
  });
  const row = {
    proof: input.proof,
    ...facts,
    billStatus: "pending" as const,
    billAttempts: 0,
    billNumber: null,
    billDate: null,
    billTotal: null,
    billGstin: null,
    sameBillReviewId: null,
    billReadAt: null,
    createdAt: input.now,
  };
  await tx
    .insert(reviewProofChecks)
    .values({ reviewId: input.reviewId, ...row })
    .onConflictDoUpdate({ target: reviewProofChecks.reviewId, set: row });
}
