import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifPhoto } from "../../../tests/support/exif-photos";
import { readPhotoExif } from "./photo-facts.server";

describe("readPhotoExif", () => {
  it("reads the time at its offset and the GPS position", async () => {
    const bytes = await exifPhoto({
      takenAt: "2026:11:21 14:05:09",
      offset: "+05:30",
      position: { lat: 22.71957, lng: 75.85771 },
    });
    const facts = await readPhotoExif(bytes);
    expect(facts.takenAt?.toISOString()).toBe("2026-11-21T08:35:09.000Z");
    expect(facts.position?.lat).toBeCloseTo(22.71957, 5);
    expect(facts.position?.lng).toBeCloseTo(75.85771, 5);
  });

  it("reads a time without its offset as India's time, whatever the server's zone", async () => {
    const facts = await readPhotoExif(await exifPhoto({ takenAt: "2026:11:21 00:10:00" }));
    expect(facts).toEqual({ position: null, takenAt: new Date("2026-11-20T18:40:00.000Z") });
  });

  it("honours another offset, and south and west", async () => {
    const facts = await readPhotoExif(
      await exifPhoto({
        takenAt: "2026:11:21 09:00:00",
        offset: "-03:00",
        position: { lat: -22.9068, lng: -43.1729 },
      }),
    );
    expect(facts.takenAt?.toISOString()).toBe("2026-11-21T12:00:00.000Z");
    expect(facts.position?.lat).toBeCloseTo(-22.9068, 4);
    expect(facts.position?.lng).toBeCloseTo(-43.1729, 4);
  });

  it("knows nothing of a photo without EXIF, a PNG, a WebP or bytes that are no image", async () => {
    const plain = { create: { width: 8, height: 8, channels: 3 as const, background: "red" } };
    for (const bytes of [
      await sharp(plain).jpeg().toBuffer(),
      await sharp(plain).png().toBuffer(),
      await sharp(plain).webp().toBuffer(),
      Buffer.from("not an image at all"),
      Buffer.alloc(0),
    ]) {
      expect(await readPhotoExif(bytes)).toEqual({ position: null, takenAt: null });
    }
  });

  it("drops a time that is no day, and a GPS at 0,0", async () => {
    const facts = await readPhotoExif(
      await exifPhoto({ takenAt: "2026:02:30 10:00:00", position: { lat: 0, lng: 0 } }),
    );
    expect(facts).toEqual({ position: null, takenAt: null });
  });

  it("still reads the time of a photo whose GPS is absent", async () => {
    const facts = await readPhotoExif(await exifPhoto({ takenAt: "2026:11:21 14:05:09" }));
    expect(facts.position).toBeNull();
    expect(facts.takenAt?.toISOString()).toBe("2026-11-21T08:35:09.000Z");
  });
});
