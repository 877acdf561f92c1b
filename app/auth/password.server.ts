import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/forms/text";

export const MIN_PASSWORD_LENGTH = 6;

/** A new password: at least 6 characters (SPEC §1), no control characters (decision 018). */
export const passwordSchema = z
  .string()
  .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
  .min(MIN_PASSWORD_LENGTH, "credentials.passwordTooShort");

// 2^15 × 8 × 128 bytes = 32 MiB of memory per hash: slow for guessing, fine for a login.
const currentParams = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;
// Stored values are trusted only this far, so a corrupted row cannot make us allocate gigabytes.
const maxCost = 2 ** 20;

type ScryptParams = { N: number; r: number; p: number };

/** Hashes as 'scrypt$N$r$p$salt$hash' (base64url), so the parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const hash = await deriveKey(password, salt, currentParams, keyLength);
  const { N, r, p } = currentParams;
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** Checks a password against a stored hash in constant time; false for malformed values. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  let candidate: Buffer;
  try {
    candidate = await deriveKey(password, parsed.salt, parsed.params, parsed.hash.length);
  } catch {
    return false;
  }
  return timingSafeEqual(candidate, parsed.hash);
}

function parseStoredHash(stored: string) {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > maxCost || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return null;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const hash = Buffer.from(parts[5] ?? "", "base64url");
  if (salt.length < 8 || hash.length < 16 || hash.length > 128) return null;
  return { params: { N, r, p }, salt, hash };
}

function deriveKey(
  password: string,
  salt: Buffer,
  params: ScryptParams,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * params.N * params.r + 1024 * 1024;
    scrypt(password.normalize("NFKC"), salt, length, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
