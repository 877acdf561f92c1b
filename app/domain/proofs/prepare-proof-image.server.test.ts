import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageKind, MAX_PROOF_BYTES, prepareProofImage } from "./prepare-proof-image.server";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

/** A phone photo: stored sideways with orientation 6, with a camera name and GPS position. */
async function phoneJpeg() {
  return solid(60, 30)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Snap 9" },
      IFD3: {
        GPSMapDatum: "WGS-84",
        GPSLatitudeRef: "N",
        GPSLatitude: "23/1 15/1 3564/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 24/1 4536/100",
      },
    })
    .toBuffer();
}

async function expectPrepared(input: Buffer) {
  const result = await prepareProofImage(input);
  if (!result.ok) throw new Error(`expected an image, got ${result.reason}`);
  expect(result.contentType).toBe("image/webp");
  return { bytes: result.bytes, metadata: await sharp(result.bytes).metadata() };
}

describe("prepareProofImage", () => {
  it("removes EXIF and GPS and turns the photo upright", async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    // The test image really carries what must be removed.
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString("latin1")).toContain("WGS-84");
    expect(before.exif?.toString("latin1")).toContain("PhoneCo");
    expect([before.width, before.height]).toEqual([60, 30]);

    const { bytes, metadata } = await expectPrepared(input);
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([30, 60]);
    expect(bytes.includes("WGS-84")).toBe(false);
    expect(bytes.includes("PhoneCo")).toBe(false);
  });

  it("accepts PNG and WebP and keeps small images their size", async () => {
    for (const input of [
      await solid(50, 40).png().toBuffer(),
      await solid(50, 40).webp().toBuffer(),
    ]) {
      const { metadata } = await expectPrepared(input);
      expect([metadata.width, metadata.height]).toEqual([50, 40]);
    }
  });

  it("shrinks large images to fit 1600 × 1600, keeping the aspect ratio", async () => {
    const { metadata } = await expectPrepared(await solid(3200, 1000).jpeg().toBuffer());
    expect([metadata.width, metadata.height]).toEqual([1600, 500]);
  });

  it("refuses files over 5 MB before decoding them", async () => {
    const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const big = Buffer.concat([jpegHeader, Buffer.alloc(6 * 1024 * 1024)]);
    expect(await prepareProofImage(big)).toEqual({ ok: false, reason: "too_large" });
    const justOver = Buffer.concat([jpegHeader, Buffer.alloc(MAX_PROOF_BYTES - 3)]);
    expect(await prepareProofImage(justOver)).toEqual({ ok: false, reason: "too_large" });
  });

  it("refuses decompression bombs as too large", async () => {
    // A real PNG whose header claims 8000 × 6000 pixels: sharp must refuse it from the header.
    const png = await solid(8, 8).png().toBuffer();
    const header = png.subarray(12, 29);
    header.writeUInt32BE(8000, 4);
    header.writeUInt32BE(6000, 8);
    png.writeUInt32BE(crc32(header), 29);
    expect((await sharp(png, { limitInputPixels: false }).metadata()).width).toBe(8000);
    expect(await prepareProofImage(png)).toEqual({ ok: false, reason: "too_large" });
  });

  it("calls random bytes and broken images not an image", async () => {
    expect(await prepareProofImage(Buffer.alloc(0))).toEqual({ ok: false, reason: "not_an_image" });
    expect(await prepareProofImage(Buffer.from("hello, this is text"))).toEqual({
      ok: false,
      reason: "not_an_image",
    });
    const jpeg = await solid(40, 40).jpeg().toBuffer();
    expect(await prepareProofImage(jpeg.subarray(0, 20))).toEqual({
      ok: false,
      reason: "not_an_image",
    });
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2048 }), async (array) => {
        const bytes = Buffer.from(array);
        fc.pre(detectImageKind(bytes) === "unknown");
        expect(await prepareProofImage(bytes)).toEqual({ ok: false, reason: "not_an_image" });
      }),
      { numRuns: 50 },
    );
    expect(await prepareProofImage(randomBytes(4096))).toMatchObject({ ok: false });
  });

  it("refuses GIF, SVG, HEIC/AVIF, PDF and TIFF as unsupported", async () => {
    const inputs = [
      await solid(8, 8).gif().toBuffer(),
      await solid(8, 8).tiff().toBuffer(),
      await solid(8, 8).avif().toBuffer(),
      Buffer.from(
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
      ),
      Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>'),
      Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj"),
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(16)]),
    ];
    for (const input of inputs) {
      expect(await prepareProofImage(input)).toEqual({ ok: false, reason: "unsupported_type" });
    }
  });
});
