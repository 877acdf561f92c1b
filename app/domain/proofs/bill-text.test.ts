import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, isGstin, readBillText } from "./bill-text";

describe("readBillText", () => {
  it("reads a restaurant bill's number, date, total and GSTIN", () => {
    const text = [
      "SHARMA DHABA",
      "GSTIN: 27AAPFU0939F1ZV",
      "Bill No: 4711",
      "Date: 12/11/2026 19:42",
      "Dal Makhani 192.86",
      "Sub Total 428.57",
      "CGST 2.5% 10.71",
      "Grand Total ₹ 450.00",
    ].join("\n");
    expect(readBillText(text)).toEqual({
      number: "4711",
      date: "2026-11-12",
      total: 45_000,
      gstin: "27AAPFU0939F1ZV",
    });
  });

  it("is no bill when the text names none of the four", () => {
    expect(readBillText("")).toBeNull();
    expect(readBillText("A plate of biryani\nand two glasses of lassi")).toBeNull();
  });

  it.each([
    ["Bill No: 4711", "4711"],
    ["BILL NO.4711", "4711"],
    ["Bill Number - 4711", "4711"],
    ["Invoice No: INV/2026/0042", "INV/2026/0042"],
    ["Inv # 88-12", "88-12"],
    ["Receipt No. R7781", "R7781"],
    ["Order No: 55012", "55012"],
    ["KOT 318", "318"],
    ["Bill No: 47l1", "4711"],
    ["Bill No: 4O7S", "4075"],
  ])("reads the number in %j", (line, number) => {
    expect(readBillText(line)?.number).toBe(number);
  });

  it("prefers the bill's own number to an order's or a KOT's", () => {
    expect(readBillText("KOT: 12\nOrder No: 99\nBill No: 4711")?.number).toBe("4711");
  });

  it("takes no word for a number ('Bill Date')", () => {
    expect(readBillText("Bill Date")).toBeNull();
  });

  it.each([
    ["Date: 12/11/2026", "2026-11-12"],
    ["Date: 02/03/2026", "2026-03-02"],
    ["Dt 12-11-26", "2026-11-12"],
    ["12.11.2026", "2026-11-12"],
    ["2026-11-12 19:42", "2026-11-12"],
    ["Date: 12 Nov 2026", "2026-11-12"],
    ["12-Nov-26", "2026-11-12"],
    ["12th November, 2026", "2026-11-12"],
    ["Nov 12, 2026", "2026-11-12"],
    ["Date: l2/1l/2O26", "2026-11-12"],
  ])("reads the date in %j day first", (line, date) => {
    expect(readBillText(line)?.date).toBe(date);
  });

  it("takes no impossible day", () => {
    expect(readBillText("Date: 31/02/2026")).toBeNull();
    expect(readBillText("Date: 12/13/2026")).toBeNull();
  });

  it("reads the date on the line labelled 'Date' before another", () => {
    expect(readBillText("Valid till 01/01/2027\nDate: 12/11/2026")?.date).toBe("2026-11-12");
  });

  it.each([
    ["Grand Total ₹ 450.00", 45_000],
    ["Grand Total Rs. 1,250.50", 125_050],
    ["Net Amount INR 1,25,000.00", 12_500_000],
    ["Amount Payable: 450", 45_000],
    ["Total 520", 52_000],
    ["Grand Total % 45O.OO", 45_000],
  ])("reads the total in %j, in paise", (line, total) => {
    expect(readBillText(line)?.total).toBe(total);
  });

  it("takes the grand total, not the subtotal, a quantity or a plain total", () => {
    const text = "Total Qty 7\nSub Total 428.57\nTotal 428.57\nGrand Total 450.00";
    expect(readBillText(text)?.total).toBe(45_000);
  });

  it("takes the largest of two grand totals (a bill printed with a copy's summary)", () => {
    expect(readBillText("Grand Total 90.00\nGrand Total 450.00")?.total).toBe(45_000);
  });
});

describe("GSTIN", () => {
  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8"])(
    "accepts the real %s by its check character",
    (gstin) => {
      expect(isGstin(gstin)).toBe(true);
    },
  );

  it("refuses a wrong check character, a state code outside 01–38, or no 'Z'", () => {
    expect(isGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isGstin(`39AAPFU0939F1Z${gstinCheckCharacter("39AAPFU0939F1Z")}`)).toBe(false);
    expect(isGstin(`00AAPFU0939F1Z${gstinCheckCharacter("00AAPFU0939F1Z")}`)).toBe(false);
    expect(isGstin(`27AAPFU0939F1Y${gstinCheckCharacter("27AAPFU0939F1Y")}`)).toBe(false);
  });

  it("puts OCR's confusions right by position, and only where the check character agrees", () => {
    expect(readBillText("GSTIN: 27AAPFUO939F1ZV")?.gstin).toBe("27AAPFU0939F1ZV");
    expect(readBillText("GSTIN : 27 AAPFU 0939 F1 7V")?.gstin).toBe("27AAPFU0939F1ZV");
    expect(readBillText("GSTIN: 27AAPFU0939F1ZW")).toBeNull();
  });

  const alphanumeric = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
  const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
  const digit = fc.constantFrom(..."0123456789");
  const gstinStart = fc
    .tuple(
      fc.integer({ min: 1, max: 38 }),
      fc.array(letter, { minLength: 5, maxLength: 5 }),
      fc.array(digit, { minLength: 4, maxLength: 4 }),
      letter,
      fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    )
    .map(
      ([state, pan, digits, last, entity]) =>
        `${String(state).padStart(2, "0")}${pan.join("")}${digits.join("")}${last}${entity}Z`,
    );

  it("accepts exactly one check character for every GSTIN's first 14 (property)", () => {
    fc.assert(
      fc.property(gstinStart, alphanumeric, (start, check) => {
        expect(isGstin(start + check)).toBe(check === gstinCheckCharacter(start));
      }),
    );
  });

  it("finds every valid GSTIN in a bill's text, and the number, date and total beside it (property)", () => {
    fc.assert(
      fc.property(
        gstinStart,
        fc.integer({ min: 1, max: 999_999 }),
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (start, number, date, total) => {
          const gstin = start + gstinCheckCharacter(start);
          const [y, m, d] = date.toISOString().slice(0, 10).split("-");
          const rupees = `${Math.floor(total / 100)}.${String(total % 100).padStart(2, "0")}`;
          const text = `GSTIN: ${gstin}\nBill No: ${number}\nDate: ${d}/${m}/${y}\nGrand Total Rs. ${rupees}`;
          expect(readBillText(text)).toEqual({
            number: String(number),
            date: `${y}-${m}-${d}`,
            total,
            gstin,
          });
        },
      ),
    );
  });
});
