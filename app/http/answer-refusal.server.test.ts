import { describe, expect, it } from "vitest";
import { loginRefusals } from "~/auth/auth-refusals.server";
import { saveBillingDetailsRefusals } from "~/domain/money/invoices/billing-details.server";
import { limitReached, type Refusal } from "~/domain/shared/refusal";
import { answerFormRefusal, answerRefusal, refusalInit } from "./answer-refusal.server";
import { refusalHeader, signInChallenge } from "./refusal-headers";

type Answered = { data: Record<string, unknown>; init: ResponseInit };
const answered = (answer: unknown) => answer as Answered;
const retryAfter = (answer: Answered) => new Headers(answer.init.headers).get("Retry-After");

/** A Conform submission that hands back what its reply was asked for. */
const submission = { reply: (options: object) => options };

const wrongCode: Refusal<"code"> = {
  status: 400,
  field: "code",
  title: "auth.invalidOtpTitle",
  message: "dataRights.invalidCode",
};

describe("answerRefusal", () => {
  it("says a refusal at its field when the form shows it, keeping the step it is on", () => {
    const answer = answered(
      answerRefusal(wrongCode, { fields: ["code"], keep: { codeSent: true } }),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({
      codeSent: true,
      toast: null,
      field: { name: "code", title: "auth.invalidOtpTitle", text: "dataRights.invalidCode" },
    });
    expect(retryAfter(answer)).toBeNull();
  });

  it("answers a limit 429 with its wait, whole seconds, as Retry-After", () => {
    const limit = limitReached({ title: "limits.networkTitle", message: "wait" }, 12.2);
    const answer = answered(answerRefusal(limit));
    expect(answer.init.status).toBe(429);
    expect(retryAfter(answer)).toBe("13");
    expect(answer.data.toast).toMatchObject({ title: "limits.networkTitle", variant: "error" });
  });
});

describe("answerFormRefusal", () => {
  it("says a refusal without a field for the whole form and as a toast, or the form alone", () => {
    const refusal = saveBillingDetailsRefusals.not_business;
    const answer = answered(answerFormRefusal(submission, refusal, { hideFields: ["password"] }));
    expect(answer.init.status).toBe(403);
    expect(answer.data).toEqual({
      result: { formErrors: ["errors.tryAgain"], hideFields: ["password"] },
      toast: { title: "errors.somethingWrong", description: "errors.tryAgain", variant: "error" },
    });
    const formOnly = answered(
      answerFormRefusal(submission, refusal, { toast: false, keep: { sent: false } }),
    );
    expect(formOnly.data).toMatchObject({ sent: false, toast: null });
  });

  it("says a refusal at its field when the page has that field, with no toast", () => {
    const answer = answered(answerFormRefusal(submission, wrongCode, { fields: ["code"] }));
    expect(answer.data).toEqual({
      result: { fieldErrors: { code: ["dataRights.invalidCode"] } },
      toast: null,
    });
  });
});

describe("a refusal's headers", () => {
  const statuses = [400, 401, 402, 403, 404, 409, 429, 503] as const satisfies Refusal["status"][];
  const header = (answer: Answered, name: string) => new Headers(answer.init.headers).get(name);

  it("carries a challenge with every 401, from each answer (RFC 9110 §15.5.2), and never else", () => {
    for (const status of statuses) {
      const refusal: Refusal = { status, title: "t", message: "m" };
      const answers = [
        answered(answerRefusal(refusal)),
        answered(answerFormRefusal(submission, refusal)),
        answered({ data: null, init: refusalInit(refusal) }),
      ];
      for (const answer of answers) {
        expect(answer.init.status).toBe(status);
        expect(header(answer, "WWW-Authenticate")).toBe(status === 401 ? signInChallenge : null);
        // Said on purpose: the browser's retrying fetch passes it through, even a 503.
        expect(header(answer, refusalHeader)).toBe(String(status));
      }
    }
    const wrongPassword = answered(answerFormRefusal(submission, loginRefusals.invalid));
    expect(wrongPassword.init.status).toBe(401);
    expect(header(wrongPassword, "WWW-Authenticate")).toMatch(/^Cookie realm="ReviewKaro"/);
    // A status the request itself decided wins, and its challenge follows it.
    const answeredAs401 = answered(answerRefusal(wrongCode, { status: 401 }));
    expect(header(answeredAs401, "WWW-Authenticate")).toBe(signInChallenge);
  });
});
