import { describe, expect, it } from "vitest";
import { loadOperatorConfig, OperatorConfigError } from "./operator-config.server";

describe("the operator's settings", () => {
  it("default to a local installation's operator when none is set", () => {
    const operator = loadOperatorConfig({});
    expect(operator.legalName).toBe("ReviewKaro (local installation)");
    expect(operator.phone).toBe("+917554001234");
  });

  it("read each variable, the phone without its spaces", () => {
    expect(
      loadOperatorConfig({
        OPERATOR_LEGAL_NAME: " Karo Reviews Private Limited ",
        OPERATOR_ADDRESS: "4 Residency Road, Indore 452001",
        OPERATOR_EMAIL: "privacy@karo.example",
        OPERATOR_PHONE: "+91 731 400 5678",
      }),
    ).toEqual({
      legalName: "Karo Reviews Private Limited",
      address: "4 Residency Road, Indore 452001",
      email: "privacy@karo.example",
      phone: "+917314005678",
    });
  });

  it("refuse a bad value and name its variable", () => {
    expect(() => loadOperatorConfig({ OPERATOR_EMAIL: "not-an-email" })).toThrow(
      OperatorConfigError,
    );
    expect(() => loadOperatorConfig({ OPERATOR_PHONE: "12345" })).toThrow(/OPERATOR_PHONE/);
  });
});
