import { z } from "zod";
import { type Environment, processEnvironment } from "./environment.server";

/** Who runs this ReviewKaro, as the footer and every policy page name it (decision 075). */
export type OperatorDetails = {
  legalName: string;
  address: string;
  email: string;
  /** As dialled ('+917554001234'); the page shows it grouped. */
  phone: string;
  /**
   * Where a security problem or an incident is reported: /contact and /.well-known/security.txt
   * (RFC 9116) name it; the operator's Point of Contact for CERT-In (decision 094).
   */
  securityEmail: string;
};

// A local installation's operator, so `npm start` needs nothing; a production one sets them all.
export const LOCAL_OPERATOR = {
  OPERATOR_LEGAL_NAME: "ReviewKaro (local installation)",
  OPERATOR_ADDRESS: "Sample office, MP Nagar Zone 1, Bhopal, Madhya Pradesh 462011",
  OPERATOR_EMAIL: "support@reviewkaro.in",
  OPERATOR_PHONE: "+917554001234",
  SECURITY_CONTACT_EMAIL: "security@reviewkaro.in",
};

const email = (example: string) =>
  z
    .string()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, `must be an email address, like ${example}`)
    .optional();

/** The operator's settings, part of the one schema (config.server.ts); read and checked here. */
export const operatorEnvFields = {
  OPERATOR_LEGAL_NAME: z
    .string()
    .trim()
    .min(2, "must be the operator's legal name")
    .max(200)
    .optional(),
  OPERATOR_ADDRESS: z.string().trim().min(5, "must be a postal address").max(400).optional(),
  OPERATOR_EMAIL: email("privacy@example.com"),
  OPERATOR_PHONE: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine(
      (value) => /^\+91\d{10}$/.test(value),
      "must be an Indian number with +91, like +91 755 400 1234",
    )
    .optional(),
  SECURITY_CONTACT_EMAIL: email("security@example.com"),
};

const operatorEnvSchema = z.object(operatorEnvFields);

/**
 * What a production installation must name before it serves a page (decision 094): the
 * operator's legal details on /privacy, /terms, /grievance and /contact, the grievance officer
 * (IT Rules 2021, rule 3(2)(a)) and the security contact (CERT-In's Point of Contact). The
 * grievance officer's settings are read in config.server.ts; here only their presence is checked.
 */
export const requiredInProduction = {
  OPERATOR_LEGAL_NAME: "the operator's legal name, as on its registration",
  OPERATOR_ADDRESS: "the operator's postal address",
  OPERATOR_EMAIL: "the operator's email address for people and their data",
  OPERATOR_PHONE: "the operator's phone number, with +91",
  GRIEVANCE_OFFICER_NAME: "the grievance officer's name, shown on /grievance",
  GRIEVANCE_OFFICER_EMAIL: "the grievance officer's email address, shown on /grievance",
  SECURITY_CONTACT_EMAIL:
    "where security problems and incidents are reported (/contact, /.well-known/security.txt)",
} as const;

export class OperatorConfigError extends Error {}

/**
 * Whether the operator's details are required: a production server (NODE_ENV=production, which
 * `node server/index.js` sets unless told otherwise) that is not a local installation.
 */
function isProductionServer(source: Environment): boolean {
  return source.NODE_ENV === "production" && source.INSTALLATION !== "local";
}

/** Reads and checks the operator's settings; a bad or missing value names its variable. */
export function loadOperatorConfig(source: Environment = processEnvironment()): OperatorDetails {
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const lines: string[] = [];
  if (isProductionServer(source)) {
    for (const [key, meaning] of Object.entries(requiredInProduction)) {
      if (given[key] === undefined) {
        lines.push(
          `  ${key}: required in production: ${meaning} (or set INSTALLATION=local to try the app on this machine)`,
        );
      }
    }
  }
  const parsed = operatorEnvSchema.safeParse(given);
  if (!parsed.success) {
    lines.push(
      ...parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`),
    );
  }
  if (lines.length > 0 || !parsed.success) {
    throw new OperatorConfigError(`Invalid operator settings:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    legalName: env.OPERATOR_LEGAL_NAME ?? LOCAL_OPERATOR.OPERATOR_LEGAL_NAME,
    address: env.OPERATOR_ADDRESS ?? LOCAL_OPERATOR.OPERATOR_ADDRESS,
    email: env.OPERATOR_EMAIL ?? LOCAL_OPERATOR.OPERATOR_EMAIL,
    phone: env.OPERATOR_PHONE ?? LOCAL_OPERATOR.OPERATOR_PHONE,
    securityEmail: env.SECURITY_CONTACT_EMAIL ?? LOCAL_OPERATOR.SECURITY_CONTACT_EMAIL,
  };
}

let current: OperatorDetails | undefined;

/** The operator of this process, read once (the server reads it at start, so a bad value stops it there). */
export function operatorConfig(): OperatorDetails {
  current ??= loadOperatorConfig();
  return current;
}
