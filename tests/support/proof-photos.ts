/**
 * Photo-like proofs drawn with sharp (a bill on a table, plates from above), and the edits a
 * reuser makes: half size saved as PNG. Different photos are ≥ 18 of 64 bits apart (decision 026).
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";

const WIDTH = 800;
const HEIGHT = 600;

/** A drawn scene made photo-like with camera grain from a fixed sequence, as a phone JPEG. */
export async function photo(svg: string, seed: number): Promise<Buffer> {
  const pixels = await sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).removeAlpha().raw().toBuffer();
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + ((state >> 16) % 41) - 20));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A restaurant bill lying on a wooden table. */
export function billPhoto(): Promise<Buffer> {
  const lines = [
    "SHARMA DHABA",
    "Dal makhani 240",
    "Butter naan x4 160",
    "Lassi x2 120",
    "Total 520",
  ];
  const text = lines.map((line, i) => `<text x="330" y="${100 + i * 40}">${line}</text>`).join("");
  return photo(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#8a5a3b"/><stop offset="1" stop-color="#2e1f14"/>
      </linearGradient></defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wood)"/>
      <g transform="rotate(-6 400 300)" font-family="monospace" font-size="22" fill="#222">
        <rect x="300" y="40" width="320" height="520" fill="#f4f1e8"/>${text}
      </g></svg>`,
    7,
  );
}

const plateLayouts = [
  [
    [200, 220, 120],
    [520, 260, 150],
    [330, 420, 70],
  ],
  [
    [600, 150, 110],
    [180, 380, 160],
  ],
  [
    [400, 300, 200],
    [120, 100, 60],
    [700, 500, 80],
  ],
];

/** Plates on a table, seen from above: another visit's photo, one of three different ones. */
export function platesPhoto(layout: 0 | 1 | 2 = 0): Promise<Buffer> {
  const circles = (plateLayouts[layout] ?? [])
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fafafa"/><circle cx="${x}" cy="${y}" r="${(r ?? 0) * 0.6}" fill="hsl(170,70%,40%)"/>`,
    )
    .join("");
  return photo(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><radialGradient id="light">
        <stop offset="0" stop-color="hsl(20,50%,70%)"/><stop offset="1" stop-color="hsl(50,40%,25%)"/>
      </radialGradient></defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>${circles}
      <rect x="0" y="480" width="${WIDTH}" height="120" fill="#5a3a22"/></svg>`,
    11 + layout,
  );
}

/** The same photo at half its size, re-saved as PNG. */
export async function halfSizePng(image: Buffer): Promise<Buffer> {
  const { width } = await sharp(image).metadata();
  return sharp(image)
    .resize(Math.round((width ?? WIDTH) / 2))
    .png()
    .toBuffer();
}

/** A proof like no other: random coarse blocks, so no two share a perceptual hash by chance. */
export function distinctProof(): Promise<Buffer> {
  const size = 32;
  return sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .resize(256, 256, { kernel: "nearest" })
    .png()
    .toBuffer();
}

/** A review text of 30 made-up words that shares no trigram run with another by chance. */
export function distinctText(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  return Array.from({ length: 30 }, () =>
    Array.from(randomBytes(6), (byte) => letters[byte % letters.length]).join(""),
  ).join(" ");
}

const dishes = [
  ["Dal makhani", 240],
  ["Butter naan x4", 160],
  ["Lassi x2", 120],
  ["Paneer tikka", 280],
  ["Jeera rice", 150],
  ["Raita", 60],
  ["Gulab jamun x2", 80],
  ["Chole bhature", 180],
  ["Masala chai x3", 90],
  ["Veg thali x2", 440],
  ["Papad", 30],
  ["Mineral water", 20],
  ["Kulfi", 60],
  ["Masala dosa x2", 220],
  ["Tandoori roti x6", 120],
  ["Mix veg", 210],
] as const;
const tableColours = [
  ["#8a5a3b", "#2e1f14"],
  ["#9aa3ab", "#4a5259"],
  ["#6b2f2f", "#2a1010"],
  ["#c9b38a", "#6d5a3a"],
  ["#3b5a8a", "#141f2e"],
] as const;

/**
 * One shop's printed bill, the same layout every time (header, address, dashed rules, total),
 * with the visit's own items, bill number and a phone's own framing: where it lies, its angle,
 * how near the camera was and the table under it. Bills of one shop look alike to a coarse hash.
 */
export function sameLayoutBill(visit: number): Promise<Buffer> {
  let state = 0x2545f491 ^ (visit * 0x9e3779b1);
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  // The visit's own order: two to six dishes of the menu.
  const items = dishes
    .map((dish) => ({ dish, key: random() }))
    .sort((x, y) => x.key - y.key)
    .slice(0, 2 + Math.floor(random() * 5))
    .map(({ dish }) => dish);
  const total = items.reduce((sum, [, price]) => sum + price, 0);
  const rows = items
    .map(
      ([name, price], row) =>
        `<text x="20" y="${150 + row * 34}">${name}</text><text x="300" y="${150 + row * 34}" text-anchor="end">${price}</text>`,
    )
    .join("");
  const [from, to] = tableColours[visit % tableColours.length] ?? tableColours[0];
  const x = 400 + (random() - 0.5) * 220;
  const y = 300 + (random() - 0.5) * 120;
  const angle = (random() - 0.5) * 24;
  const scale = 0.8 + random() * 0.35;
  return photo(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="table" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#table)"/>
      <g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale}) translate(-160 -260)"
        font-family="monospace" font-size="20" fill="#222">
        <rect width="320" height="520" fill="#f4f1e8"/>
        <text x="160" y="40" text-anchor="middle" font-size="26" font-weight="bold">SHARMA DHABA</text>
        <text x="160" y="70" text-anchor="middle" font-size="14">MG Road, Indore</text>
        <text x="20" y="105" font-size="14">Bill No ${1000 + visit * 37}</text>
        <line x1="10" y1="118" x2="310" y2="118" stroke="#222" stroke-dasharray="4 3"/>${rows}
        <line x1="10" y1="420" x2="310" y2="420" stroke="#222" stroke-dasharray="4 3"/>
        <text x="20" y="452" font-weight="bold">TOTAL</text>
        <text x="300" y="452" text-anchor="end" font-weight="bold">${total}</text>
        <text x="160" y="495" text-anchor="middle" font-size="14">Thank you! Visit again</text>
      </g></svg>`,
    101 + visit,
  );
}
