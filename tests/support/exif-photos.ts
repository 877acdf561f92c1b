/**
 * Phone-like JPEGs with the EXIF a phone writes (issue 49): the time the photo was taken, with or
 * without its offset, and the GPS position as degrees, minutes and seconds in rationals.
 */
import sharp from "sharp";

export type ExifPosition = { lat: number; lng: number };

/** EXIF's 'd/1 m/1 s/10000' for a coordinate's absolute value. */
export function exifRationals(degrees: number): string {
  const absolute = Math.abs(degrees);
  const whole = Math.floor(absolute);
  const minutes = Math.floor((absolute - whole) * 60);
  const seconds = Math.round(((absolute - whole) * 60 - minutes) * 60 * 10_000);
  return `${whole}/1 ${minutes}/1 ${seconds}/10000`;
}

/** A small JPEG carrying the given EXIF time (and offset) and GPS position, each optional. */
export async function exifPhoto(
  exif: { takenAt?: string; offset?: string; position?: ExifPosition } = {},
  size: { width: number; height: number } = { width: 64, height: 48 },
): Promise<Buffer> {
  const image = sharp({
    create: { ...size, channels: 3, background: { r: 180, g: 120, b: 60 } },
  }).jpeg({ quality: 90 });
  const ifd2: Record<string, string> = {};
  if (exif.takenAt) ifd2.DateTimeOriginal = exif.takenAt;
  if (exif.offset) ifd2.OffsetTimeOriginal = exif.offset;
  const ifd3: Record<string, string> = {};
  if (exif.position) {
    ifd3.GPSLatitudeRef = exif.position.lat < 0 ? "S" : "N";
    ifd3.GPSLatitude = exifRationals(exif.position.lat);
    ifd3.GPSLongitudeRef = exif.position.lng < 0 ? "W" : "E";
    ifd3.GPSLongitude = exifRationals(exif.position.lng);
  }
  return image.withExif({ IFD0: { Make: "TestPhone" }, IFD2: ifd2, IFD3: ifd3 }).toBuffer();
}
