// Issue 47 (decision 113), as an operator meets it: `node server/index.js` on a production
// installation exits 1 before it opens a port, naming the setting, when the operator is the local
// installation's sample, the seller is the development one, or SMS go to the console; `npm start`'s
// local installation needs none of them.
import { expect, test } from "@playwright/test";
import { LOCAL_OPERATOR } from "~/config/operator-config.server";
import { DEV_SELLER } from "~/config/seller-config.server";
import { refusedStart, startServer } from "./support/security-client";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** What a production server needs besides (the test operator and seller come from server-process). */
const production = {
  INSTALLATION: "production",
  ADMIN_PHONE: "+919812345678",
  SESSION_SECRET: "r".repeat(40),
  PUBLIC_ORIGIN: "https://reviewkaro.example",
};

test("the local installation's operator stops a production start, naming each setting", async () => {
  const refused = await refusedStart({
    ...production,
    OPERATOR_LEGAL_NAME: LOCAL_OPERATOR.OPERATOR_LEGAL_NAME,
    OPERATOR_ADDRESS: LOCAL_OPERATOR.OPERATOR_ADDRESS,
  });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    "OPERATOR_LEGAL_NAME: is the local installation's placeholder ('ReviewKaro (local installation)')",
  );
  expect(refused.output).toContain("OPERATOR_ADDRESS: is the local installation's placeholder");
  expect(refused.output).not.toContain("OPERATOR_PHONE:");
});

test("the development seller stops it, set or left unset", async () => {
  const unset = await refusedStart({ ...production, SELLER_GSTIN: "" });
  expect(unset.code).toBe(1);
  expect(unset.output).toMatch(/SELLER_GSTIN: required in production/);
  const development = await refusedStart({ ...production, ...DEV_SELLER });
  expect(development.code).toBe(1);
  for (const key of Object.keys(DEV_SELLER))
    expect(development.output).toContain(`${key}: is the development seller's`);
});

test("SMS to the console stops it, unless a rehearsal says so on purpose", async () => {
  const refused = await refusedStart({
    ...production,
    SMS_PROVIDER: "console",
    SMS_CONSOLE_IN_PRODUCTION: "",
  });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    "SMS_PROVIDER: console writes sign-up and login codes to a file",
  );
  // The tests' own production servers are such rehearsals (tests/support/server-process.ts).
  const rehearsal = await startServer(production);
  try {
    expect((await fetch(`${rehearsal.base}/healthz`)).status).toBe(200);
    // It says at its start that it is one, so it is never mistaken for a real site.
    expect(rehearsal.output()).toContain("production server in a rehearsal");
  } finally {
    await rehearsal.stop();
    rehearsal.cleanup();
  }
});
