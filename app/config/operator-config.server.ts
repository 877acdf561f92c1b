import { z } from "zod";

/** Who runs this ReviewKaro, as the footer and every policy page name it (decision 075). */
export type OperatorDetails = {
  legalName: string;
  address: string;
  email: string;
  /** As dialled ('+917554001234'); the page shows it grouped. */
  phone: string;
};

// A local installation's operator, so `npm start` needs nothing; a real one sets all four.
const LOCAL_OPERATOR = {
  OPERATOR_LEGAL_NAME: "ReviewKaro (local installation)",
  OPERATOR_ADDRESS: "Sample office, MP Nagar Zone 1, Bhopal, Madhya Pradesh 462011",
  OPERATOR_EMAIL: "support@reviewkaro.in",
  OPERATOR_PHONE: "+917554001234",
};

const operatorEnvSchema = z.object({
  OPERATOR_LEGAL_NAME: z
    .string()
    .trim()
    .min(2, "must be the operator's legal name")
    .max(200)
    .optional(),
  OPERATOR_ADDRESS: z.string().trim().min(5, "must be a postal address").max(400).optional(),
  OPERATOR_EMAIL: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an email address, like privacy@example.com")
    .optional(),
  OPERATOR_PHONE: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine(
      (value) => /^\+91\d{10}$/.test(value),
      "must be an Indian number with +91, like +91 755 400 1234",
    )
    .optional(),
});

export class OperatorConfigError extends Error {}

/** Reads and checks the operator's settings; a bad value names its variable. */
export function loadOperatorConfig(source: NodeJS.ProcessEnv = process.env): OperatorDetails {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = operatorEnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new OperatorConfigError(`Invalid operator settings:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    legalName: env.OPERATOR_LEGAL_NAME ?? LOCAL_OPERATOR.OPERATOR_LEGAL_NAME,
    address: env.OPERATOR_ADDRESS ?? LOCAL_OPERATOR.OPERATOR_ADDRESS,
    email: env.OPERATOR_EMAIL ?? LOCAL_OPERATOR.OPERATOR_EMAIL,
    phone: env.OPERATOR_PHONE ?? LOCAL_OPERATOR.OPERATOR_PHONE,
  };
}

let current: OperatorDetails | undefined;

/** The operator of this process, read once (the server reads it at start, so a bad value stops it there). */
export function operatorConfig(): OperatorDetails {
  current ??= loadOperatorConfig();
  return current;
}
