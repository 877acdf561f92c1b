import { randomBytes } from "node:crypto";
import path from "node:path";

/** The content type of a stored file follows from its extension, so no sidecar can drift. */
const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  // A person's data export (decision 076), kept beside the proofs it holds.
  ".zip": "application/zip",
};

/** 'proofs/<32 hex>.webp': 128 random bits, so nobody can guess another reviewer's proof. */
export function newProofKey(): string {
  return `proofs/${randomBytes(16).toString("hex")}.webp`;
}

const keySegment = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/** Keys are relative paths of plain segments: no '..', no absolute paths, no hidden files. */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 200) return false;
  const segments = key.split("/");
  return segments.every((segment) => keySegment.test(segment));
}

/** The image type a key stands for, or undefined when the key is invalid or not an image. */
export function contentTypeOfKey(key: string): string | undefined {
  if (!isStorageKey(key)) return undefined;
  return contentTypes[path.extname(key).toLowerCase()];
}

/** 'exports/<32 hex>.zip': as unguessable as a proof's key. */
export function newExportKey(): string {
  return `exports/${randomBytes(16).toString("hex")}.zip`;
}

/** Every adapter checks a key this way before it writes or deletes; throws RangeError. */
export function requireStorageKey(key: string, contentType?: string): void {
  if (!isStorageKey(key)) throw new RangeError(`invalid storage key: ${JSON.stringify(key)}`);
  const type = contentTypeOfKey(key);
  if (!type) throw new RangeError(`storage key has no known image extension: ${key}`);
  if (contentType !== undefined && type !== contentType) {
    throw new RangeError(`content type ${contentType} does not match the key ${key}`);
  }
}
