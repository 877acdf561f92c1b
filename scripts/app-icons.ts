/**
 * Draws the installed app's icons from the favicon (public/favicon.svg) with sharp:
 * `npm run app-icons` after the logo changes. The files are committed, so a build needs no
 * image work. "any" icons are the favicon as it is (a rounded teal square with the star); the
 * maskable one fills the whole square with the teal and keeps the star inside the middle 80 %
 * (the safe zone a launcher's mask never cuts), as Android's adaptive icons want.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, "utf8");

/** The favicon's star on a full-bleed teal square, scaled into the maskable safe zone. */
function maskableSvg(): string {
  const star = /<path[^>]*\/>/.exec(favicon)?.[0];
  if (!star) throw new Error("public/favicon.svg has no <path> (the star) to draw");
  // The star spans ~19 of the favicon's 32 units; at 0.8 of the favicon's size it stays well
  // inside the central circle of radius 0.4 × 32 a mask keeps.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f766e"/><g transform="translate(3.2 3.2) scale(0.8)">${star}</g></svg>`;
}

async function draw(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}${file}`);
  console.log(`public/${file}: ${size}×${size}`);
}

await draw(favicon, 192, "icon-192.png");
await draw(favicon, 512, "icon-512.png");
await draw(maskableSvg(), 512, "icon-maskable-512.png");
// iOS rounds the corners itself and draws transparent ones black: the full-bleed square.
await draw(maskableSvg(), 180, "apple-touch-icon.png");
