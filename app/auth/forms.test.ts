import { describe, expect, it } from "vitest";
import { otpField } from "./forms";

describe("otpField", () => {
  it("reads six digits however the SMS code was pasted", () => {
    for (const typed of ["123456", " 123456 ", "123 456", "123-456"]) {
      expect(otpField.parse(typed), typed).toBe("123456");
    }
  });

  it("refuses anything but six digits", () => {
    for (const typed of ["", "12345", "1234567", "12a456", "१२३४५६"]) {
      expect(otpField.safeParse(typed).success, typed).toBe(false);
    }
  });
});
