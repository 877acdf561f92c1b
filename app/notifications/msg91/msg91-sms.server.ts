import { SmsDeliveryError, type SmsProvider, type SmsTemplateName } from "../sms";

/** The key, the OTP's DLT template and the template of each business SMS (decision 050). */
export type Msg91Options = {
  authKey: string;
  templateId: string;
  /** The DLT template of the daily review SMS; unset, those SMS are refused (and marked failed). */
  digestTemplateId?: string;
  /** The DLT template of a complaint's ticket SMS (decision 078); unset, those SMS are refused. */
  complaintTemplateId?: string;
  /** The DLT template of a removal's SMS to its author (decision 080); unset, those are marked failed. */
  removalTemplateId?: string;
  /** The DLT template of a breach notice's SMS (decision 095); unset, those are marked failed. */
  breachTemplateId?: string;
  /** The DLT template of an answered appeal's SMS (decision 109); unset, those are marked failed. */
  appealAnswerTemplateId?: string;
  /** The DLT template of a dispute's answer to the business (decision 108); unset, those are marked failed. */
  disputeAnswerTemplateId?: string;
  /** The DLT template of a moderator's invitation (decision 110); unset, those are marked failed. */
  invitationTemplateId?: string;
  baseUrl?: string;
};

/** Which option holds each business SMS's DLT template; a new template name fails to compile here. */
const templateOption: Record<SmsTemplateName, keyof Msg91Options> = {
  review_digest: "digestTemplateId",
  complaint_update: "complaintTemplateId",
  removal_notice: "removalTemplateId",
  breach_notice: "breachTemplateId",
  appeal_answer: "appealAnswerTemplateId",
  dispute_answer: "disputeAnswerTemplateId",
  moderator_invitation: "invitationTemplateId",
};

/**
 * MSG91's Flow API (POST /api/v5/flow with the `authkey` header). The DLT-registered template
 * holds the text with an ##otp## variable, so only the number and the code are sent.
 */
export function createMsg91SmsProvider(
  options: Msg91Options & { fetch?: typeof fetch; timeoutMs?: number },
): SmsProvider {
  const send = options.fetch ?? fetch;
  const url = `${(options.baseUrl ?? "https://control.msg91.com").replace(/\/$/, "")}/api/v5/flow`;
  return {
    async send(message) {
      const recipient: Record<string, string> = {
        mobiles: message.to.replace(/^\+/, ""),
        ...message.template?.values,
      };
      if (message.code !== undefined) recipient.otp = message.code;
      const templateId = message.template
        ? options[templateOption[message.template.name]]
        : options.templateId;
      if (!templateId) throw new SmsDeliveryError("no DLT template for this SMS is configured");
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          headers: {
            authkey: options.authKey,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({
            template_id: templateId,
            short_url: "0",
            recipients: [recipient],
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`MSG91 could not be reached: ${(error as Error).name}`);
      }
      const text = await response.text().catch(() => "");
      // MSG91 also answers 200 with {"type":"error"} for a refused request.
      if (!response.ok || readMsg91Type(text) === "error") {
        throw new SmsDeliveryError(`MSG91 refused the SMS (HTTP ${response.status})`);
      }
    },
  };
}

function readMsg91Type(text: string): unknown {
  try {
    return (JSON.parse(text) as { type?: unknown }).type;
  } catch {
    return undefined;
  }
}
