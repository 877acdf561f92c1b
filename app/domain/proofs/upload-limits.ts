import type { Refusals } from "~/domain/shared/refusal";

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

/** Why a stored proof could not be made from an upload: read from its bytes, on the server. */
export type ProofFailure = "proof_too_large" | "proof_not_image" | "proof_unsupported";
/** Why a form's proof is refused: none was sent, or it cannot be made a proof. */
export type ProofUploadFailure = "proof_required" | ProofFailure;

/** Each proof refusal at the form's proof field. */
export const proofRefusals = {
  proof_required: {
    status: 400,
    field: "proof",
    title: "reviewer.proofRequiredTitle",
    message: "reviewer.proofRequiredText",
  },
  proof_too_large: {
    status: 400,
    field: "proof",
    title: "reviewer.uploadFailedTitle",
    message: "reviewer.uploadTooLarge",
  },
  proof_not_image: {
    status: 400,
    field: "proof",
    title: "reviewer.uploadFailedTitle",
    message: "reviewer.uploadNotImage",
  },
  proof_unsupported: {
    status: 400,
    field: "proof",
    title: "reviewer.uploadFailedTitle",
    message: "reviewer.uploadUnsupported",
  },
} as const satisfies Refusals<ProofUploadFailure, "proof">;

/**
 * What the browser can tell of a chosen file before sending it (its type and size); the server
 * reads what its bytes really are. `optional`: no file keeps the proof sent before (Revise).
 */
export function proofFileProblem(
  file: { size: number; type: string } | null,
  options: { optional: boolean },
): ProofUploadFailure | null {
  if (!file || file.size === 0) return options.optional ? null : "proof_required";
  if (!mayBeProofImage(file)) return "proof_unsupported";
  if (file.size > MAX_PROOF_BYTES) return "proof_too_large";
  return null;
}
