import { describe, expect, it } from "vitest";
import { otpMessage } from "./otp-message.server";

describe("otpMessage", () => {
  it("states the code, its 5-minute validity and the no-money warning", () => {
    expect(otpMessage({ code: "123456", purpose: "signup", language: "en" })).toBe(
      "Your ReviewKaro sign-up code is 123456. It is valid for 5 minutes. Do not share it with anyone. ReviewKaro never asks for money.",
    );
  });

  it("names what the code is for", () => {
    expect(otpMessage({ code: "123456", purpose: "reset", language: "en" })).toContain(
      "password reset code is 123456",
    );
    expect(otpMessage({ code: "123456", purpose: "admin_login", language: "en" })).toContain(
      "admin login code",
    );
  });

  it("has a Hindi version with the same facts", () => {
    const text = otpMessage({ code: "654321", purpose: "signup", language: "hi" });
    expect(text).toContain("654321");
    expect(text).toContain("5 मिनट");
    expect(text).toContain("साझा न करें");
    expect(text).toContain("पैसे नहीं");
  });
});
