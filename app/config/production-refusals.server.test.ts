import { describe, expect, it } from "vitest";
import { LOCAL_OPERATOR } from "./operator-config.server";
import {
  ProductionRefusalError,
  productionRefusals,
  refuseProductionStandIns,
  rehearsalWarning,
} from "./production-refusals.server";
import { DEV_SELLER } from "./seller-config.server";

/** A production server with a real operator, a real seller and SMS that reach phones. */
const production = {
  NODE_ENV: "production",
  INSTALLATION: "production",
  OPERATOR_LEGAL_NAME: "Karo Reviews Private Limited",
  OPERATOR_ADDRESS: "4 Residency Road, Indore 452001",
  OPERATOR_PHONE: "+917314005678",
  SELLER_LEGAL_NAME: "Karo Reviews Private Limited",
  SELLER_GSTIN: "27AAPFU0939F1ZV",
  SELLER_ADDRESS: "4 Residency Road, Pune, Maharashtra 411001",
  SMS_PROVIDER: "msg91",
};

/** The message a start refused with, or null when it starts. */
function refusal(env: Record<string, string | undefined>): string | null {
  try {
    refuseProductionStandIns(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ProductionRefusalError);
    return (error as Error).message;
  }
}

describe("a production start with a local installation's stand-ins", () => {
  it("starts with real details, and a local installation or a test process needs none", () => {
    expect(refusal(production)).toBeNull();
    // `npm start`: a production build of a local installation, nothing else set.
    expect(refusal({ NODE_ENV: "production", INSTALLATION: "local" })).toBeNull();
    expect(refusal({ NODE_ENV: "development" })).toBeNull();
    expect(refusal({ NODE_ENV: "test", INSTALLATION: "production" })).toBeNull();
  });

  it.each([
    ["OPERATOR_LEGAL_NAME", "ReviewKaro (local installation)"],
    ["OPERATOR_ADDRESS", LOCAL_OPERATOR.OPERATOR_ADDRESS],
    ["OPERATOR_PHONE", LOCAL_OPERATOR.OPERATOR_PHONE],
  ])("refuses the local operator's %s, naming it", (setting, placeholder) => {
    const message = refusal({ ...production, [setting]: ` ${placeholder} ` });
    expect(message).toContain(`${setting}: is the local installation's placeholder`);
    expect(message).toContain(placeholder);
    expect(productionRefusals({ ...production, [setting]: placeholder })).toHaveLength(1);
  });

  it.each(Object.entries(DEV_SELLER))(
    "refuses the development seller's %s, set or left unset, naming it",
    (setting, development) => {
      expect(refusal({ ...production, [setting]: development })).toContain(
        `${setting}: is the development seller's ('${development}')`,
      );
      expect(refusal({ ...production, [setting]: "" })).toMatch(
        new RegExp(
          `${setting}: required in production: .*invoices would name the development seller`,
        ),
      );
      expect(refusal({ ...production, [setting]: undefined })).toContain(`${setting}: required`);
    },
  );

  it("knows the development GSTIN however it is written", () => {
    expect(productionRefusals({ ...production, SELLER_GSTIN: "23aaacr9999k1zm" })).toEqual([
      expect.objectContaining({ setting: "SELLER_GSTIN" }),
    ]);
  });

  it("refuses SMS to the console, set or by default, unless a rehearsal says so", () => {
    for (const sms of ["console", "", undefined]) {
      const message = refusal({ ...production, SMS_PROVIDER: sms });
      expect(message).toContain("SMS_PROVIDER: console writes sign-up and login codes to a file");
      expect(message).toContain("set msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID");
    }
    expect(
      refusal({ ...production, SMS_PROVIDER: "console", SMS_CONSOLE_IN_PRODUCTION: "yes" }),
    ).toContain("SMS_PROVIDER");
    expect(
      refusal({ ...production, SMS_PROVIDER: "console", SMS_CONSOLE_IN_PRODUCTION: "rehearsal" }),
    ).toBeNull();
    // Such a rehearsal says so at every start; a real site and a local installation do not.
    expect(
      rehearsalWarning({ ...production, SMS_PROVIDER: "", SMS_CONSOLE_IN_PRODUCTION: "rehearsal" }),
    ).toContain("reach no phone");
    expect(rehearsalWarning({ ...production, SMS_CONSOLE_IN_PRODUCTION: "rehearsal" })).toBeNull();
    expect(
      rehearsalWarning({
        NODE_ENV: "production",
        INSTALLATION: "local",
        SMS_CONSOLE_IN_PRODUCTION: "rehearsal",
      }),
    ).toBeNull();
    const warned: string[] = [];
    refuseProductionStandIns(
      { ...production, SMS_PROVIDER: "console", SMS_CONSOLE_IN_PRODUCTION: "rehearsal" },
      (line) => warned.push(line),
    );
    refuseProductionStandIns(production, (line) => warned.push(line));
    expect(warned).toEqual([expect.stringMatching(/^production server in a rehearsal/)]);
  });

  it("names every refused setting at once, and how to try the app locally instead", () => {
    const message = refusal({ NODE_ENV: "production", INSTALLATION: "production" }) ?? "";
    for (const setting of ["SELLER_LEGAL_NAME", "SELLER_GSTIN", "SELLER_ADDRESS", "SMS_PROVIDER"])
      expect(message).toContain(`  ${setting}: `);
    expect(message).toContain("INSTALLATION=local");
    // An unset INSTALLATION is a production one.
    expect(productionRefusals({ NODE_ENV: "production" })).toHaveLength(4);
  });
});
