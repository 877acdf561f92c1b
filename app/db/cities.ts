// The schema checks a profile's and a campaign's city against this list, and the bottom layer
// imports nothing above it: the list lives here and app/domain/cities.ts passes it on.
/** The ten Madhya Pradesh cities ReviewKaro serves, with the centres used for location matching. */
export const cities = [
  { name: "Bhopal", lat: 23.2599, lng: 77.4126 },
  { name: "Indore", lat: 22.7196, lng: 75.8577 },
  { name: "Jabalpur", lat: 23.1815, lng: 79.9864 },
  { name: "Gwalior", lat: 26.2183, lng: 78.1828 },
  { name: "Ujjain", lat: 23.1765, lng: 75.7885 },
  { name: "Sagar", lat: 23.8388, lng: 78.7378 },
  { name: "Rewa", lat: 24.5362, lng: 81.3037 },
  { name: "Satna", lat: 24.6005, lng: 80.8322 },
  { name: "Ratlam", lat: 23.3315, lng: 75.0367 },
  { name: "Dewas", lat: 22.9676, lng: 76.0534 },
] as const;

export type City = (typeof cities)[number]["name"];

export const cityNames: readonly City[] = cities.map((city) => city.name);
