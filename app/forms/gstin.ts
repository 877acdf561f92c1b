/** GSTIN: 2-digit state code, the holder's PAN, entity number, 'Z', and a base-36 check character. */
const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme, factors 1, 2, 1, 2 …). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = CHARACTERS.indexOf(first14.charAt(index));
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Upper-cased without spaces: what a person types on a phone keyboard, made comparable. */
export function normalizedGstin(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

export type GstinProblem = "format" | "checksum" | "state";

/** Why a (normalized) GSTIN is wrong, or null when its format, state code and check character hold. */
export function gstinProblem(gstin: string, knownStateCode: (code: string) => boolean) {
  if (!GSTIN_FORMAT.test(gstin)) return "format" as GstinProblem;
  if (!knownStateCode(gstin.slice(0, 2))) return "state" as GstinProblem;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14))
    return "checksum" as GstinProblem;
  return null;
}
