import { describe, expect, it } from "vitest";
import { saveBillingDetailsRefusals } from "~/domain/money/invoices/billing-details.server";
import { limitReached, type Refusal } from "~/domain/shared/refusal";
import { answerFormRefusal, answerRefusal } from "./answer-refusal.server";

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
