import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "~/forms/zod";
import {
  type RequestInfo,
  requestContext,
  type Services,
  servicesContext,
} from "~/http/context.server";
import { refusalHeader } from "~/http/refusal-headers";
import { otpScreenRefusals, smsFailedRefusal } from "./auth-refusals.server";
import { otpField, phoneField, withConfirmedPassword } from "./forms";
import {
  type OtpAnswer,
  type OtpCheckOutcome,
  type OtpSendOutcome,
  otpAction,
} from "./otp-flow.server";

const sendSchema = z.object({ intent: z.enum(["send", "resend"]), phone: phoneField });
const resetSchema = withConfirmedPassword({
  intent: z.literal("reset"),
  phone: phoneField,
  code: otpField,
});

function post(fields: Record<string, string>) {
  const context = new RouterContextProvider();
  const services = { db: {}, config: { sessionSecret: "s", adminPhone: "+919000000000" } };
  context.set(servicesContext, services as unknown as Services);
  context.set(requestContext, { ip: "203.0.113.7", language: "en" } as RequestInfo);
  const request = new Request("http://localhost/forgot-password", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return { request, context };
}

/** A flow like forgot password's: a new password beside the code, never sent back. */
function run(
  fields: Record<string, string>,
  outcomes: { send?: OtpSendOutcome; check?: OtpCheckOutcome } = {},
) {
  const send = vi.fn(async () => outcomes.send ?? { status: "sent" as const });
  const check = vi.fn(
    async () => outcomes.check ?? { ok: false as const, reason: "invalid" as const },
  );
  const answer = otpAction(post(fields), {
    sendSchema,
    codeIntent: "reset",
    codeSchema: resetSchema,
    secretFields: ["password", "confirmPassword"],
    sentText: "auth.resetCodeSentText",
    failedTitle: "auth.resetFailedTitle",
    send,
    check,
  });
  return { answer, send, check };
}

async function answered(answer: Promise<unknown>) {
  const result = (await answer) as { data: OtpAnswer; init: { status: number } };
  return { status: result.init.status, ...result.data };
}

const code = { intent: "reset", phone: "+919876543210", code: "123456" };
const passwords = { password: "chai-12345", confirmPassword: "chai-12345" };

describe("the OTP flow's action", () => {
  it("sends a code and shows the code step with the number and the send time", async () => {
    const { answer, send } = run({ intent: "send", phone: "9876543210" });
    const body = await answered(answer);
    expect(body).toMatchObject({
      status: 200,
      step: "code",
      phone: "+919876543210",
      toast: { title: "auth.otpSentTitle", description: "auth.resetCodeSentText" },
    });
    expect(body.step === "code" && body.sentAt).toBeGreaterThan(0);
    expect(send).toHaveBeenCalledWith(
      { intent: "send", phone: "+919876543210" },
      expect.objectContaining({ ip: "203.0.113.7", language: "en" }),
    );
  });

  it("refuses a number that is not one with 400 on the number step, sending nothing", async () => {
    const { answer, send } = run({ intent: "send", phone: "12345" });
    expect(await answered(answer)).toMatchObject({ status: 400, step: "phone", toast: null });
    expect(send).not.toHaveBeenCalled();
  });

  it("answers a limit 429 and an SMS failure the table's 503; a failed resend keeps the code step", async () => {
    const limited = { status: "limited", retryAfterSeconds: 30, scope: "network" } as const;
    const first = run({ intent: "send", phone: "9876543210" }, { send: limited });
    expect(await answered(first.answer)).toMatchObject({
      status: 429,
      step: "phone",
      toast: { title: "Your network is busy", description: expect.stringContaining("30 seconds") },
    });
    const init = ((await first.answer) as { init: ResponseInit }).init;
    expect(new Headers(init.headers).get("Retry-After")).toBe("30");
    const resend = run({ intent: "resend", phone: "9876543210" }, { send: limited });
    expect(await answered(resend.answer)).toMatchObject({ status: 429, step: "code", sentAt: 0 });
    const failed = run({ intent: "send", phone: "9876543210" }, { send: { status: "sms_failed" } });
    const notSent = await answered(failed.answer);
    expect(notSent).toMatchObject({
      status: 503,
      step: "phone",
      toast: {
        title: smsFailedRefusal.title,
        description: smsFailedRefusal.message,
        variant: "error",
      },
    });
    // The number stays in the form, to send again with one tap.
    expect(notSent.result.initialValue).toMatchObject({ phone: "9876543210" });
    const failedInit = ((await failed.answer) as { init: ResponseInit }).init;
    expect(new Headers(failedInit.headers).get(refusalHeader)).toBe("503");
    const failedResend = run(
      { intent: "resend", phone: "9876543210" },
      { send: { status: "sms_failed" } },
    );
    expect(await answered(failedResend.answer)).toMatchObject({
      status: 503,
      step: "code",
      phone: "+919876543210",
      toast: { title: "auth.smsFailedTitle" },
    });
  });

  it("sends the screen's own refusal back to the number step with its status and toast", async () => {
    const refused = { status: "refused", refusal: otpScreenRefusals.denied } as const;
    const { answer } = run({ intent: "send", phone: "9876543210" }, { send: refused });
    const toast = {
      title: "auth.accessDeniedTitle",
      description: "auth.accessDeniedText",
      variant: "error",
    };
    expect(await answered(answer)).toMatchObject({ status: 403, step: "phone", toast });
  });

  it("answers a wrong code 400 at the code field alone (no toast) and never sends back the code or the passwords", async () => {
    const { answer, check } = run({ ...code, ...passwords });
    const body = await answered(answer);
    expect(body).toMatchObject({
      status: 400,
      step: "code",
      phone: "+919876543210",
      sentAt: 0,
      toast: null,
      codeTitle: "auth.resetFailedTitle",
    });
    expect(body.result.error?.code).toEqual(["auth.invalidOtpText"]);
    expect(JSON.stringify(body.result.initialValue)).not.toMatch(/123456|chai-12345/);
    expect(check).toHaveBeenCalledWith(
      expect.objectContaining({ code: "123456" }),
      expect.anything(),
    );

    const spent = run(
      { ...code, ...passwords },
      { check: { ok: false, reason: "too_many_attempts" } },
    );
    const spentBody = await answered(spent.answer);
    expect(spentBody).toMatchObject({ toast: null });
    expect(spentBody.result.error?.code).toEqual(["auth.tooManyTriesText"]);
  });

  it("refuses an incomplete code form on the code step without checking, passwords not sent back", async () => {
    const { answer, check } = run({
      ...code,
      password: "chai-12345",
      confirmPassword: "other-1234",
    });
    const body = await answered(answer);
    expect(body).toMatchObject({ status: 400, step: "code", phone: "+919876543210", toast: null });
    expect(JSON.stringify(body.result.initialValue)).not.toContain("chai-12345");
    expect(check).not.toHaveBeenCalled();
  });

  it("sends a refusal at the code step back to the number step, passwords not sent back", async () => {
    const refusal = { ...otpScreenRefusals.exists, values: { role: "reviewer" } };
    const refused = { status: "refused", refusal } as const;
    const toast = {
      title: "auth.accountExistsTitle",
      values: { role: "reviewer" },
      variant: "error",
    };
    const { answer } = run({ ...code, ...passwords }, { check: refused });
    const body = await answered(answer);
    expect(body).toMatchObject({ status: 409, step: "phone", toast });
    expect(JSON.stringify(body.result.initialValue)).not.toContain("chai-12345");
  });

  it("returns the screen's outcome as it is when the code is right", async () => {
    const signedIn = new Response(null, { status: 302, headers: { Location: "/login" } });
    const { answer } = run({ ...code, ...passwords }, { check: signedIn });
    expect(await answer).toBe(signedIn);
  });
});
