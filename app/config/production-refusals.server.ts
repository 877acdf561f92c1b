import { type Environment as Env, processEnvironment } from "./environment.server";
import { LOCAL_OPERATOR } from "./operator-config.server";
import { DEV_SELLER } from "./seller-config.server";

/** One setting a production installation will not start with, and why (decision 113). */
export type ProductionRefusal = { setting: string; message: string };

/**
 * The value a production operator must set instead of a local installation's stand-in: a real
 * operator (decision 094), a real seller on every tax invoice (decision 062), and SMS that reach
 * phones. Each stand-in is what `npm start` shows with nothing set; on a site for real users it
 * would put a sample address on /privacy or a development GSTIN on an invoice.
 */
const operatorPlaceholders = {
  OPERATOR_LEGAL_NAME: LOCAL_OPERATOR.OPERATOR_LEGAL_NAME,
  OPERATOR_ADDRESS: LOCAL_OPERATOR.OPERATOR_ADDRESS,
  OPERATOR_PHONE: LOCAL_OPERATOR.OPERATOR_PHONE,
} as const;

const sellerMeaning = {
  SELLER_LEGAL_NAME: "the seller's legal name, printed on every tax invoice and credit note",
  SELLER_GSTIN: "the seller's GSTIN, printed on every tax invoice and credit note",
  SELLER_ADDRESS: "the seller's registered address, printed on every tax invoice",
} as const;

/**
 * Console SMS in production only on purpose: a rehearsal of a production server (the browser
 * tests, deploy/ rehearsals) sets SMS_CONSOLE_IN_PRODUCTION=rehearsal; codes then stay in
 * DATA_DIR/dev-outbox.jsonl and reach no phone.
 */
export const CONSOLE_SMS_REHEARSAL = "rehearsal";

/** A production server: NODE_ENV=production (the default of `node server/index.js`) and not local. */
function isProductionServer(source: Env): boolean {
  return source.NODE_ENV === "production" && source.INSTALLATION !== "local";
}

const given = (value: string | undefined) => value?.trim() || undefined;

/**
 * What stops a production start, each naming its setting: the local installation's operator,
 * the development seller (set or left unset), and SMS to the console. A local installation and
 * a development or test process are never refused here.
 */
export function productionRefusals(source: Env = processEnvironment()): ProductionRefusal[] {
  if (!isProductionServer(source)) return [];
  const refusals: ProductionRefusal[] = [];
  for (const [setting, placeholder] of Object.entries(operatorPlaceholders)) {
    if (given(source[setting]) === placeholder)
      refusals.push({
        setting,
        message: `is the local installation's placeholder ('${placeholder}'): set the operator's own`,
      });
  }
  for (const [setting, meaning] of Object.entries(sellerMeaning)) {
    const value = given(source[setting]);
    const development = DEV_SELLER[setting as keyof typeof sellerMeaning];
    if (value === undefined)
      refusals.push({
        setting,
        message: `required in production: ${meaning} (unset, invoices would name the development seller)`,
      });
    else if (
      value.replace(/\s/g, "").toUpperCase() === development.replace(/\s/g, "").toUpperCase()
    )
      refusals.push({
        setting,
        message: `is the development seller's ('${development}'): set ${meaning}`,
      });
  }
  const sms = given(source.SMS_PROVIDER) ?? "console";
  if (sms === "console" && given(source.SMS_CONSOLE_IN_PRODUCTION) !== CONSOLE_SMS_REHEARSAL)
    refusals.push({
      setting: "SMS_PROVIDER",
      message:
        "console writes sign-up and login codes to a file on this server and sends no SMS: set msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (SMS_CONSOLE_IN_PRODUCTION=rehearsal keeps console for a rehearsal that no real person uses)",
    });
  return refusals;
}

/** The warning a production rehearsal logs at every start, so it is never mistaken for a real site. */
export function rehearsalWarning(source: Env = processEnvironment()): string | null {
  if (!isProductionServer(source) || (given(source.SMS_PROVIDER) ?? "console") !== "console")
    return null;
  return given(source.SMS_CONSOLE_IN_PRODUCTION) === CONSOLE_SMS_REHEARSAL
    ? "a rehearsal (SMS_CONSOLE_IN_PRODUCTION=rehearsal): SMS go to DATA_DIR/dev-outbox.jsonl and reach no phone"
    : null;
}

export class ProductionRefusalError extends Error {}

/**
 * Throws, naming every refused setting, when this production start uses a stand-in; a
 * rehearsal's start is told to `warn` (a log line), so it is never mistaken for a real site.
 */
export function refuseProductionStandIns(
  source: Env = processEnvironment(),
  warn: (line: string) => void = () => undefined,
): void {
  const refusals = productionRefusals(source);
  if (refusals.length === 0) {
    const rehearsal = rehearsalWarning(source);
    if (rehearsal) warn(`production server in ${rehearsal}`);
    return;
  }
  const lines = refusals.map(({ setting, message }) => `  ${setting}: ${message}`);
  throw new ProductionRefusalError(
    `A production installation does not start with a local stand-in (or set INSTALLATION=local to try the app on this machine):\n${lines.join("\n")}`,
  );
}
