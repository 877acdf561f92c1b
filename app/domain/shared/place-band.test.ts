import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cities } from "./city";
import { CITY_RADIUS_KM, isInCity, isPosition, placeBand } from "./place-band";

const shop = { lat: 22.7196, lng: 75.8577 }; // Rajwada, Indore
/** A point `metres` north of `from` (a degree of latitude is about 111.2 km). */
const north = (from: { lat: number; lng: number }, metres: number) => ({
  lat: from.lat + metres / 111_195,
  lng: from.lng,
});

describe("placeBand", () => {
  it("names the band by the distance from the business", () => {
    expect(placeBand(north(shop, 150), shop, "Indore")).toEqual({
      band: "within_200m",
      distanceKm: null,
    });
    expect(placeBand(north(shop, 1500), shop, "Indore")).toEqual({
      band: "within_2km",
      distanceKm: null,
    });
    expect(placeBand(north(shop, 9000), shop, "Indore")).toEqual({
      band: "in_city",
      distanceKm: 9,
    });
    // Bhopal is about 170 km from Indore: elsewhere, with its kilometres for the moderator.
    const bhopal = cities.find((city) => city.name === "Bhopal");
    const far = placeBand(bhopal ?? null, shop, "Indore");
    expect(far.band).toBe("elsewhere");
    expect(far.distanceKm).toBeGreaterThan(150);
  });

  it("is unknown without either position, or with one that is not on the Earth", () => {
    expect(placeBand(null, shop, "Indore").band).toBe("unknown");
    expect(placeBand(shop, null, "Indore").band).toBe("unknown");
    expect(placeBand({ lat: 91, lng: 0 }, shop, "Indore").band).toBe("unknown");
    expect(placeBand({ lat: 0, lng: 0 }, shop, "Indore").band).toBe("unknown");
    expect(placeBand({ lat: Number.NaN, lng: 1 }, shop, "Indore").band).toBe("unknown");
  });

  it("never keeps a distance finer than whole kilometres, and none within 2 km", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        (dLat, dLng) => {
          const fact = placeBand({ lat: shop.lat + dLat, lng: shop.lng + dLng }, shop, "Indore");
          if (fact.distanceKm === null) {
            return ["within_200m", "within_2km", "unknown"].includes(fact.band);
          }
          return Number.isInteger(fact.distanceKm) && fact.distanceKm >= 2;
        },
      ),
    );
  });
});

describe("isInCity", () => {
  it("takes a place near its city's centre, and not one nearer another city or too far", () => {
    expect(isInCity(shop, "Indore")).toBe(true);
    expect(isInCity(shop, "Dewas")).toBe(false);
    expect(isInCity(north(shop, (CITY_RADIUS_KM + 5) * 1000), "Indore")).toBe(false);
  });
});

describe("isPosition", () => {
  it("takes numbers on the Earth only", () => {
    expect(isPosition(shop)).toBe(true);
    expect(isPosition({ lat: "22.7", lng: 75.8 })).toBe(false);
    expect(isPosition({ lat: 22.7 })).toBe(false);
    expect(isPosition(null)).toBe(false);
  });
});
