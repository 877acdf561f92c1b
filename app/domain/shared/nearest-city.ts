import { type City, cities, fallbackCity } from "./city";

/** A reviewer farther than this from every city centre gets the fallback city (SPEC §2). */
export const MAX_CITY_DISTANCE_KM = 150;

const EARTH_RADIUS_KM = 6371.0088;

export type Position = { lat: number; lng: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() keeps rounding from pushing asin's argument above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The nearest of the ten city centres within 150 km of the position; Bhopal when there is no
 * position (denied, unavailable, timed out), when it is malformed, or when every centre is farther.
 */
export function nearestCity(position: Position | null): City {
  return detectCity(position).city;
}

/** Why the browser's position gave no city; the server logs it (SPEC §2: no message says it). */
export type CityDetectionFailure = "denied" | "unavailable" | "timeout" | "far";
export const cityDetectionFailures: readonly CityDetectionFailure[] = [
  "denied",
  "unavailable",
  "timeout",
  "far",
];

/** The nearest city within 150 km, or the fallback with `found: false` when there is none. */
export function detectCity(position: Position | null): { city: City; found: boolean } {
  if (!position || !isPosition(position)) return { city: fallbackCity, found: false };
  let nearest: City = fallbackCity;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    const distance = distanceKm(position, city);
    if (distance < nearestDistance) {
      nearest = city.name;
      nearestDistance = distance;
    }
  }
  return nearestDistance <= MAX_CITY_DISTANCE_KM
    ? { city: nearest, found: true }
    : { city: fallbackCity, found: false };
}

function isPosition(position: Position): boolean {
  return (
    Number.isFinite(position.lat) &&
    Number.isFinite(position.lng) &&
    Math.abs(position.lat) <= 90 &&
    Math.abs(position.lng) <= 180
  );
}
