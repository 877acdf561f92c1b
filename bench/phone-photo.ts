/**
 * A phone-like JPEG for the benches: noisy pixels at quality 85 (about 1.9 MB at 3000 × 2250,
 * 5 MB at 4000 × 3000) with the EXIF a phone writes, its time and a GPS position given as EXIF's
 * degree/minute/second rationals. A different seed gives a different picture (proof hashes apart).
 */
import sharp from "sharp";

export async function phonePhoto(input: {
  width: number;
  height: number;
  seed: number;
  /** EXIF rationals, e.g. "22/1 43/1 108000/10000" (north and east). */
  latitude: string;
  longitude: string;
}): Promise<Buffer> {
  const { width, height, seed } = input;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 7;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    pixels[i] = ((i + seed * 13) % 251) + ((state >> 16) % 5);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "BenchPhone" },
      IFD2: { DateTimeOriginal: "2026:11:21 14:05:09", OffsetTimeOriginal: "+05:30" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: input.latitude,
        GPSLongitudeRef: "E",
        GPSLongitude: input.longitude,
      },
    })
    .toBuffer();
}
