import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPosition, openCamera, POSITION_TIMEOUT_MS, stopCamera } from "./camera-photo";

/** A browser's window and navigator, as much of them as the camera code reads. */
function browser(options: {
  secure?: boolean;
  getUserMedia?: () => Promise<unknown>;
  geolocation?: Geolocation | undefined;
}) {
  vi.stubGlobal("window", { isSecureContext: options.secure ?? true });
  vi.stubGlobal("navigator", {
    mediaDevices: options.getUserMedia ? { getUserMedia: options.getUserMedia } : undefined,
    geolocation: options.geolocation,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("openCamera", () => {
  it("asks for the back camera and returns its stream", async () => {
    const stream = { getTracks: () => [] };
    const getUserMedia = vi.fn(async () => stream);
    browser({ getUserMedia });
    expect(await openCamera()).toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: "environment" }) }),
    );
  });

  it("names why there is no camera: insecure page, no mediaDevices, refused, none, busy", async () => {
    browser({ secure: false, getUserMedia: async () => ({}) });
    expect(await openCamera()).toBe("insecure");
    browser({});
    expect(await openCamera()).toBe("unsupported");
    const failing = (name: string) => async () => {
      throw new DOMException("no", name);
    };
    browser({ getUserMedia: failing("NotAllowedError") });
    expect(await openCamera()).toBe("refused");
    browser({ getUserMedia: failing("NotFoundError") });
    expect(await openCamera()).toBe("missing");
    browser({ getUserMedia: failing("NotReadableError") });
    expect(await openCamera()).toBe("failed");
  });
});

it("stopCamera stops every track", () => {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  stopCamera({ getTracks: () => tracks } as unknown as MediaStream);
  for (const track of tracks) expect(track.stop).toHaveBeenCalledOnce();
  stopCamera(null);
});

describe("currentPosition", () => {
  const geolocation = (
    answer: (ok: PositionCallback, fail: PositionErrorCallback) => void,
  ): Geolocation => ({
    getCurrentPosition: vi.fn((ok, fail, options) => {
      expect(options).toEqual({
        enableHighAccuracy: true,
        timeout: POSITION_TIMEOUT_MS,
        maximumAge: 0,
      });
      answer(ok, fail as PositionErrorCallback);
    }),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  });

  it("gives the position with its accuracy in whole metres", async () => {
    browser({
      geolocation: geolocation((ok) =>
        ok({
          coords: { latitude: 22.7186, longitude: 75.8553, accuracy: 12.6 },
        } as GeolocationPosition),
      ),
    });
    expect(await currentPosition()).toEqual({ lat: 22.7186, lng: 75.8553, accuracy: 13 });
  });

  it("says refused when the person said no, unavailable otherwise", async () => {
    const error = (code: number) =>
      ({ code, PERMISSION_DENIED: 1, TIMEOUT: 3 }) as GeolocationPositionError;
    browser({ geolocation: geolocation((_ok, fail) => fail(error(1))) });
    expect(await currentPosition()).toBe("refused");
    browser({ geolocation: geolocation((_ok, fail) => fail(error(3))) });
    expect(await currentPosition()).toBe("unavailable");
    browser({ geolocation: undefined });
    expect(await currentPosition()).toBe("unavailable");
  });
});
