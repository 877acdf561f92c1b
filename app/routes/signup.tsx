import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { completeSignup, startSignup } from "~/auth/accounts.server";
import { authDeps } from "~/auth/deps.server";
import { formatPhone } from "~/auth/format-phone";
import { otpField, phoneField, signupRoleField } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { limitedToast, smsFailedToast } from "~/auth/limit-message";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { OtpField, PhoneField } from "~/components/auth-fields";
import { AuthLayout, FormAlert } from "~/components/auth-layout";
import { ResendCode } from "~/components/resend-code";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { useFlashToast } from "~/components/use-flash-toast";
import type { Role } from "~/db/schema";
import { z } from "~/forms/zod";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import type { FlashToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { serverT } from "~/i18n/translate.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/signup";

const sendSchema = z.object({
  intent: z.literal("send"),
  phone: phoneField,
  role: signupRoleField,
});
const verifySchema = z.object({
  intent: z.literal("verify"),
  phone: phoneField,
  role: signupRoleField,
  code: otpField,
});
const resendSchema = z.object({
  intent: z.literal("resend"),
  phone: phoneField,
  role: signupRoleField,
});
const schema = z.discriminatedUnion("intent", [sendSchema, verifySchema, resendSchema]);

const roleWordKeys = {
  user: "auth.roleWordUser",
  business: "auth.roleWordBusiness",
  admin: "auth.roleWordAdmin",
} as const;

type Step = { step: "phone" } | { step: "verify"; phone: string; sentAt: number };

export const handle: RouteHandle = { messages: ["account"] };

export function loader({ request, context }: Route.LoaderArgs) {
  requireAnonymous(context);
  const role = signupRoleField.parse(new URL(request.url).searchParams.get("role") ?? undefined);
  return { role };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") {
    const intent = submission.payload.intent;
    const phone = typeof submission.payload.phone === "string" ? submission.payload.phone : "";
    const step: Step =
      intent === "verify" ? { step: "verify", phone, sentAt: 0 } : { step: "phone" };
    return data({ result: submission.reply(), toast: null, ...step }, 400);
  }
  const { db } = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const deps = authDeps(context);
  const { phone, role } = submission.value;

  const existsToast = (existing: Role): FlashToast => ({
    title: "auth.accountExistsTitle",
    description: "auth.accountExistsText",
    values: {
      role: serverT(language)(roleWordKeys[existing]),
    },
    variant: "error",
  });

  if (submission.value.intent === "verify") {
    const outcome = await completeSignup(db, deps, {
      phone,
      role,
      code: submission.value.code,
      ip,
    });
    if (outcome.ok)
      return signInAndRedirect(context, { profile: outcome.profile, to: "/update-profile" });
    if (outcome.reason === "exists") {
      return data(
        { result: submission.reply(), toast: existsToast(role), step: "phone" as const },
        409,
      );
    }
    const toast: FlashToast = {
      title: "auth.invalidOtpTitle",
      description:
        outcome.reason === "too_many_attempts" ? "auth.tooManyTriesText" : "auth.invalidOtpText",
      variant: "error",
    };
    return data(
      {
        result: submission.reply({
          fieldErrors: { code: [toast.description ?? ""] },
          hideFields: ["code"],
        }),
        toast,
        step: "verify" as const,
        phone,
        sentAt: 0,
      },
      400,
    );
  }

  const outcome = await startSignup(db, deps, { phone, role, ip, language });
  const resending = submission.value.intent === "resend";
  if (outcome.status === "exists") {
    return data(
      { result: submission.reply(), toast: existsToast(outcome.role), step: "phone" as const },
      409,
    );
  }
  if (outcome.status === "limited" || outcome.status === "sms_failed") {
    const toast =
      outcome.status === "limited" ? limitedToast(outcome.retryAfterSeconds) : smsFailedToast;
    const step: Step = resending ? { step: "verify", phone, sentAt: 0 } : { step: "phone" };
    return data(
      { result: submission.reply(), toast, ...step },
      outcome.status === "limited" ? 429 : 500,
    );
  }
  return {
    result: submission.reply({ resetForm: true }),
    toast: {
      title: "auth.otpSentTitle",
      description: "auth.otpSentText",
      variant: "success",
    } as FlashToast,
    step: "verify" as const,
    phone,
    sentAt: Date.now(),
  };
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/signup") === true;
  useFlashToast(actionData?.toast);
  const role = loaderData.role;
  const verifying = actionData?.step === "verify" && actionData.phone;
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: verifying ? "signup-verify" : "signup-phone",
    lastResult: actionData?.result,
  });
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));
  const otherRole = role === "user" ? "business" : "user";
  const toast = actionData?.toast;
  const showAlert = toast && toast.variant === "error";

  return (
    <AuthLayout
      pageTitle={t("meta.signupTitle")}
      title={role === "business" ? t("auth.signupBusinessTitle") : t("auth.signupUserTitle")}
      intro={role === "business" ? t("auth.signupBusinessIntro") : t("auth.signupUserIntro")}
      footer={
        <p>
          {t("auth.haveAccount")}{" "}
          <Link
            to="/login"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("nav.login")}
          </Link>
        </p>
      }
    >
      {verifying ? null : (
        <nav
          aria-label={t("auth.accountType")}
          className="mb-5 grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1"
        >
          {(["user", "business"] as const).map((option) => (
            <Link
              key={option}
              to={`/signup?role=${option}`}
              replace
              aria-current={option === role ? "page" : undefined}
              className={cn(
                "flex min-h-10 items-center justify-center rounded-lg text-sm font-semibold",
                option === role
                  ? "bg-white text-ink-950 shadow-sm"
                  : "text-ink-700 hover:text-ink-950",
              )}
            >
              {option === "user" ? t("auth.roleUser") : t("auth.roleBusiness")}
            </Link>
          ))}
        </nav>
      )}
      {showAlert ? (
        <div className="mb-5">
          <FormAlert>
            <strong className="block">{translateKey(t, toast.title)}</strong>
            {toast.description ? translateKey(t, toast.description, toast.values) : null}
            {toast.title === "auth.accountExistsTitle" ? (
              <Link to="/login" className="mt-1 block font-semibold underline">
                {t("nav.login")}
              </Link>
            ) : null}
          </FormAlert>
        </div>
      ) : null}
      {verifying ? (
        <>
          <Form method="post" className="space-y-5" {...getFormProps(form)}>
            <input type="hidden" name="phone" value={actionData.phone} />
            <input type="hidden" name="role" value={role} />
            <OtpField
              label={t("auth.otp")}
              hint={t("auth.otpHint", { phone: formatPhone(actionData.phone) })}
              errors={errorText(fields.code.errors)}
              autoFocus
              {...getInputProps(fields.code, { type: "text" })}
            />
            <Button
              type="submit"
              name="intent"
              value="verify"
              size="lg"
              className="w-full"
              disabled={busy}
            >
              {busy ? t("auth.verifying") : t("auth.verifyAndSignUp")}
            </Button>
          </Form>
          <div className="mt-3 flex items-center justify-between gap-2">
            <Link
              to={`/signup?${searchParams.toString()}`}
              reloadDocument
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t("auth.changeNumber")}
            </Link>
            <ResendCode
              sentKey={actionData.sentAt || null}
              fields={{ phone: actionData.phone, role }}
              busy={busy}
            />
          </div>
          <p className="mt-4 text-xs text-ink-600">{t("auth.neverShareOtp")}</p>
        </>
      ) : (
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <input type="hidden" name="role" value={role} />
          <PhoneField
            label={t("auth.mobileNumber")}
            errors={errorText(fields.phone.errors)}
            {...getInputProps(fields.phone, { type: "tel" })}
          />
          <Button
            type="submit"
            name="intent"
            value="send"
            size="lg"
            className="w-full"
            disabled={busy}
          >
            {busy ? t("auth.sendingOtp") : t("auth.sendOtp")}
          </Button>
          <p className="text-center text-sm">
            <Link
              to={`/signup?role=${otherRole}`}
              replace
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {otherRole === "business" ? t("auth.switchToBusiness") : t("auth.switchToUser")}
            </Link>
          </p>
        </Form>
      )}
    </AuthLayout>
  );
}
