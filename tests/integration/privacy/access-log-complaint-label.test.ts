import { describe, expect, it } from "vitest";
import { fileComplaint } from "~/domain/grievances/file-complaint.server";
import { listAccessLog } from "~/domain/privacy/access-log-lists.server";
import { revealContact } from "~/domain/privacy/reveal-contact.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { serverT } from "~/i18n/translate.server";
import { describeRecord } from "~/routes/admin-access-log/describe-record";
import { admin, newReviewer, setUpReviewsDatabase, testDb } from "../../support/review-fixtures";

setUpReviewsDatabase();

// Issue 44: a complainant's phone shown on the Complaints tab was listed as a 'payout' of 'no
// account'. The log now names the complaint by its ticket and its complainant
// (policies.privacy.sections.staff.text: 'we record who, what and when').
describe("the access log's row for a complainant's phone", () => {
  it("names the complaint's ticket and the complainant, never a payout or 'no account'", async () => {
    const filed = await fileComplaint(testDb.db, {
      name: "Asha Verma",
      phone: "+917712300011",
      email: null,
      category: "review_about_me",
      text: "A review on my shop names my daughter; please remove her name.",
      link: null,
      language: "en",
    });
    await revealContact(testDb.db, {
      staffId: admin.id,
      screen: "/admin/dashboard?tab=complaints",
      request: { kind: "phone", complaintId: filed.complaintId },
    });
    const [row] = await listAccessLog(testDb.db, { adminId: admin.id });
    expect(row).toMatchObject({ kind: "phone", ticketNumber: filed.ticketNumber });
    if (!row) throw new Error("no row");
    const english = describeRecord(row, serverT("en"));
    expect(english).toEqual({
      record: en.accessLog.complaint.replace("{{ticket}}", filed.ticketNumber),
      whose: en.accessLog.complainant.replace("{{name}}", "Asha Verma"),
    });
    expect(english.record).not.toContain("payout");
    expect(english.whose).not.toBe(en.accessLog.noAccount);
    const hindi = describeRecord(row, serverT("hi"));
    expect(hindi.record).toBe(hi.accessLog.complaint.replace("{{ticket}}", filed.ticketNumber));
  });

  it("names the complainant's account too when their phone has one", async () => {
    const reviewer = await newReviewer("Ravi Complainant");
    const [profile] = await testDb.db.query.profiles.findMany({
      where: (p, { eq }) => eq(p.id, reviewer.id),
    });
    const filed = await fileComplaint(testDb.db, {
      name: "Ravi",
      phone: profile?.phone ?? "",
      email: null,
      category: "payment",
      text: "My payout of last week has not reached my UPI account yet.",
      link: null,
      language: "en",
    });
    await revealContact(testDb.db, {
      staffId: admin.id,
      screen: "/admin/dashboard?tab=complaints",
      request: { kind: "phone", complaintId: filed.complaintId },
    });
    const [row] = await listAccessLog(testDb.db, { adminId: admin.id });
    if (!row) throw new Error("no row");
    const { record, whose } = describeRecord(row, serverT("en"));
    expect(record).toBe(`complaint ${filed.ticketNumber}`);
    expect(whose).toContain("the complainant, Ravi");
    expect(whose).toContain(`account …${reviewer.id.slice(-6)}`);
  });
});
