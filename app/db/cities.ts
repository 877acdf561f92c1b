// The schema checks a profile's and a campaign's city against this list, and the bottom layer
// imports nothing above it: the list lives here, app/domain/shared/city.ts passes it on, and
// app/i18n/facts.ts gives the messages its names (decision 115).
/**
 * The ten Madhya Pradesh cities ReviewKaro serves: the stored (English) name, the name a Hindi
 * page shows, and the centre used for location matching.
 */
export const cities = [
  { name: "Bhopal", hindi: "भोपाल", lat: 23.2599, lng: 77.4126 },
  { name: "Indore", hindi: "इंदौर", lat: 22.7196, lng: 75.8577 },
  { name: "Jabalpur", hindi: "जबलपुर", lat: 23.1815, lng: 79.9864 },
  { name: "Gwalior", hindi: "ग्वालियर", lat: 26.2183, lng: 78.1828 },
  { name: "Ujjain", hindi: "उज्जैन", lat: 23.1765, lng: 75.7885 },
  { name: "Sagar", hindi: "सागर", lat: 23.8388, lng: 78.7378 },
  { name: "Rewa", hindi: "रीवा", lat: 24.5362, lng: 81.3037 },
  { name: "Satna", hindi: "सतना", lat: 24.6005, lng: 80.8322 },
  { name: "Ratlam", hindi: "रतलाम", lat: 23.3315, lng: 75.0367 },
  { name: "Dewas", hindi: "देवास", lat: 22.9676, lng: 76.0534 },
] as const;

export type City = (typeof cities)[number]["name"];

export const cityNames: readonly City[] = cities.map((city) => city.name);
