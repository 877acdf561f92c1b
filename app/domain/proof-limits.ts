/** A proof image may be at most 5 MB (checked in the browser and again on the server). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
