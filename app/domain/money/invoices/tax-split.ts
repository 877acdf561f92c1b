/** 18% GST inside a tax-inclusive price (SAC 998361), split as the tax document shows it (decision 063). */
export const GST_RATE_PERCENT = 18;
export const SAC_CODE = "998361";

export type TaxSplit = {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * taxable = round(total × 100 / 118) half up, tax = total − taxable, in whole paise; within a
 * state CGST and SGST are half each and CGST takes the odd paisa; between states all is IGST.
 */
export function splitInclusiveTax(totalPaise: number, intraState: boolean): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError(`a tax-inclusive total is whole non-negative paise, not ${totalPaise}`);
  // (2a + b) div 2b is a / b rounded half up, in integers (no floating-point error).
  const taxablePaise = Math.floor((totalPaise * 200 + 118) / 236);
  const tax = totalPaise - taxablePaise;
  if (!intraState) return { totalPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgstPaise = Math.floor(tax / 2);
  return { totalPaise, taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise, igstPaise: 0 };
}

/** Paise as rupees with two decimals, Indian digit grouping: 1,23,456.78. */
export function formatPaise(paise: number): string {
  return (paise / 100).toLocaleString("en-IN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
