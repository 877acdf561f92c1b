import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "~/config/config.server";
import { readSmsTemplates } from "~/config/sms-templates.server";
import type { VerificationPurpose } from "~/db/schema";
import { logger } from "~/logging/logger.server";
import { OTP_TTL_MS } from "./verification.server";

/**
 * One SMS. `template` names the DLT-registered template a real provider sends (Indian rules: a
 * business SMS must match a registered template; decision 050), with the values of its
 * variables; absent, it is the OTP template.
 */
export type SmsMessage = {
  to: string;
  body: string;
  code?: string;
  template?: {
    name:
      | "review_digest"
      | "complaint_update"
      | "removal_notice"
      | "breach_notice"
      | "moderator_invitation"
      | "appeal_answer"
      | "dispute_answer";
    values: Record<string, string>;
  };
};

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export type OutboxEntry = { to: string; body: string; code: string | null; at: string };

const outboxFileName = "dev-outbox.jsonl";

/**
 * The development and test provider: a line in the server log (without the code) and the whole
 * message, code included, appended to DATA_DIR/dev-outbox.jsonl for /dev/outbox and for tests.
 */
export function createConsoleSmsProvider(options: {
  dataDir: string;
  log?: (line: string) => void;
  now?: () => Date;
}): SmsProvider {
  const log = options.log ?? ((line: string) => logger.info(line));
  const file = path.join(options.dataDir, outboxFileName);
  return {
    async send(message) {
      const entry: OutboxEntry = {
        to: message.to,
        body: message.body,
        code: message.code ?? null,
        at: (options.now?.() ?? new Date()).toISOString(),
      };
      await mkdir(options.dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`, "utf8");
      log(`[sms] message to ${message.to} written to ${file}`);
    },
  };
}

/** The development outbox, newest first; empty when nothing was sent yet. */
export async function readOutbox(options: {
  dataDir: string;
  limit?: number;
}): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(path.join(options.dataDir, outboxFileName), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const entries = text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as OutboxEntry];
      } catch {
        // A line cut short by a crash mid-append is skipped, not fatal.
        return [];
      }
    })
    .reverse();
  return options.limit === undefined ? entries : entries.slice(0, options.limit);
}

export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
}

/**
 * MSG91's Flow API (POST /api/v5/flow with the `authkey` header). The DLT-registered template
 * holds the text with an ##otp## variable, so only the number and the code are sent.
 */
export function createMsg91SmsProvider(options: {
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
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SmsProvider {
  const send = options.fetch ?? fetch;
  const url = `${(options.baseUrl ?? "https://control.msg91.com").replace(/\/$/, "")}/api/v5/flow`;
  return {
    async send(message) {
      const recipient: Record<string, string> = {
        mobiles: message.to.replace(/^\+/, ""),
        ...message.template?.values,
      };
      if (message.code !== undefined) recipient.otp = message.code;
      const templateId = !message.template
        ? options.templateId
        : message.template.name === "complaint_update"
          ? options.complaintTemplateId
          : message.template.name === "removal_notice"
            ? options.removalTemplateId
            : message.template.name === "breach_notice"
              ? options.breachTemplateId
              : message.template.name === "moderator_invitation"
                ? options.invitationTemplateId
                : message.template.name === "appeal_answer"
                  ? options.appealAnswerTemplateId
                  : message.template.name === "dispute_answer"
                    ? options.disputeAnswerTemplateId
                    : options.digestTemplateId;
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

/** The SMS provider the configuration names. */
export function createSmsProvider(
  config: Pick<Config, "smsProvider" | "dataDir" | "msg91">,
  options: { log?: (line: string) => void; fetch?: typeof fetch } = {},
): SmsProvider {
  if (config.smsProvider === "console") {
    return createConsoleSmsProvider({ dataDir: config.dataDir, log: options.log });
  }
  if (!config.msg91) {
    throw new Error("SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID");
  }
  return createMsg91SmsProvider({ ...config.msg91, ...readSmsTemplates(), fetch: options.fetch });
}

const otpMinutes = OTP_TTL_MS / 60_000;

const purposeWords: Record<"en" | "hi", Record<VerificationPurpose, string>> = {
  en: {
    signup: "sign-up",
    reset: "password reset",
    admin_login: "admin login",
    delete_account: "account deletion",
  },
  hi: {
    signup: "साइन-अप",
    reset: "पासवर्ड रीसेट",
    admin_login: "एडमिन लॉगिन",
    delete_account: "खाता हटाने का",
  },
};

/** The text of an OTP SMS; it warns against sharing the code, since OTP scams are common. */
export function otpMessage(options: {
  code: string;
  purpose: VerificationPurpose;
  language: "en" | "hi";
}): string {
  const what = purposeWords[options.language][options.purpose];
  if (options.language === "hi") {
    return `आपका ReviewKaro ${what} कोड ${options.code} है। यह ${otpMinutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें। ReviewKaro कभी पैसे नहीं माँगता।`;
  }
  return `Your ReviewKaro ${what} code is ${options.code}. It is valid for ${otpMinutes} minutes. Do not share it with anyone. ReviewKaro never asks for money.`;
}
