import type { PlaceBand } from "~/db/schema/proof-checks";
import { type City, cities } from "./city";
import { distanceKm, type Position } from "./nearest-city";

/*
 * Where a photo was taken, as a distance from the business and nothing finer (issue 49, decision
 * 129). Pure and shared with the browser: the campaign form checks a place the same way the
 * server does. A reviewer's position is turned into a band here and forgotten by the caller.
 */

export type { PlaceBand, Position };

/** A place, or a photo, belongs to a city when that city's centre is its nearest and this near. */
export const CITY_RADIUS_KM = 30;
export const NEAR_PLACE_KM = 0.2;
export const NEAR_AREA_KM = 2;

/** A latitude and longitude that exist on the Earth (and are not the 0,0 of a broken GPS). */
export function isPosition(value: unknown): value is Position {
  if (!value || typeof value !== "object") return false;
  const { lat, lng } = value as Record<string, unknown>;
  return (
    typeof lat === "number" &&
    typeof lng === "number" &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

/** Whether a position lies in one of the ten cities, and that city is `city`. */
export function isInCity(position: Position, city: City): boolean {
  let nearest: { name: City; km: number } | null = null;
  for (const candidate of cities) {
    const km = distanceKm(position, candidate);
    if (!nearest || km < nearest.km) nearest = { name: candidate.name, km };
  }
  return nearest !== null && nearest.name === city && nearest.km <= CITY_RADIUS_KM;
}

export type PlaceFact = { band: PlaceBand; distanceKm: number | null };

/**
 * The band of a photo's position against the business's place: within 200 m, within 2 km, in the
 * campaign's city, elsewhere; 'unknown' when either position is missing. The whole kilometres are
 * kept only beyond 2 km, for the moderator's words ('Photo taken 41 km from the business').
 */
export function placeBand(photo: Position | null, place: Position | null, city: City): PlaceFact {
  if (!photo || !place || !isPosition(photo) || !isPosition(place)) {
    return { band: "unknown", distanceKm: null };
  }
  const km = distanceKm(photo, place);
  if (km <= NEAR_PLACE_KM) return { band: "within_200m", distanceKm: null };
  if (km <= NEAR_AREA_KM) return { band: "within_2km", distanceKm: null };
  const whole = Math.round(km);
  return { band: isInCity(photo, city) ? "in_city" : "elsewhere", distanceKm: whole };
}
