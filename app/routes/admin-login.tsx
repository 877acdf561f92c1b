import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { completeAdminLogin, startAdminLogin } from "~/auth/accounts.server";
import { authDeps } from "~/auth/deps.server";
import { formatPhone } from "~/auth/format-phone";
import { otpField, phoneField } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { limitedToast, smsFailedToast } from "~/auth/limit-message";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { OtpField, PhoneField } from "~/components/auth-fields";
import { AuthLayout, FormAlert } from "~/components/auth-layout";
import { ResendCode } from "~/components/resend-code";
import { Button } from "~/components/ui/button";
import { useFlashToast } from "~/components/use-flash-toast";
import { z } from "~/forms/zod";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import type { FlashToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/admin-login";

const sendSchema = z.object({ intent: z.enum(["send", "resend"]), phone: phoneField });
const verifySchema = z.object({ intent: z.literal("verify"), phone: phoneField, code: otpField });

export const handle: RouteHandle = { messages: ["account"] };

export function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const formData = await readForm(request);
  const { db } = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const deps = authDeps(context);

  if (formData.get("intent") === "verify") {
    const submission = parseWithZod(formData, { schema: verifySchema });
    const phone = String(formData.get("phone") ?? "");
    if (submission.status !== "success") {
      return data(
        { result: submission.reply(), toast: null, step: "verify" as const, phone, sentAt: 0 },
        400,
      );
    }
    const outcome = await completeAdminLogin(db, deps, { ...submission.value, ip });
    if (outcome.ok) {
      return signInAndRedirect(context, {
        profile: outcome.profile,
        to: "/admin/dashboard",
        toast: {
          title: "auth.loginSuccessTitle",
          description: "auth.loginSuccessText",
          variant: "success",
        },
      });
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

  const submission = parseWithZod(formData, { schema: sendSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null, step: "phone" as const }, 400);
  }
  const { phone, intent } = submission.value;
  const outcome = await startAdminLogin(db, deps, { phone, ip, language });
  if (outcome.status === "denied") {
    const toast: FlashToast = {
      title: "auth.accessDeniedTitle",
      description: "auth.accessDeniedText",
      variant: "error",
    };
    return data({ result: submission.reply(), toast, step: "phone" as const }, 403);
  }
  if (outcome.status === "limited" || outcome.status === "sms_failed") {
    const toast =
      outcome.status === "limited" ? limitedToast(outcome.retryAfterSeconds) : smsFailedToast;
    const status = outcome.status === "limited" ? 429 : 500;
    return intent === "resend"
      ? data(
          { result: submission.reply(), toast, step: "verify" as const, phone, sentAt: 0 },
          status,
        )
      : data({ result: submission.reply(), toast, step: "phone" as const }, status);
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

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/login";
  useFlashToast(actionData?.toast);
  const verifying = actionData?.step === "verify" && actionData.phone;
  const [form, fields] = useForm<z.input<typeof verifySchema>>({
    id: verifying ? "admin-verify" : "admin-phone",
    lastResult: actionData?.result,
  });
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));
  const toast = actionData?.toast;

  return (
    <AuthLayout
      pageTitle={t("meta.adminLoginTitle")}
      title={t("auth.adminTitle")}
      intro={t("auth.adminIntro")}
    >
      {toast && toast.variant === "error" ? (
        <div className="mb-5">
          <FormAlert>
            <strong className="block">{translateKey(t, toast.title)}</strong>
            {toast.description ? translateKey(t, toast.description, toast.values) : null}
          </FormAlert>
        </div>
      ) : null}
      {verifying ? (
        <>
          <Form method="post" className="space-y-5" {...getFormProps(form)}>
            <input type="hidden" name="phone" value={actionData.phone} />
            <OtpField
              label={t("auth.otp")}
              hint={t("auth.otpHint", { phone: formatPhone(actionData.phone) })}
              errors={errorText(fields.code.errors)}
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
              {busy ? t("auth.verifying") : t("auth.verifyAndLogin")}
            </Button>
          </Form>
          <div className="mt-3 flex justify-end">
            <ResendCode
              sentKey={actionData.sentAt || null}
              fields={{ phone: actionData.phone }}
              busy={busy}
            />
          </div>
        </>
      ) : (
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
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
        </Form>
      )}
    </AuthLayout>
  );
}
