import { z } from "zod";

/** Set when SMS_PROVIDER=msg91: the key and the DLT template of each kind of SMS. */
export type Msg91Config = {
  authKey: string;
  templateId: string;
  /** The owners' daily SMS of new reviews (decision 050); unset, those SMS are not sent. */
  digestTemplateId?: string;
  /** A complaint's ticket SMS (decision 078); unset, those SMS are not sent. */
  complaintTemplateId?: string;
  baseUrl: string;
};

export const smsEnvSchema = {
  SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_DIGEST_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_COMPLAINT_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, "must be an http(s) origin, like https://control.msg91.com")
    .optional(),
};

type SmsEnv = {
  SMS_PROVIDER: "console" | "msg91";
  MSG91_AUTH_KEY?: string;
  MSG91_TEMPLATE_ID?: string;
  MSG91_DIGEST_TEMPLATE_ID?: string;
  MSG91_COMPLAINT_TEMPLATE_ID?: string;
  MSG91_BASE_URL?: string;
};

/** The settings SMS_PROVIDER=msg91 cannot do without, each with why. */
export function missingSmsSettings(env: SmsEnv): Array<{ path: string; message: string }> {
  if (env.SMS_PROVIDER !== "msg91") return [];
  return (["MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID"] as const)
    .filter((key) => !env[key])
    .map((key) => ({ path: key, message: "required when SMS_PROVIDER=msg91" }));
}

export function readMsg91Config(env: SmsEnv): Msg91Config | undefined {
  if (env.SMS_PROVIDER !== "msg91" || !env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)
    return undefined;
  return {
    authKey: env.MSG91_AUTH_KEY,
    templateId: env.MSG91_TEMPLATE_ID,
    digestTemplateId: env.MSG91_DIGEST_TEMPLATE_ID,
    complaintTemplateId: env.MSG91_COMPLAINT_TEMPLATE_ID,
    baseUrl: (env.MSG91_BASE_URL ?? "https://control.msg91.com").replace(/\/$/, ""),
  };
}
