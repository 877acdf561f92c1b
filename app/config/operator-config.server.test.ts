import { describe, expect, it } from "vitest";
import {
  loadOperatorConfig,
  OperatorConfigError,
  requiredInProduction,
} from "./operator-config.server";

/** Every detail a production installation must name, as an operator would set them. */
const realOperator = {
  OPERATOR_LEGAL_NAME: " Karo Reviews Private Limited ",
  OPERATOR_ADDRESS: "4 Residency Road, Indore 452001",
  OPERATOR_EMAIL: "privacy@karo.example",
  OPERATOR_PHONE: "+91 731 400 5678",
  GRIEVANCE_OFFICER_NAME: "Asha Verma",
  GRIEVANCE_OFFICER_EMAIL: "grievance@karo.example",
  SECURITY_CONTACT_EMAIL: "security@karo.example",
};

describe("the operator's settings", () => {
  it("default to a local installation's operator when none is set", () => {
    const operator = loadOperatorConfig({});
    expect(operator.legalName).toBe("ReviewKaro (local installation)");
    expect(operator.phone).toBe("+917554001234");
    expect(operator.securityEmail).toBe("security@reviewkaro.in");
    // A local installation on a production build needs nothing either (`npm start`).
    expect(loadOperatorConfig({ NODE_ENV: "production", INSTALLATION: "local" }).legalName).toBe(
      "ReviewKaro (local installation)",
    );
  });

  it("read each variable, the phone without its spaces", () => {
    expect(loadOperatorConfig(realOperator)).toEqual({
      legalName: "Karo Reviews Private Limited",
      address: "4 Residency Road, Indore 452001",
      email: "privacy@karo.example",
      phone: "+917314005678",
      securityEmail: "security@karo.example",
    });
  });

  it("refuse a bad value and name its variable", () => {
    expect(() => loadOperatorConfig({ OPERATOR_EMAIL: "not-an-email" })).toThrow(
      OperatorConfigError,
    );
    expect(() => loadOperatorConfig({ OPERATOR_PHONE: "12345" })).toThrow(/OPERATOR_PHONE/);
    expect(() => loadOperatorConfig({ SECURITY_CONTACT_EMAIL: "security" })).toThrow(
      /SECURITY_CONTACT_EMAIL: must be an email address/,
    );
  });

  it("refuse a production server without the operator's details, naming every missing one", () => {
    for (const installation of [undefined, "production"]) {
      let message = "";
      try {
        loadOperatorConfig({ NODE_ENV: "production", INSTALLATION: installation });
      } catch (error) {
        expect(error).toBeInstanceOf(OperatorConfigError);
        message = (error as Error).message;
      }
      for (const key of Object.keys(requiredInProduction)) {
        expect(message).toContain(`${key}: required in production`);
      }
      // Never the sample operator on a real site's pages.
      expect(message).not.toContain("local installation)");
    }
  });

  it("name only what is missing, and count a blank value as missing", () => {
    const { OPERATOR_ADDRESS: _address, ...withoutAddress } = realOperator;
    const production = { NODE_ENV: "production", INSTALLATION: "production" };
    expect(() =>
      loadOperatorConfig({ ...production, ...withoutAddress, OPERATOR_PHONE: "  " }),
    ).toThrow(
      /^Invalid operator settings:\n {2}OPERATOR_ADDRESS: required in production[^\n]*\n {2}OPERATOR_PHONE: required in production[^\n]*$/,
    );
    expect(loadOperatorConfig({ ...production, ...realOperator }).legalName).toBe(
      "Karo Reviews Private Limited",
    );
  });
});
