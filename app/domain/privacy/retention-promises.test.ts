import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { keptYears, retentionDays } from "./retention";

/*
 * policies.privacy.sections.keep.text (decision 092): every period the privacy page states is
 * the period of the rule that keeps it. A new period in the text fails here until it is tied to
 * a rule; a rule's period changed without the text fails too.
 */
const statements: { pattern: RegExp; hi: RegExp; days: number }[] = [
  {
    pattern: /Proof photos of rejected reviews: (\d+) days/,
    hi: /नामंज़ूर रिव्यू की सबूत फ़ोटो: (\d+) दिन/,
    days: retentionDays.rejectedProofs,
  },
  {
    pattern: /One-time passwords: (\d+) day after/,
    hi: /वन-टाइम पासवर्ड: समय ख़त्म होने के (\d+) दिन/,
    days: retentionDays.otpCodes,
  },
  {
    pattern: /Sign-in sessions: (\d+) days after/,
    hi: /साइन-इन सेशन: ख़त्म होने के (\d+) दिन/,
    days: retentionDays.sessions,
  },
  {
    pattern: /Device and network marks: (\d+) days/,
    hi: /डिवाइस और नेटवर्क के निशान: (\d+) दिन/,
    days: retentionDays.clientMarks,
  },
  {
    pattern: /Messages sent from the Contact page: (\d+) days after/,
    hi: /संपर्क पेज से भेजे गए संदेश: आने के (\d+) दिन/,
    days: retentionDays.contactMessages,
  },
  {
    pattern: /our security log, with network addresses: (\d+) days/,
    hi: /सुरक्षा लॉग, नेटवर्क पतों के साथ: (\d+) दिन/,
    days: retentionDays.auditEvents,
  },
  {
    pattern: /kept apart for (\d+) days/,
    hi: /(\d+) दिन तक अलग रखे जाते हैं/,
    days: retentionDays.legalHolds,
  },
  {
    // A deleted account's security log: 180 days after the deletion (decision 103).
    pattern: /For the same (\d+) days after the deletion we keep our security log/,
    hi: /डिलीट करने के बाद इन्हीं (\d+) दिनों तक हम आपके खाते का सुरक्षा लॉग/,
    days: retentionDays.auditEvents,
  },
  {
    pattern: /wallet amounts: (\d+) years/,
    hi: /वॉलेट की रकम: टैक्स कानून के मुताबिक़ (\d+) साल/,
    days: keptYears.taxRecords * 365,
  },
  {
    pattern: /phone number it came from for (\d+) years/,
    hi: /शिकायत के साथ (\d+) साल/,
    days: keptYears.complaints * 365,
  },
];

function period(match: RegExpMatchArray | null, unitDays: number): number {
  if (!match?.[1]) throw new Error("statement not found");
  return Number(match[1]) * unitDays;
}

describe("the privacy page's retention periods", () => {
  const keep = en.policies.privacy.sections.keep.text;
  const keepHi = hi.policies.privacy.sections.keep.text;

  it.each(statements)("states $pattern as its rule keeps it, in English and Hindi", (statement) => {
    const unit = statement.pattern.source.includes("years") ? 365 : 1;
    expect(period(keep.match(statement.pattern), unit)).toBe(statement.days);
    expect(period(keepHi.match(statement.hi), unit)).toBe(statement.days);
  });

  it("states no period that is not tied to a rule", () => {
    const stated = keep.match(/\b\d+ (days?|years?)\b/g) ?? [];
    // The server logs share the security log's sentence; CERT-In's 180 days for both.
    expect(stated).toHaveLength(statements.length);
    expect(keepHi.match(/\d+ (दिन|साल)/g) ?? []).toHaveLength(statements.length);
  });

  it("keeps the notices' periods: consent.proofNotice (one year), consent.upiNotice (8 years)", () => {
    expect(en.consent.proofNotice).toContain("deleted after one year");
    expect(retentionDays.rejectedProofs).toBe(365);
    expect(en.consent.upiNotice).toContain(
      `for the ${keptYears.taxRecords} years the tax law requires`,
    );
    expect(en.dataRights.deleteText).toContain(`kept apart for ${retentionDays.legalHolds} days`);
  });

  it("says server logs are kept 180 days, as CERT-In directs", () => {
    expect(keep).toContain("Server logs and our security log");
    expect(retentionDays.auditEvents).toBe(180);
  });
});
