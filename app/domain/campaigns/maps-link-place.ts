import { isPosition, type Position } from "~/domain/shared/place-band";

/*
 * The business's place read from a Maps link its owner pasted (issue 49, decision 129). Pure and
 * shared with the browser: the form shows the place as it is pasted, the server reads it again.
 * Nothing is fetched: a short link (maps.app.goo.gl) carries no coordinates, and this server
 * reaches no Google, so the owner is told to use the long link or their location instead.
 *
 * Shapes read:
 * - Google's documented Maps URLs (https://developers.google.com/maps/documentation/urls/get-started):
 *   `/maps/search/?api=1&query=LAT,LNG`, `/maps/@?api=1&map_action=map&center=LAT,LNG`,
 *   `/maps/dir/?api=1&destination=LAT,LNG`;
 * - the links people copy from Google Maps: `/maps/place/Name/@LAT,LNG,17z/data=…!3dLAT!4dLNG…`
 *   (the place's own `!3d!4d` first: `@` is only where the map was centred), `?q=LAT,LNG`,
 *   `?ll=LAT,LNG`;
 * - `geo:LAT,LNG` (RFC 5870), and Android's `geo:0,0?q=LAT,LNG(Name)`;
 * - Apple Maps (`maps.apple.com/?ll=`, `?q=`, `?coordinate=`) and OpenStreetMap
 *   (`openstreetmap.org/?mlat=…&mlon=…`, `#map=ZOOM/LAT/LNG`).
 */

export type MapsLinkPlace =
  | { kind: "position"; position: Position }
  /** A short link: its coordinates are behind a redirect that is never followed. */
  | { kind: "short_link" }
  | { kind: "none" };

const none: MapsLinkPlace = { kind: "none" };

/** A decimal degree as links write it: '12.9716', '-0.5', '+77'; never '1e1' or '0x10'. */
const DEGREE = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const WHOLE_DEGREE = new RegExp(`^${DEGREE}$`);
const PAIR = new RegExp(String.raw`^\s*(${DEGREE})\s*,\s*(${DEGREE})(?![\d.])`);
const PLACE_DATA = new RegExp(String.raw`!3d(${DEGREE})!4d(${DEGREE})(?![\d.])`, "g");
const VIEWPORT = new RegExp(String.raw`/@(${DEGREE}),(${DEGREE})(?=[,/?#]|$)`);

const googleHost =
  /^(?:www\.|maps\.)?google\.(?:com|co\.in|[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;
const shortHosts = new Set(["maps.app.goo.gl", "g.page", "g.co", "goo.gl"]);

function position(latText: string | undefined, lngText: string | undefined): Position | null {
  if (latText === undefined || lngText === undefined) return null;
  if (!WHOLE_DEGREE.test(latText) || !WHOLE_DEGREE.test(lngText)) return null;
  const found = { lat: Number(latText), lng: Number(lngText) };
  return isPosition(found) ? found : null;
}

/** 'LAT,LNG' at the start of a parameter's value (a label may follow, as in 'LAT,LNG(Shop)'). */
function pair(value: string | null): Position | null {
  const match = value === null ? null : PAIR.exec(value);
  return match ? position(match[1], match[2]) : null;
}

function firstPair(params: URLSearchParams, names: readonly string[]): Position | null {
  for (const name of names) {
    const found = pair(params.get(name));
    if (found) return found;
  }
  return null;
}

function fromGoogle(url: URL): Position | null {
  const text = decodeSafely(url.pathname) + decodeSafely(url.search);
  // The place's own position in the data parameter; the last pair is the place shown.
  const data = [...text.matchAll(PLACE_DATA)].reverse();
  for (const match of data) {
    const found = position(match[1], match[2]);
    if (found) return found;
  }
  const params = firstPair(url.searchParams, [
    "query",
    "q",
    "ll",
    "center",
    "destination",
    "daddr",
  ]);
  if (params) return params;
  const viewport = VIEWPORT.exec(url.pathname);
  return viewport ? position(viewport[1], viewport[2]) : null;
}

function fromApple(url: URL): Position | null {
  return firstPair(url.searchParams, ["ll", "coordinate", "q", "center", "sll"]);
}

function fromOpenStreetMap(url: URL): Position | null {
  const marker = position(
    url.searchParams.get("mlat") ?? undefined,
    url.searchParams.get("mlon") ?? undefined,
  );
  if (marker) return marker;
  const map = new RegExp(String.raw`(?:^#|&)map=\d{1,2}/(${DEGREE})/(${DEGREE})(?![\d.])`).exec(
    url.hash,
  );
  return map ? position(map[1], map[2]) : null;
}

/** RFC 5870: 'geo:LAT,LNG[,ALT][;u=…]'; Android writes 'geo:0,0?q=LAT,LNG(Name)'. */
function fromGeo(text: string): Position | null {
  const body = text.slice("geo:".length);
  const [path = "", query = ""] = body.split("?", 2);
  const direct = pair(path.split(";", 1)[0] ?? "");
  if (direct) return direct;
  return pair(new URLSearchParams(query).get("q"));
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The place a pasted link points at, a short link's 'no coordinates here', or nothing. */
export function placeFromMapsLink(link: string): MapsLinkPlace {
  const text = link.trim();
  if (text.length === 0 || text.length > 2000) return none;
  if (/^geo:/i.test(text)) {
    const found = fromGeo(text);
    return found ? { kind: "position", position: found } : none;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return none;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return none;
  const host = url.hostname.toLowerCase();
  if (shortHosts.has(host)) {
    const short = host !== "goo.gl" || url.pathname.startsWith("/maps");
    return short ? { kind: "short_link" } : none;
  }
  let found: Position | null = null;
  if (googleHost.test(host)) {
    const maps = host.startsWith("maps.") || url.pathname.startsWith("/maps");
    found = maps ? fromGoogle(url) : null;
  } else if (host === "maps.apple.com" || host === "maps.apple") found = fromApple(url);
  else if (host === "openstreetmap.org" || host === "www.openstreetmap.org") {
    found = fromOpenStreetMap(url);
  }
  return found ? { kind: "position", position: found } : none;
}
