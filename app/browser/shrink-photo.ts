/** The longest side a proof photo needs: a receipt or a dish stays readable at 1600 px. */
export const PROOF_MAX_SIDE = 1600;
const QUALITY = 0.85;
/** Below this a photo goes as it is: re-encoding would save little and may cost detail. */
const SMALL_BYTES = 300 * 1024;
const shrinkable = new Set(["image/jpeg", "image/png", "image/webp"]);

/** The size of an image scaled so that its longest side is at most `maxSide`. */
export function fittedSize(width: number, height: number, maxSide = PROOF_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A proof photo made ready for a slow connection: larger than 1600 px or 300 KB, it is drawn
 * upright at most 1600 px on its longest side and re-encoded as an 85% JPEG (which also drops its
 * EXIF and GPS data). Small files, files that are not images, images this browser cannot decode,
 * and results no smaller than the original go as they are; the server checks every file again.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!shrinkable.has(file.type) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const large = Math.max(bitmap.width, bitmap.height) > PROOF_MAX_SIDE;
    if (!large && file.size <= SMALL_BYTES) return file;
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const blob = await encodeJpeg(bitmap, width, height);
    if (!blob || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, "") || "proof"}.jpg`;
    return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number) {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    paint(context, bitmap, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  paint(context, bitmap, width, height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // A transparent PNG would turn black in a JPEG; white is what the photo was seen on.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}
