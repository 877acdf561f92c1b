import { newProofKey, type ProofStorage } from "~/storage/storage.server";
import { type PreparedProof, prepareProofImage } from "./prepare-proof-image.server";
import type { ProofFailure } from "./upload-limits";

const proofFailures = {
  too_large: "proof_too_large",
  not_an_image: "proof_not_image",
  unsupported_type: "proof_unsupported",
} as const satisfies {
  [Reason in Extract<PreparedProof, { ok: false }>["reason"]]: ProofFailure;
};

/**
 * Re-encodes and stores a proof under a new key, outside any transaction (slow image work); the
 * caller deletes it with deleteProofQuietly when its transaction refuses.
 */
export async function storeProof(
  storage: ProofStorage,
  upload: Buffer,
): Promise<{ ok: true; key: string; bytes: Buffer } | { ok: false; reason: ProofFailure }> {
  const prepared = await prepareProofImage(upload);
  if (!prepared.ok) return { ok: false, reason: proofFailures[prepared.reason] };
  const key = newProofKey();
  await storage.put(key, prepared.bytes, prepared.contentType);
  return { ok: true, key, bytes: prepared.bytes };
}

/** Cleanup after a refused submission; a leftover file is harmless, a masked answer is not. */
export async function deleteProofQuietly(storage: ProofStorage, key: string): Promise<void> {
  try {
    await storage.delete(key);
  } catch {
    // The unreferenced file is unreachable (its key was never saved), so nothing leaks.
  }
}
