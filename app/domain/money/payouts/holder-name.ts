/**
 * The name on a reviewer's bank account and the bank's registered name behind a UPI ID (decision
 * 086). Pure: the browser's check and the server's say the same words.
 */

/** RazorpayX's contact names are 3–50 characters; a bank name longer than that is not one. */
export const MIN_BANK_NAME_LENGTH = 3;
export const MAX_BANK_NAME_LENGTH = 50;

export type CheckBankNameResult =
  | { ok: true; bankName: string }
  | { ok: false; reason: "bank_name_required" | "bank_name_latin" | "bank_name_length" };

/** Letters A–Z, spaces, dots and apostrophes, as banks print a name ('Rahul K. D'Souza'). */
const bankNamePattern = /^[A-Za-z][A-Za-z .']*$/;

/**
 * The name as on the reviewer's bank account: Latin letters (banks and NPCI keep names in them),
 * spaces, '.' and '\''; a Devanagari name is refused with its own message, never transliterated.
 */
export function checkBankName(raw: string): CheckBankNameResult {
  const bankName = raw.normalize("NFKC").replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
  if (bankName === "") return { ok: false, reason: "bank_name_required" };
  if (!bankNamePattern.test(bankName)) return { ok: false, reason: "bank_name_latin" };
  if (bankName.length < MIN_BANK_NAME_LENGTH || bankName.length > MAX_BANK_NAME_LENGTH) {
    return { ok: false, reason: "bank_name_length" };
  }
  return { ok: true, bankName };
}

const titles = new Set(["mr", "mrs", "ms", "miss", "dr", "shri", "sri", "smt", "kumari", "km"]);

/** The words of a name, compared without case, dots or titles ('Mr. ASHA  Verma' → asha, verma). */
function nameWords(name: string): string[] {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !titles.has(word));
}

/**
 * Whether the bank's registered name is the name the reviewer gave, in any order: every word of
 * the shorter name stands for a different word of the longer (whole, or as its initial), and at
 * least one whole word agrees. 'RAHUL K SHARMA' is 'Rahul Kumar Sharma'; 'ROHIT SHARMA' is not
 * 'Rahul Sharma'. A mismatch is held for the admin, never refused, so this errs towards 'no match'.
 */
export function holderMatchesName(registeredName: string, givenName: string): boolean {
  const a = nameWords(registeredName);
  const b = nameWords(givenName);
  if (a.length === 0 || b.length === 0) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const unused = [...longer];
  let wholeMatches = 0;
  // Whole words first, so an initial never takes the word another whole word needs.
  const initials: string[] = [];
  for (const word of shorter) {
    const at = unused.indexOf(word);
    if (at >= 0 && word.length > 1) {
      unused.splice(at, 1);
      wholeMatches += 1;
    } else {
      initials.push(word);
    }
  }
  for (const word of initials) {
    const at = unused.findIndex((other) =>
      word.length === 1 ? other.startsWith(word) : other.length === 1 && word.startsWith(other),
    );
    if (at < 0) return false;
    unused.splice(at, 1);
  }
  return wholeMatches >= 1;
}

/**
 * 'Rahul Kumar Sharma' → 'R**** K**** S****': the first letter of each word and four stars,
 * whatever the word's length — what a reviewer may see of a registered name (decision 086).
 */
export function maskHolderName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => `${[...word][0]?.toUpperCase() ?? ""}****`)
    .join(" ");
}
