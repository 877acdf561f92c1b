import sharp from "sharp";

/** SPEC §2: a proof image is at most 5 MB. */
import { MAX_PROOF_BYTES } from "./upload-limits";

export { MAX_PROOF_BYTES };

/** About a 48-megapixel phone photo; bigger inputs are decompression bombs, not proofs. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 1600;
const WEBP_QUALITY = 80;

export type PreparedProof =
  | { ok: true; bytes: Buffer; contentType: "image/webp" }
  | { ok: false; reason: "too_large" | "not_an_image" | "unsupported_type" };

type Kind = "jpeg" | "png" | "webp" | "other_image" | "unknown";

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type is read from the bytes; the file name and the browser's claim are never trusted. */
export function detectImageKind(bytes: Buffer): Kind {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (isOtherImageOrDocument(bytes)) return "other_image";
  return "unknown";
}

/** Formats people upload by mistake (GIF, SVG, HEIC/AVIF, PDF, TIFF, BMP, ICO): named, not guessed. */
function isOtherImageOrDocument(bytes: Buffer): boolean {
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return true;
  if (startsWith(bytes, ascii("%PDF-"))) return true;
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return true;
  }
  if (startsWith(bytes, ascii("BM")) && bytes.length >= 26) return true;
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return true;
  // ISO media (HEIC, HEIF, AVIF): a box size, then 'ftyp'.
  if (startsWith(bytes, ascii("ftyp"), 4)) return true;
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
}

/**
 * Checks the type and size of an uploaded proof, then re-encodes it: turned upright, at most
 * 1600 px a side, WebP. The output carries no metadata, so EXIF and GPS from the phone are gone.
 */
export async function prepareProofImage(bytes: Buffer): Promise<PreparedProof> {
  if (bytes.length > MAX_PROOF_BYTES) return { ok: false, reason: "too_large" };
  const kind = detectImageKind(bytes);
  if (kind === "other_image") return { ok: false, reason: "unsupported_type" };
  if (kind === "unknown") return { ok: false, reason: "not_an_image" };
  try {
    // sharp keeps no metadata unless asked (no withMetadata/keepExif here), which strips EXIF/GPS.
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .timeout({ seconds: 20 })
      .toBuffer();
    return { ok: true, bytes: output, contentType: "image/webp" };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return { ok: false, reason: "too_large" };
    }
    return { ok: false, reason: "not_an_image" };
  }
}
