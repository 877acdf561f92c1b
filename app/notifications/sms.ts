/*
 * The one SMS sender every caller imports: OTPs (auth), grievances, digests, removal notices,
 * dispute and appeal answers, invitations and breach notices (domain). A provider is a folder
 * beside this file and one line in sms-providers.server.ts (decision 117).
 */

/** The DLT-registered templates of business SMS beyond the OTP (decision 050). */
export const smsTemplateNames = [
  "review_digest",
  "complaint_update",
  "removal_notice",
  "breach_notice",
  "moderator_invitation",
  "appeal_answer",
  "dispute_answer",
] as const;
export type SmsTemplateName = (typeof smsTemplateNames)[number];

/**
 * One SMS. `template` names the DLT-registered template a real provider sends (Indian rules: a
 * business SMS must match a registered template; decision 050), with the values of its
 * variables; absent, it is the OTP template.
 */
export type SmsMessage = {
  to: string;
  body: string;
  code?: string;
  template?: { name: SmsTemplateName; values: Record<string, string> };
};

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** A provider could not deliver: unreachable, refused, or no template configured. */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
}
