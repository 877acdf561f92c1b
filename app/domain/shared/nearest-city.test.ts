import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cities, fallbackCity } from "./city";
import { detectCity, distanceKm, MAX_CITY_DISTANCE_KM, nearestCity } from "./nearest-city";

describe("distanceKm", () => {
  it("measures real distances between Madhya Pradesh cities", () => {
    const bhopal = { lat: 23.2599, lng: 77.4126 };
    const indore = { lat: 22.7196, lng: 75.8577 };
    // Bhopal–Indore is about 170 km as the crow flies.
    expect(distanceKm(bhopal, indore)).toBeGreaterThan(165);
    expect(distanceKm(bhopal, indore)).toBeLessThan(175);
    expect(distanceKm(bhopal, bhopal)).toBe(0);
  });

  it("is symmetric and never negative", () => {
    const position = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(position, position, (a, b) => {
        const there = distanceKm(a, b);
        expect(there).toBeGreaterThanOrEqual(0);
        expect(Math.abs(there - distanceKm(b, a))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe("detectCity", () => {
  it("says whether a city was found, so a fallback is never announced as a detection", () => {
    expect(detectCity({ lat: 23.5251, lng: 77.8081 })).toEqual({ city: "Bhopal", found: true });
    expect(detectCity({ lat: 28.6139, lng: 77.209 })).toEqual({ city: "Bhopal", found: false });
    expect(detectCity(null)).toEqual({ city: "Bhopal", found: false });
  });
});

describe("nearestCity", () => {
  it("matches nearby towns to the nearest city centre", () => {
    expect(nearestCity({ lat: 22.5524, lng: 75.7565 })).toBe("Indore"); // Mhow
    expect(nearestCity({ lat: 23.5251, lng: 77.8081 })).toBe("Bhopal"); // Vidisha
    expect(nearestCity({ lat: 23.8343, lng: 80.3894 })).toBe("Jabalpur"); // Katni
  });

  it("falls back to Bhopal farther than 150 km from every centre", () => {
    expect(nearestCity({ lat: 28.6139, lng: 77.209 })).toBe("Bhopal"); // Delhi
    expect(nearestCity({ lat: 19.076, lng: 72.8777 })).toBe("Bhopal"); // Mumbai
  });

  it("falls back to Bhopal without a usable position", () => {
    expect(nearestCity(null)).toBe(fallbackCity);
    expect(nearestCity({ lat: Number.NaN, lng: 75 })).toBe("Bhopal");
    expect(nearestCity({ lat: 123, lng: 75 })).toBe("Bhopal");
  });

  it("maps every city centre to itself", () => {
    for (const city of cities) expect(nearestCity(city)).toBe(city.name);
  });

  it("picks a city only within 150 km, and then the nearest one", () => {
    const position = fc.record({
      lat: fc.double({ min: 20, max: 28, noNaN: true }),
      lng: fc.double({ min: 72, max: 84, noNaN: true }),
    });
    fc.assert(
      fc.property(position, (point) => {
        const distances = cities.map((city) => distanceKm(point, city));
        const closest = Math.min(...distances);
        const city = nearestCity(point);
        if (closest > MAX_CITY_DISTANCE_KM) {
          expect(city).toBe(fallbackCity);
        } else {
          const chosen = cities.find((candidate) => candidate.name === city);
          expect(chosen && distanceKm(point, chosen)).toBe(closest);
        }
      }),
    );
  });
});
