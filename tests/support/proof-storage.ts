/**
 * A proof folder of the test file's own on disk, and a small PNG to upload as a proof photo.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createDiskStorage } from "~/storage/storage.server";

export async function openProofStorage(options: {
  /** The folder name's start, so a left-over folder says which tests made it. */
  prefix: string;
  width: number;
  height: number;
  background: string | { r: number; g: number; b: number };
}) {
  const dir = mkdtempSync(path.join(tmpdir(), options.prefix));
  const proofPng = await sharp({
    create: {
      width: options.width,
      height: options.height,
      channels: 3,
      background: options.background,
    },
  })
    .png()
    .toBuffer();
  return { dir, storage: createDiskStorage({ dir }), proofPng };
}
