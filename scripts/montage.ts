/** Puts screenshots side by side in one PNG, to look at several at once: tsx scripts/montage.ts out.png a.png b.png … */
import sharp from "sharp";

const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) throw new Error("usage: montage out.png a.png b.png …");
const images = await Promise.all(
  inputs.map(async (file) => ({ file, meta: await sharp(file).metadata() })),
);
const gap = 16;
const width = images.reduce((sum, { meta }) => sum + (meta.width ?? 0) + gap, 0);
const height = Math.max(...images.map(({ meta }) => meta.height ?? 0));
let left = 0;
const composite = images.map(({ file, meta }) => {
  const item = { input: file, left, top: 0 };
  left += (meta.width ?? 0) + gap;
  return item;
});
await sharp({ create: { width, height, channels: 3, background: "#888" } })
  .composite(composite)
  .png()
  .toFile(out);
