import { type City, cityNames } from "~/db/cities";

export { type City, cities, cityNames } from "~/db/cities";

export const fallbackCity: City = "Bhopal";

export function isCity(value: unknown): value is City {
  return typeof value === "string" && (cityNames as readonly string[]).includes(value);
}
