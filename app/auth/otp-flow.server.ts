import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import type { Refusal } from "~/domain/shared/refusal";
import { refusalInit, refusalToast } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices, type Services } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import type { FlashToast } from "~/http/toast.server";
import type { Language } from "~/i18n/languages";
import type { AuthDeps, CodeFailure, CodeLimited } from "./accounts.server";
import { limitedRefusal, smsFailedRefusal } from "./auth-refusals.server";
import { authDeps } from "./deps.server";
import type { LimitScope } from "./rate-limit.server";

/**
 * What an OTP screen's action answers: its form's result, a toast, and the step to show; a wrong
 * code is said once, at the code field, under its title ('Invalid OTP') in `codeTitle`.
 */
export type OtpAnswer = {
  result: SubmissionResult<string[]>;
  toast: FlashToast | null;
  codeTitle?: string;
} & ({ step: "phone" } | { step: "code"; phone: string; sentAt: number });

/** What the screen's own work needs from the request. */
export type OtpRequest = { db: Services["db"]; deps: AuthDeps; ip: string; language: Language };

/**
 * A screen's own "no" (an account that exists, a stranger at the admin door): back to the
 * number, said as the refusal's toast with its status (decision 116).
 */
export type OtpRefusal = { status: "refused"; refusal: Refusal<string> };

export type OtpSendOutcome =
  | { status: "sent" }
  | { status: "limited"; retryAfterSeconds: number; scope: LimitScope }
  | { status: "sms_failed" }
  | OtpRefusal;

/** A Response is the screen's outcome (signed in, password set); the rest stay on the page. */
export type OtpCheckOutcome =
  | Response
  | { ok: false; reason: CodeFailure }
  | CodeLimited
  | OtpRefusal;

type SendFields = { intent: "send" | "resend"; phone: string };
type CodeFields = { phone: string; code: string };

export type OtpFlow<Send extends $ZodType, Check extends $ZodType> = {
  /** The form of the number step (intent "send" or "resend"). */
  sendSchema: Send;
  /** The code step's form, and its submit button's intent ("verify" unless said). */
  codeSchema: Check;
  codeIntent?: string;
  /** Fields never sent back to the page, such as a new password. */
  secretFields?: string[];
  /** The text of the "code sent" toast, and the title of a wrong or spent code's message. */
  sentText?: string;
  failedTitle?: string;
  send: (value: output<Send>, request: OtpRequest) => Promise<OtpSendOutcome>;
  check: (value: output<Check>, request: OtpRequest) => Promise<OtpCheckOutcome>;
};

/**
 * The action of a "number → code → check" screen (signup, forgot password, admin login): reads
 * the form, sends or resends the code, checks it, and answers each outcome with the same status,
 * toast and step on every screen. The screen's guard runs before it.
 */
export async function otpAction<
  Send extends $ZodType<SendFields>,
  Check extends $ZodType<CodeFields>,
>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  {
    codeIntent = "verify",
    sentText = "auth.otpSentText",
    failedTitle = "auth.invalidOtpTitle",
    ...flow
  }: OtpFlow<Send, Check>,
) {
  const formData = await readForm(request);
  const { db } = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const otpRequest: OtpRequest = { db, deps: authDeps(context), ip, language };
  const hidden = flow.secretFields ?? [];
  const answer = (body: OtpAnswer, init: number | ResponseInit) => data(body, init);

  if (formData.get("intent") === codeIntent) {
    const submission = parseWithZod(formData, { schema: flow.codeSchema });
    if (submission.status !== "success") {
      const phone = String(formData.get("phone") ?? "");
      const result = submission.reply({ hideFields: hidden });
      return answer({ result, toast: null, step: "code", phone, sentAt: 0 }, 400);
    }
    const outcome = await flow.check(submission.value, otpRequest);
    if (outcome instanceof Response) return outcome;
    if ("refusal" in outcome) {
      const result = submission.reply({ hideFields: hidden });
      const toast = refusalToast(outcome.refusal);
      return answer({ result, toast, step: "phone" }, refusalInit(outcome.refusal));
    }
    if (outcome.reason === "limited") {
      // The code stays valid: the person waits and enters it again on the same step.
      const result = submission.reply({ hideFields: ["code", ...hidden] });
      const { phone } = submission.value;
      const refusal = limitedRefusal(outcome, language);
      const toast = refusalToast(refusal);
      return answer({ result, toast, step: "code", phone, sentAt: 0 }, refusalInit(refusal));
    }
    const description =
      outcome.reason === "too_many_attempts" ? "auth.tooManyTriesText" : "auth.invalidOtpText";
    const result = submission.reply({
      fieldErrors: { code: [description] },
      hideFields: ["code", ...hidden],
    });
    const phone = submission.value.phone;
    return answer(
      { result, toast: null, codeTitle: failedTitle, step: "code", phone, sentAt: 0 },
      400,
    );
  }

  const submission = parseWithZod(formData, { schema: flow.sendSchema });
  if (submission.status !== "success") {
    return answer({ result: submission.reply(), toast: null, step: "phone" }, 400);
  }
  const { phone, intent } = submission.value;
  const outcome = await flow.send(submission.value, otpRequest);
  if (outcome.status === "refused") {
    const toast = refusalToast(outcome.refusal);
    return answer(
      { result: submission.reply(), toast, step: "phone" },
      refusalInit(outcome.refusal),
    );
  }
  if (outcome.status === "limited" || outcome.status === "sms_failed") {
    // A limit is 429 with its wait; an SMS not sent is the table's 503 (decision 123).
    const refusal =
      outcome.status === "limited" ? limitedRefusal(outcome, language) : smsFailedRefusal;
    const init = refusalInit(refusal);
    const toast = refusalToast(refusal);
    // The number stays in the form; a failed resend keeps the code step: the code sent before
    // still works.
    const result = submission.reply();
    return intent === "resend"
      ? answer({ result, toast, step: "code", phone, sentAt: 0 }, init)
      : answer({ result, toast, step: "phone" }, init);
  }
  const toast: FlashToast = {
    title: "auth.otpSentTitle",
    description: sentText,
    variant: "success",
  };
  const result = submission.reply({ resetForm: true });
  return answer({ result, toast, step: "code", phone, sentAt: Date.now() }, 200);
}
