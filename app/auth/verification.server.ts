import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type VerificationPurpose, verifications } from "~/db/schema";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LENGTH = 6;

export type VerifyCodeResult =
  | { ok: true }
  | { ok: false; reason: "invalid" | "expired" | "too_many_attempts" };

/**
 * Keyed hash of a code bound to its purpose and phone: a leaked row can neither be reversed
 * (10^6 codes are quick to try without the key) nor reused for another number or flow.
 */
export function hashVerificationCode(options: {
  phone: string;
  purpose: VerificationPurpose;
  code: string;
  secret: string;
}): string {
  return createHmac("sha256", options.secret)
    .update(`${options.purpose}:${options.phone}:${options.code}`)
    .digest("hex");
}

/** Makes a new 6-digit code for a phone and purpose; earlier unused codes stop working. */
export async function createVerification(
  db: DbOrTx,
  options: { phone: string; purpose: VerificationPurpose; secret: string; now?: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(verifications)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verifications.phone, options.phone),
          eq(verifications.purpose, options.purpose),
          isNull(verifications.consumedAt),
        ),
      );
    await tx.insert(verifications).values({
      phone: options.phone,
      purpose: options.purpose,
      codeHash: hashVerificationCode({ ...options, code }),
      expiresAt,
    });
  });
  return { code, expiresAt };
}

/**
 * Checks a code against the newest unused code of that phone and purpose. A wrong code uses up
 * one of the 5 tries (the 5th wrong try already answers too_many_attempts); a right one is used
 * up. The row is locked, so two requests cannot both succeed with the same code.
 */
export async function verifyCode(
  db: DbOrTx,
  options: {
    phone: string;
    purpose: VerificationPurpose;
    code: string;
    secret: string;
    now?: Date;
  },
): Promise<VerifyCodeResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx): Promise<VerifyCodeResult> => {
    const [row] = await tx
      .select()
      .from(verifications)
      .where(
        and(
          eq(verifications.phone, options.phone),
          eq(verifications.purpose, options.purpose),
          isNull(verifications.consumedAt),
        ),
      )
      .orderBy(desc(verifications.createdAt))
      .limit(1)
      .for("update");
    if (!row) return { ok: false, reason: "invalid" };
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: "too_many_attempts" };
    if (now.getTime() > row.expiresAt.getTime()) return { ok: false, reason: "expired" };

    const expected = Buffer.from(row.codeHash, "hex");
    // People paste codes with spaces ('123 456'); nothing else is forgiven.
    const code = options.code.replace(/\s/g, "");
    const given = Buffer.from(hashVerificationCode({ ...options, code }), "hex");
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.update(verifications).set({ consumedAt: now }).where(eq(verifications.id, row.id));
      return { ok: true };
    }
    const [updated] = await tx
      .update(verifications)
      .set({ attempts: sql`${verifications.attempts} + 1` })
      .where(eq(verifications.id, row.id))
      .returning({ attempts: verifications.attempts });
    const attempts = updated?.attempts ?? OTP_MAX_ATTEMPTS;
    return { ok: false, reason: attempts >= OTP_MAX_ATTEMPTS ? "too_many_attempts" : "invalid" };
  });
}
