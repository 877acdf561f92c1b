import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp, { type Region } from "sharp";

/**
 * Where the share image (app/routes/public-campaign/share-image/share-image.server.ts) draws text that is the
 * same for every campaign in Indore: the brand, the city and the 'Rewarded reviews' disclosure.
 * Without fonts each letter is an empty box there, which differs from the reference drawing in
 * most of the region's pixels; Noto drawn by another version of the fonts differs in a few.
 */
const regions = {
  brand: { left: 72, top: 54, width: 240, height: 50 },
  city: { left: 72, top: 210, width: 220, height: 50 },
  disclosure: { left: 100, top: 490, width: 1030, height: 92 },
} as const;

type RegionName = keyof typeof regions;
type Language = "en" | "hi";

/** Above this share of differing pixels a region's text is not what the reference shows. */
export const MAX_TEXT_DIFFERENCE = 0.03;

const referenceDir = new URL("../e2e/share-image-reference/", import.meta.url);
const referenceOf = (language: Language, region: RegionName) =>
  new URL(`${language}-${region}.png`, referenceDir);

async function greyPixels(png: Buffer, region: Region): Promise<Buffer> {
  return sharp(png).extract(region).greyscale().raw().toBuffer();
}

/**
 * Compares each fixed-text region of the share image in `language` with its reference drawing
 * (tests/e2e/share-image-reference, drawn with Noto Sans and Noto Sans Devanagari) and answers,
 * per region, the share of pixels more than a faint shade apart. With UPDATE_SHARE_IMAGE_REFERENCE=1
 * it writes the references from this image instead (look at them before committing).
 */
export async function textDifferences(
  png: Buffer,
  language: Language,
): Promise<Record<string, number>> {
  const differences: Record<string, number> = {};
  for (const name of Object.keys(regions) as RegionName[]) {
    const region = regions[name];
    const file = referenceOf(language, name);
    if (process.env.UPDATE_SHARE_IMAGE_REFERENCE) {
      mkdirSync(referenceDir, { recursive: true });
      writeFileSync(file, await sharp(png).extract(region).png().toBuffer());
    }
    const [drawn, reference] = await Promise.all([
      greyPixels(png, region),
      greyPixels(readFileSync(file), {
        left: 0,
        top: 0,
        width: region.width,
        height: region.height,
      }),
    ]);
    let differing = 0;
    for (let i = 0; i < drawn.length; i++) {
      if (Math.abs((drawn[i] as number) - (reference[i] as number)) > 48) differing += 1;
    }
    differences[`${language}-${name}`] = Math.round((differing / drawn.length) * 1000) / 1000;
  }
  return differences;
}
