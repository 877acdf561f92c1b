import { describe, expect, it } from "vitest";
import { mayBeProofImage } from "./upload-limits";

describe("mayBeProofImage", () => {
  it("lets JPEG, PNG and WebP through, and a file whose type the picker did not say", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", ""]) {
      expect(mayBeProofImage({ type }), type).toBe(true);
    }
  });

  it("stops other kinds of file in the browser already", () => {
    for (const type of ["image/gif", "image/heic", "application/pdf", "video/mp4"]) {
      expect(mayBeProofImage({ type }), type).toBe(false);
    }
  });
});
