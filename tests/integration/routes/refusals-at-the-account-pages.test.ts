import { describe, expect, it } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import { servicesContext } from "~/http/context.server";
import { refusalHeader, signInChallenge } from "~/http/refusal-headers";
import { SmsDeliveryError } from "~/notifications/sms";
import { action as accountAction } from "~/routes/account/route";
import { action as adminLoginAction } from "~/routes/admin-login";
import { action as changePasswordAction } from "~/routes/change-password";
import { action as loginAction } from "~/routes/login";
import { action as signupAction } from "~/routes/signup";
import { contextFor, newProfile, setUpFormDatabase } from "../../support/form-post";

/*
 * Decision 116: the account pages answer refusals from their tables. A wrong password at sign-in
 * is 401 in the table's words; a limit is 429 with the wait as Retry-After, in the person's
 * language; the current password's refusal stays at its field; no password is sent back.
 * Decision 123: a 401 carries its challenge; an SMS not sent is the table's 503, number kept.
 */
setUpFormDatabase();

type Answered = {
  status: number;
  retryAfter: string | null;
  challenge: string | null;
  refused: string | null;
  data: {
    result: { error?: Record<string, string[] | null> | null; initialValue?: unknown };
    toast: { title: string; description?: string } | null;
    step?: string;
  };
};

async function send(
  action: (args: never) => Promise<unknown>,
  fields: Record<string, string>,
  options: {
    as?: Parameters<typeof contextFor>[0]["as"];
    language?: "en" | "hi";
    limits: unknown;
    sms?: unknown;
    path?: string;
  },
): Promise<Answered> {
  const context = contextFor({ as: options.as ?? null, language: options.language });
  context.set(servicesContext, {
    ...context.get(servicesContext),
    limits: options.limits,
    sms: options.sms,
    config: { sessionSecret: "form-post-session-secret", adminPhone: "+919000000000" },
  } as never);
  const request = new Request(`http://localhost${options.path ?? "/form"}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const answer = (await action({ request, context, params: {} } as never)) as {
    data: Answered["data"];
    init: ResponseInit | null;
  };
  const headers = new Headers(answer.init?.headers);
  return {
    status: answer.init?.status ?? 200,
    retryAfter: headers.get("Retry-After"),
    challenge: headers.get("WWW-Authenticate"),
    refused: headers.get(refusalHeader),
    data: answer.data,
  };
}

describe("/login", () => {
  it("answers a wrong password 401 in the table's words, then a limit 429 with Retry-After", async () => {
    const limits = createRateLimits({ store: "memory" });
    const fields = { phone: "9876500116", password: "not-the-password" };
    const wrong = await send(loginAction, fields, { limits });
    expect(wrong.status).toBe(401);
    expect(wrong.retryAfter).toBeNull();
    // RFC 9110 §15.5.2: a 401 names how to sign in.
    expect(wrong.challenge).toBe(signInChallenge);
    expect(wrong.data.toast).toMatchObject({
      title: "auth.loginFailedTitle",
      description: "auth.loginFailedText",
    });
    expect(wrong.data.result.error?.[""]).toEqual(["auth.loginFailedText"]);
    expect(JSON.stringify(wrong.data.result.initialValue)).not.toContain("not-the-password");

    let last = wrong;
    for (let tries = 0; tries < 12 && last.status !== 429; tries += 1) {
      last = await send(loginAction, fields, { limits, language: "hi" });
    }
    expect(last.status).toBe(429);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    expect(last.challenge).toBeNull();
    // Said in the person's language, already translated (the limits texts are server-only).
    expect(last.data.toast?.description).toMatch(/[\u0900-\u097F]/);
    expect(last.data.result.error?.[""]).toEqual([last.data.toast?.description]);
    expect(JSON.stringify(last.data.result.initialValue)).not.toContain("not-the-password");
  });
});

describe("/change-password", () => {
  it("says a wrong current password at its field, 400, then its limit there too, 429", async () => {
    const limits = createRateLimits({ store: "memory" });
    const person = await newProfile("user");
    const fields = {
      currentPassword: "wrong-current",
      password: "chai-12345",
      confirmPassword: "chai-12345",
    };
    const wrong = await send(changePasswordAction, fields, { as: person, limits });
    expect(wrong.status).toBe(400);
    expect(wrong.data.result.error?.currentPassword).toEqual(["profile.wrongCurrentPassword"]);
    expect(wrong.data.toast).toBeNull();
    expect(JSON.stringify(wrong.data.result.initialValue)).not.toMatch(/wrong-current|chai-12345/);

    let last = wrong;
    for (let tries = 0; tries < 12 && last.status !== 429; tries += 1) {
      last = await send(changePasswordAction, fields, { as: person, limits });
    }
    expect(last.status).toBe(429);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    expect(last.data.toast).toBeNull();
    expect(last.data.result.error?.currentPassword?.[0]).toMatch(/\d/);
  });
});

describe("'Delete my account'", () => {
  it("says a wrong code at the code field, 400, keeping the code step open", async () => {
    const limits = createRateLimits({ store: "memory" });
    const sms = { send: async () => {} };
    const person = await newProfile("user");
    const sent = await send(accountAction, { intent: "send-code" }, { as: person, limits, sms });
    expect(sent.status).toBe(200);
    const wrong = await send(
      accountAction,
      { intent: "delete", code: "000000" },
      { as: person, limits, sms },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      codeSent: true,
      toast: null,
      field: { name: "code", text: "dataRights.invalidCode" },
    });
  });
});

describe("an SMS not sent", () => {
  const down = {
    send: async () => {
      throw new SmsDeliveryError("MSG91 could not be reached: TypeError");
    },
  };

  it("is the table's 503 at sign-up and at the admin's door, the number kept, in the person's language", async () => {
    const limits = createRateLimits({ store: "memory" });
    const signup = await send(
      signupAction,
      { intent: "send", phone: "9876500123", role: "user", adult: "on" },
      { limits, sms: down, path: "/signup", language: "hi" },
    );
    expect(signup).toMatchObject({ status: 503, refused: "503", challenge: null });
    expect(signup.data).toMatchObject({
      step: "phone",
      toast: { title: "auth.smsFailedTitle", description: "auth.smsFailedText" },
    });
    expect(signup.data.result.initialValue).toMatchObject({ phone: "9876500123", adult: "on" });

    const admin = await send(
      adminLoginAction,
      { intent: "send", phone: "9000000000" },
      { limits, sms: down, path: "/admin/login" },
    );
    expect(admin).toMatchObject({ status: 503, refused: "503" });
    expect(admin.data).toMatchObject({ step: "phone", toast: { title: "auth.smsFailedTitle" } });
    expect(admin.data.result.initialValue).toMatchObject({ phone: "9000000000" });
  });
});
