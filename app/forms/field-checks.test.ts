import { parse } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adultField,
  changePasswordSchema,
  firstProfileSchema,
  loginSchema,
  otpField,
  phoneField,
  profileSchema,
  withConfirmedPassword,
} from "~/auth/forms";
import { contactSchema } from "./contact-schema";
import { browserChecks, type FormChecksName } from "./field-checks";
import { z } from "./zod";

// Values near each rule's edges, mixed with arbitrary text (any Unicode, control characters).
const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 12 }));
const phone = fc.oneof(
  fc.constantFrom(
    "",
    "9876543210",
    "+91 98765 43210",
    "09876543210",
    "919876543210",
    "(+91) 98765-43210",
    "5876543210",
    "98765",
    "+1 9876543210",
    "98765\u00a043210",
    "9876543210\u0000",
  ),
  fc.stringMatching(/^[+0-9 ()-]{0,16}$/),
  anyText,
);
const code = fc.oneof(
  fc.constantFrom("", "123456", "123 456", "123-456", "12345", "1234567", "abcdef", " 123456 "),
  fc.stringMatching(/^[0-9 -]{0,8}$/),
  anyText,
);
const password = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "a",
    "abcde",
    "abcdef",
    "x".repeat(200),
    "x".repeat(201),
    "pass\u0000wd",
  ),
  fc.string({ maxLength: 10 }),
  anyText,
);
const name = fc.oneof(
  fc.constantFrom("", "  ", "\u200b", "\u00ad", "Asha", "आशा", "A\u0007", "x".repeat(40)),
  fc.constantFrom(`   ${"x".repeat(40)} `, "x".repeat(41), "x".repeat(101)),
  anyText,
);
const email = fc.oneof(
  fc.constantFrom(
    "",
    "asha@example.in",
    " asha@example.in ",
    "a.b+c@x-y.co",
    ".a@b.co",
    "a..b@c.co",
    "a.@b.co",
    "a@b",
    "a@b.c",
    "a@-b.co",
    "अ@b.co",
    `${"x".repeat(195)}@b.co`,
  ),
  fc.emailAddress(),
  anyText,
);
const message = fc.oneof(
  fc.constantFrom("", "\r\n", "Hello\r\nthere\tfriend", "Hi\u0000", "x".repeat(2001)),
  anyText,
);

function formData(values: Record<string, string>) {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) form.append(field, value);
  return form;
}

/** The first message key of each field that fails. */
function firstErrors(error: Record<string, string[] | null> | null | undefined) {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error ?? {})) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

/** The server's verdict on the values as a browser sends them. */
function serverVerdict(schema: z.core.$ZodType, values: Record<string, string>) {
  const submission = parseWithZod(formData(values), { schema });
  return firstErrors(submission.status === "error" ? submission.error : null);
}

/** The browser's verdict on the same form data, as Conform asks for it. */
function browserVerdict(checks: FormChecksName, values: Record<string, string>) {
  const submission = browserChecks(checks, parse).onValidate({ formData: formData(values) });
  return firstErrors(submission.status === "error" ? submission.error : null);
}

const forms: [string, z.core.$ZodType, FormChecksName, Record<string, fc.Arbitrary<string>>][] = [
  ["/login", loginSchema, "login", { phone, password }],
  ["the number step", z.object({ phone: phoneField }), "phoneStep", { phone }],
  [
    "the signup's number step",
    z.object({ phone: phoneField, adult: adultField }),
    "signupPhoneStep",
    { phone, adult: fc.constantFrom("on", "", "off", "true") },
  ],
  ["the code step", z.object({ code: otpField }), "codeStep", { code }],
  [
    "the reset step",
    withConfirmedPassword({ code: otpField }),
    "resetStep",
    { code, password, confirmPassword: password },
  ],
  [
    "/change-password",
    changePasswordSchema,
    "changePassword",
    { currentPassword: password, password, confirmPassword: password },
  ],
  [
    "/update-profile",
    profileSchema,
    "profile",
    { username: name, currentPassword: password, password, confirmPassword: password },
  ],
  [
    "/update-profile on first setup",
    firstProfileSchema,
    "firstProfile",
    { username: name, password, confirmPassword: password },
  ],
  ["/contact", contactSchema, "contact", { fullName: name, email, message }],
];

describe("the browser's field checks say what the server says", () => {
  it.each(forms)("on %s, for any values", (_, schema, checks, fields) => {
    fc.assert(
      fc.property(fc.record(fields), (values) => {
        expect(browserVerdict(checks, values)).toEqual(serverVerdict(schema, values));
      }),
      { numRuns: 400 },
    );
  });

  it("say the mismatch once the rest of the form is valid, as the server does", () => {
    const values = { code: "123456", password: "secret1", confirmPassword: "secret2" };
    expect(browserVerdict("resetStep", values)).toEqual({
      confirmPassword: "credentials.passwordsDontMatch",
    });
    expect(serverVerdict(withConfirmedPassword({ code: otpField }), values)).toEqual({
      confirmPassword: "credentials.passwordsDontMatch",
    });
  });
});

describe("browserChecks", () => {
  it("answers Conform with the errors by field, and lets a valid form through", () => {
    const { onValidate, shouldValidate, shouldRevalidate } = browserChecks("login", parse);
    expect([shouldValidate, shouldRevalidate]).toEqual(["onSubmit", "onInput"]);
    const form = new FormData();
    form.append("phone", "98765");
    form.append("password", "");
    const failed = onValidate({ formData: form });
    expect(failed.status === "error" && failed.error).toEqual({
      phone: ["credentials.invalidPhone"],
      password: ["credentials.passwordEnter"],
    });
    form.set("phone", "98765 43210");
    form.set("password", "x");
    expect(onValidate({ formData: form }).status).toBe("success");
  });
});
