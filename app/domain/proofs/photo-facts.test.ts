import { describe, expect, it } from "vitest";
import {
  CAPTURE_MAX_AGE_MS,
  type CaptureClaim,
  decidePhotoFacts,
  noCaptureClaim,
  noExifFacts,
  readCaptureClaim,
} from "./photo-facts";

const place = { lat: 23.2599, lng: 77.4126 }; // a shop at Bhopal's centre
const near = { lat: 23.2605, lng: 77.4131 }; // about 80 m away
const area = { lat: 23.2699, lng: 77.4126 }; // about 1.1 km away
const indore = { lat: 22.7196, lng: 75.8577 }; // about 170 km away
const town = { lat: 23.35, lng: 77.4126 }; // about 10 km away, still in Bhopal
const receivedAt = new Date("2026-11-21T10:00:00.000Z");
const camera = (claim: Partial<CaptureClaim> = {}): CaptureClaim => ({
  camera: true,
  position: near,
  accuracyM: 15,
  capturedAt: new Date(receivedAt.getTime() - 60_000),
  ...claim,
});
const decide = (claim: CaptureClaim, exif = noExifFacts, at = place) =>
  decidePhotoFacts({ claim, exif, place: at, city: "Bhopal", receivedAt });

describe("readCaptureClaim", () => {
  it("reads the camera's fields", () => {
    expect(
      readCaptureClaim({
        source: "camera",
        lat: "23.2605",
        lng: "77.4131",
        accuracy: "12.5",
        capturedAt: "2026-11-21T09:59:00.000Z",
      }),
    ).toEqual({
      camera: true,
      position: near,
      accuracyM: 12.5,
      capturedAt: new Date("2026-11-21T09:59:00.000Z"),
    });
  });

  it("ignores a position sent with a chosen file", () => {
    expect(readCaptureClaim({ source: "file", lat: "23.2605", lng: "77.4131" })).toEqual(
      noCaptureClaim,
    );
    expect(readCaptureClaim({ lat: "23.2605", lng: "77.4131" })).toEqual(noCaptureClaim);
  });

  it.each([
    ["", ""],
    ["abc", "77.4"],
    ["91", "77.4"],
    ["23.2", "181"],
    ["0", "0"],
    ["1e2", "77"],
    ["Infinity", "77"],
    ["23.2".repeat(20), "77"],
  ])("leaves junk position %s,%s unknown, never refused", (lat, lng) => {
    const claim = readCaptureClaim({ source: "camera", lat, lng, accuracy: "-3", capturedAt: "x" });
    expect(claim).toEqual({ camera: true, position: null, accuracyM: null, capturedAt: null });
  });

  it("reads a time only with its zone", () => {
    expect(
      readCaptureClaim({ source: "camera", capturedAt: "2026-11-21 09:59" }).capturedAt,
    ).toBeNull();
    expect(readCaptureClaim({ source: "camera", capturedAt: 12 }).capturedAt).toBeNull();
  });
});

describe("decidePhotoFacts: the place", () => {
  it("takes the camera's position before the photo's", () => {
    expect(decide(camera(), { position: indore, takenAt: null })).toMatchObject({
      placeBand: "within_200m",
      placeSource: "camera",
      distanceKm: null,
    });
  });

  it("takes the EXIF GPS without a camera position, and keeps kilometres beyond 2 km", () => {
    expect(decide(noCaptureClaim, { position: indore, takenAt: null })).toMatchObject({
      placeBand: "elsewhere",
      placeSource: "photo",
      distanceKm: 170,
    });
    expect(decide(noCaptureClaim, { position: town, takenAt: null })).toMatchObject({
      placeBand: "in_city",
      distanceKm: 10,
    });
    expect(decide(camera({ position: null }), { position: area, takenAt: null })).toMatchObject({
      placeBand: "within_2km",
      placeSource: "photo",
    });
  });

  it("is unknown without any position, or without the business's place", () => {
    expect(decide(noCaptureClaim)).toMatchObject({ placeBand: "unknown", placeSource: null });
    expect(
      decidePhotoFacts({
        claim: camera(),
        exif: noExifFacts,
        place: null,
        city: "Bhopal",
        receivedAt,
      }),
    ).toMatchObject({ placeBand: "unknown", placeSource: null, distanceKm: null });
  });

  it("claims 'at the place' only when the browser vouches for 200 m", () => {
    expect(decide(camera({ accuracyM: 200 })).placeBand).toBe("within_200m");
    expect(decide(camera({ accuracyM: 350 })).placeBand).toBe("within_2km");
    expect(decide(camera({ accuracyM: null })).placeBand).toBe("within_2km");
  });

  it("does not use a browser position vaguer than 2 km", () => {
    expect(decide(camera({ accuracyM: 5000 }))).toMatchObject({
      placeBand: "unknown",
      placeSource: null,
    });
    expect(decide(camera({ accuracyM: 5000 }), { position: near, takenAt: null })).toMatchObject({
      placeBand: "within_200m",
      placeSource: "photo",
    });
  });
});

describe("decidePhotoFacts: the time", () => {
  it("keeps a capture's time within the hour before the server received it", () => {
    expect(decide(camera())).toMatchObject({
      takenAt: new Date("2026-11-21T09:59:00.000Z"),
      takenSource: "camera",
    });
  });

  it("clamps a capture's time after the receipt, too old or missing to the receipt", () => {
    for (const capturedAt of [
      new Date(receivedAt.getTime() + 5 * 60_000),
      new Date(receivedAt.getTime() - CAPTURE_MAX_AGE_MS - 1),
      null,
    ]) {
      expect(decide(camera({ capturedAt }))).toMatchObject({
        takenAt: receivedAt,
        takenSource: "camera",
      });
    }
  });

  it("takes the EXIF time of a chosen file, if it is a plausible one", () => {
    const takenAt = new Date("2026-11-12T08:00:00.000Z");
    expect(decide(noCaptureClaim, { position: null, takenAt })).toMatchObject({
      takenAt,
      takenSource: "photo",
    });
    for (const wrong of [new Date("1999-12-31T00:00:00Z"), new Date("2026-11-23T10:00:00Z")]) {
      expect(decide(noCaptureClaim, { position: null, takenAt: wrong })).toMatchObject({
        takenAt: null,
        takenSource: null,
      });
    }
  });
});
