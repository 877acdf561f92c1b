import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeFromMapsLink } from "./maps-link-place";

const at = (lat: number, lng: number) => ({ kind: "position", position: { lat, lng } });

describe("placeFromMapsLink", () => {
  it.each([
    // Google's documented Maps URLs (developers.google.com/maps/documentation/urls/get-started).
    ["https://www.google.com/maps/search/?api=1&query=22.7196,75.8577", at(22.7196, 75.8577)],
    ["https://www.google.com/maps/search/?api=1&query=22.7196%2C75.8577", at(22.7196, 75.8577)],
    [
      "https://www.google.com/maps/@?api=1&map_action=map&center=-33.712206,150.311941&zoom=12",
      at(-33.712206, 150.311941),
    ],
    [
      "https://www.google.com/maps/dir/?api=1&destination=28.6139,77.2090&travelmode=walking",
      at(28.6139, 77.209),
    ],
    // What people copy from Google Maps.
    [
      "https://www.google.com/maps/place/Sarafa+Bazaar/@22.7184,75.8549,17z/data=!3m1!4b1!4m6!3m5!1s0x3962fd0f:0x1!8m2!3d22.71853!4d75.85571!16s%2Fg%2F11",
      at(22.71853, 75.85571),
    ],
    ["https://www.google.com/maps/place/Chhappan/@22.7244,75.8839,17z", at(22.7244, 75.8839)],
    ["https://www.google.co.in/maps/@19.0760,72.8777,15z?entry=ttu", at(19.076, 72.8777)],
    ["https://maps.google.com/?q=12.9716,77.5946", at(12.9716, 77.5946)],
    ["https://maps.google.co.in/maps?ll=17.385,78.4867&z=16", at(17.385, 78.4867)],
    ["https://www.google.com/maps?q=26.9124,+75.7873", at(26.9124, 75.7873)],
    ["https://www.google.com/maps?q=13.0827%2C%2080.2707", at(13.0827, 80.2707)],
    // geo: (RFC 5870) and Android's form.
    ["geo:22.7196,75.8577", at(22.7196, 75.8577)],
    ["geo:22.7196,75.8577,550;u=35", at(22.7196, 75.8577)],
    ["GEO:-12.5,130.25;crs=wgs84", at(-12.5, 130.25)],
    ["geo:0,0?q=18.5204,73.8567(Shaniwar Wada)", at(18.5204, 73.8567)],
    // Apple Maps and OpenStreetMap.
    ["https://maps.apple.com/?ll=23.0225,72.5714&q=Shop", at(23.0225, 72.5714)],
    ["https://maps.apple.com/?coordinate=22.5726,88.3639", at(22.5726, 88.3639)],
    [
      "https://www.openstreetmap.org/?mlat=22.7196&mlon=75.8577#map=17/22.7190/75.8570",
      at(22.7196, 75.8577),
    ],
    ["https://www.openstreetmap.org/#map=18/22.71960/75.85770", at(22.7196, 75.8577)],
  ])("reads %s", (link, expected) => {
    expect(placeFromMapsLink(link)).toEqual(expected);
  });

  it("prefers the place's own !3d!4d over the map's centre (@)", () => {
    const link =
      "https://www.google.com/maps/place/X/@22.0,75.0,12z/data=!4m5!3m4!1s0:0!8m2!3d22.5!4d75.5";
    expect(placeFromMapsLink(link)).toEqual(at(22.5, 75.5));
  });

  it.each([
    "https://maps.app.goo.gl/Abc123XyZ",
    "https://goo.gl/maps/Abc123",
    "https://g.page/sharma-sweets",
  ])("says a short link %s carries no coordinates", (link) => {
    expect(placeFromMapsLink(link)).toEqual({ kind: "short_link" });
  });

  it.each([
    "",
    "   ",
    "not a link",
    "https://www.google.com/maps/place/Sarafa+Bazaar",
    "https://www.google.com/search?q=22.7,75.8",
    "https://example.com/maps/@22.7,75.8,17z",
    "https://evil.example/?q=22.7,75.8&google.com/maps",
    "https://www.google.com/maps?q=0,0",
    "https://www.google.com/maps?q=91,75",
    "https://www.google.com/maps?q=22.7,181",
    "https://www.google.com/maps?q=1e1,75",
    "https://www.google.com/maps?q=0x10,75",
    "https://www.google.com/maps?q=22.7.1,75",
    "https://www.google.com/maps?q=22.7",
    "https://www.google.com/maps?q=Sharma+Sweets+Indore",
    "https://www.google.com/maps/@abc,def,17z",
    "https://www.openstreetmap.org/?mlat=1e1&mlon=75",
    "https://goo.gl/abc",
    "ftp://www.google.com/maps?q=22.7,75.8",
    "geo:",
    "geo:22.7",
    "geo:abc,def",
    "javascript:alert(1)",
  ])("finds nothing in %j", (link) => {
    expect(placeFromMapsLink(link)).toEqual({ kind: "none" });
  });

  it("reads back any real position written in each shape", () => {
    const degree = (max: number) =>
      fc.double({ min: -max, max, noNaN: true }).map((value) => Number(value.toFixed(6)) + 0);
    const shapes = [
      (lat: string, lng: string) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
      (lat: string, lng: string) => `https://www.google.com/maps/place/S/@${lat},${lng},17z`,
      (lat: string, lng: string) =>
        `https://www.google.com/maps/place/S/@1,1,3z/data=!4m2!8m2!3d${lat}!4d${lng}`,
      (lat: string, lng: string) => `geo:${lat},${lng};u=20`,
      (lat: string, lng: string) => `https://maps.apple.com/?ll=${lat},${lng}`,
      (lat: string, lng: string) => `https://www.openstreetmap.org/#map=16/${lat}/${lng}`,
    ];
    fc.assert(
      fc.property(degree(90), degree(180), fc.constantFrom(...shapes), (lat, lng, shape) => {
        fc.pre(!(lat === 0 && lng === 0));
        const found = placeFromMapsLink(shape(plain(lat), plain(lng)));
        expect(found).toEqual(at(lat, lng));
      }),
    );
  });

  it("never throws and answers only a real position, whatever is pasted", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string().map((tail) => `https://www.google.com/maps/${tail}`),
          fc.string().map((tail) => `geo:${tail}`),
        ),
        (link) => {
          const found = placeFromMapsLink(link);
          if (found.kind !== "position") return;
          const { lat, lng } = found.position;
          expect(Math.abs(lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(lng)).toBeLessThanOrEqual(180);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A number as a link writes it: decimals, never an exponent. */
function plain(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, "") || "0";
}
