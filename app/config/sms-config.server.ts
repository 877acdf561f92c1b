import { z } from "zod";
import type { Msg91Options } from "~/notifications/msg91/msg91-sms.server";
import { type SmsProviderName, smsProviderNames } from "~/notifications/sms-providers.server";

/** Set when SMS_PROVIDER=msg91: the key and the DLT template of each kind of SMS. */
export type Msg91Config = Msg91Options & { baseUrl: string };

/** A DLT template's id, trimmed; unset or blank, the SMS of that kind are not sent (marked failed). */
const templateId = z
  .string()
  .trim()
  .optional()
  .transform((id) => id || undefined);

export const smsEnvSchema = {
  // The names are the registry's (app/notifications/sms-providers.server.ts, decision 117).
  SMS_PROVIDER: z.enum(smsProviderNames).default("console"),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_DIGEST_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_COMPLAINT_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_REMOVAL_TEMPLATE_ID: templateId,
  MSG91_BREACH_TEMPLATE_ID: templateId,
  MSG91_APPEAL_ANSWER_TEMPLATE_ID: templateId,
  MSG91_DISPUTE_ANSWER_TEMPLATE_ID: templateId,
  MSG91_INVITATION_TEMPLATE_ID: templateId,
  MSG91_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, "must be an http(s) origin, like https://control.msg91.com")
    .optional(),
};

type SmsEnv = { SMS_PROVIDER: SmsProviderName } & {
  [key in Exclude<keyof typeof smsEnvSchema, "SMS_PROVIDER">]?: string;
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
    removalTemplateId: env.MSG91_REMOVAL_TEMPLATE_ID,
    breachTemplateId: env.MSG91_BREACH_TEMPLATE_ID,
    appealAnswerTemplateId: env.MSG91_APPEAL_ANSWER_TEMPLATE_ID,
    disputeAnswerTemplateId: env.MSG91_DISPUTE_ANSWER_TEMPLATE_ID,
    invitationTemplateId: env.MSG91_INVITATION_TEMPLATE_ID,
    baseUrl: (env.MSG91_BASE_URL ?? "https://control.msg91.com").replace(/\/$/, ""),
  };
}
