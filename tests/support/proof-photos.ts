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
