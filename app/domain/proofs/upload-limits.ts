/** A proof image may be at most 5 MB (checked in the browser and again on the server). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** The proof formats of SPEC §2, as the file picker is told them (types and extensions). */
export const PROOF_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

const proofTypes = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * Whether the browser may send this file as a proof. Some Android pickers give no type at all;
 * such a file goes to the server, which reads what the bytes really are.
 */
export function mayBeProofImage(file: { type: string }): boolean {
  return file.type === "" || proofTypes.has(file.type);
}
