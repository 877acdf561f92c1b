import { createHash } from "node:crypto";
import sharp from "sharp";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Everything drawn into the share image; its hash is the image's ETag. */
export type ShareCard = {
  campaignId: string;
  language: string;
  businessName: string;
  city: string;
  averageRating: number | null;
  countText: string;
  ratingText: string;
  disclosureTitle: string;
  disclosure: string;
};

/**
 * Noto Sans and Noto Sans Devanagari, the fonts of Android phones: the Dockerfile installs these
 * two (Debian's fonts-noto-core has them); a machine without them draws boxes, which the
 * browser test of the share image catches.
 */
const FONT = "'Noto Sans', 'Noto Sans Devanagari', sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** At most `max` characters (by code point), with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

function starPath(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.45;
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join("L")}Z`;
}

/** The 1200×630 card as SVG: business, city, average with stars, count and the disclosure. */
export function shareCardSvg(card: ShareCard): string {
  const name = clip(card.businessName, 30);
  const nameSize = [...name].length > 22 ? 56 : 68;
  const stars = Array.from({ length: 5 }, (_, i) => starPath(430 + i * 76, 350, 34)).join("");
  const filled = card.averageRating === null ? 0 : (card.averageRating / 5) * (5 * 76);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#ffffff"/>
<rect width="24" height="630" fill="#0f766e"/>
<text x="80" y="92" font-family="${FONT}" font-size="34" font-weight="bold" fill="#0f766e">ReviewKaro</text>
<text x="80" y="190" font-family="${FONT}" font-size="${nameSize}" font-weight="bold" fill="#0b1220">${escapeXml(name)}</text>
<text x="80" y="248" font-family="${FONT}" font-size="36" fill="#475569">${escapeXml(clip(card.city, 40))}</text>
<text x="80" y="390" font-family="${FONT}" font-size="120" font-weight="bold" fill="#0b1220">${escapeXml(card.ratingText)}</text>
<defs><clipPath id="filled"><rect x="392" y="300" width="${filled.toFixed(1)}" height="100"/></clipPath></defs>
<path d="${stars}" fill="#e2e8f0"/>
<path d="${stars}" fill="#f59e0b" clip-path="url(#filled)"/>
<text x="394" y="430" font-family="${FONT}" font-size="34" fill="#334155">${escapeXml(card.countText)}</text>
<rect x="80" y="474" width="1060" height="116" rx="18" fill="#fffbeb" stroke="#f59e0b" stroke-width="3"/>
<text x="112" y="522" font-family="${FONT}" font-size="32" font-weight="bold" fill="#78350f">${escapeXml(card.disclosureTitle)}</text>
<text x="112" y="568" font-family="${FONT}" font-size="28" fill="#78350f">${escapeXml(clip(card.disclosure, 70))}</text>
</svg>`;
}

/** A strong ETag over everything drawn: a new approved review makes a new image. */
export function shareCardEtag(card: ShareCard): string {
  const digest = createHash("sha256").update(JSON.stringify(card)).digest("base64url");
  return `"share-${digest.slice(0, 22)}"`;
}

/** The last images drawn, by ETag: a crawler storm over one page renders it once. */
const rendered = new Map<string, Buffer>();
const RENDERED_MAX = 64;

export async function shareCardPng(card: ShareCard, etag: string): Promise<Buffer> {
  const cached = rendered.get(etag);
  if (cached) return cached;
  const png = await sharp(Buffer.from(shareCardSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
  rendered.set(etag, png);
  return png;
}
