/** The words of a name, compared without case, dots or titles ('Mr. ASHA  Verma' → asha, verma). */
function nameWords(name: string): Set<string> {
  const titles = new Set(["mr", "mrs", "ms", "dr", "shri", "smt", "kumari"]);
  return new Set(
    name
      .normalize("NFKC")
      .toLowerCase()
      .split(/[\s.,'-]+/)
      .filter((word) => word.length >= 2 && !titles.has(word)),
  );
}

/**
 * Whether a UPI ID's holder can be this reviewer: their names share a word of two letters or
 * more. Deliberately loose (a public name may be 'Asha V.', the bank's 'ASHA VERMA'); it stops a
 * payout to somebody else's account, and the reviewer still confirms the name they see.
 */
export function holderMatchesName(holderName: string, reviewerName: string): boolean {
  const holder = nameWords(holderName);
  for (const word of nameWords(reviewerName)) if (holder.has(word)) return true;
  return false;
}
