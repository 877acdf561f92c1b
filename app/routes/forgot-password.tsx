import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { completePasswordReset, startPasswordReset } from "~/auth/accounts.server";
import { authDeps } from "~/auth/deps.server";
import { formatPhone } from "~/auth/format-phone";
import { otpField, phoneField, withConfirmedPassword } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { limitedToast } from "~/auth/limit-message";
import { OtpField, PasswordField, PhoneField } from "~/components/auth-fields";
import { AuthLayout, FormAlert } from "~/components/auth-layout";
import { ResendCode } from "~/components/resend-code";
import { Button } from "~/components/ui/button";
import { useFlashToast } from "~/components/use-flash-toast";
import { z } from "~/forms/zod";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { type FlashToast, redirectWithToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/forgot-password";

const sendSchema = z.object({ intent: z.enum(["send", "resend"]), phone: phoneField });
const resetSchema = withConfirmedPassword({
  intent: z.literal("reset"),
  phone: phoneField,
  code: otpField,
});

export const handle: RouteHandle = { messages: ["account"] };

export function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const formData = await readForm(request);
  const resetting = formData.get("intent") === "reset";
  const { db } = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const deps = authDeps(context);

  if (!resetting) {
    const submission = parseWithZod(formData, { schema: sendSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), toast: null, step: "phone" as const }, 400);
    }
    const { phone, intent } = submission.value;
    const outcome = await startPasswordReset(db, deps, { phone, ip, language });
    if (outcome.status === "limited") {
      const toast = limitedToast(outcome.retryAfterSeconds);
      return intent === "resend"
        ? data({ result: submission.reply(), toast, step: "reset" as const, phone, sentAt: 0 }, 429)
        : data({ result: submission.reply(), toast, step: "phone" as const }, 429);
    }
    // The same answer whether or not the number has an account.
    return {
      result: submission.reply({ resetForm: true }),
      toast: {
        title: "auth.otpSentTitle",
        description: "auth.resetCodeSentText",
        variant: "success",
      } as FlashToast,
      step: "reset" as const,
      phone,
      sentAt: Date.now(),
    };
  }

  const submission = parseWithZod(formData, { schema: resetSchema });
  const phone = String(formData.get("phone") ?? "");
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        toast: null,
        step: "reset" as const,
        phone,
        sentAt: 0,
      },
      400,
    );
  }
  const outcome = await completePasswordReset(db, deps, {
    phone: submission.value.phone,
    code: submission.value.code,
    newPassword: submission.value.password,
    ip,
  });
  if (outcome.ok) {
    return redirectWithToast("/login", {
      title: "auth.resetSuccessTitle",
      description: "auth.resetSuccessText",
      variant: "success",
    });
  }
  const toast: FlashToast = {
    title: "auth.resetFailedTitle",
    description:
      outcome.reason === "too_many_attempts" ? "auth.tooManyTriesText" : "auth.invalidOtpText",
    variant: "error",
  };
  return data(
    {
      result: submission.reply({
        fieldErrors: { code: [toast.description ?? ""] },
        hideFields: ["code", "password", "confirmPassword"],
      }),
      toast,
      step: "reset" as const,
      phone,
      sentAt: 0,
    },
    400,
  );
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  useFlashToast(actionData?.toast);
  const resetting = actionData?.step === "reset" && actionData.phone;
  const [form, fields] = useForm<z.input<typeof resetSchema>>({
    id: resetting ? "reset-password" : "reset-phone",
    lastResult: actionData?.result,
  });
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));
  const toast = actionData?.toast;

  return (
    <AuthLayout
      pageTitle={t("meta.forgotTitle")}
      title={t("auth.forgotTitle")}
      intro={resetting ? undefined : t("auth.forgotIntro")}
      footer={
        <Link
          to="/login"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("auth.backToLogin")}
        </Link>
      }
    >
      {toast && toast.variant === "error" ? (
        <div className="mb-5">
          <FormAlert>
            <strong className="block">{translateKey(t, toast.title)}</strong>
            {toast.description ? translateKey(t, toast.description, toast.values) : null}
          </FormAlert>
        </div>
      ) : null}
      {resetting ? (
        <>
          <Form method="post" className="space-y-5" {...getFormProps(form)}>
            <input type="hidden" name="phone" value={actionData.phone} />
            <OtpField
              label={t("auth.otp")}
              hint={t("auth.otpHint", { phone: formatPhone(actionData.phone) })}
              errors={errorText(fields.code.errors)}
              {...getInputProps(fields.code, { type: "text" })}
            />
            <PasswordField
              label={t("auth.newPassword")}
              autoComplete="new-password"
              errors={errorText(fields.password.errors)}
              {...getInputProps(fields.password, { type: "password" })}
            />
            <PasswordField
              label={t("auth.confirmPassword")}
              autoComplete="new-password"
              errors={errorText(fields.confirmPassword.errors)}
              {...getInputProps(fields.confirmPassword, { type: "password" })}
            />
            <Button
              type="submit"
              name="intent"
              value="reset"
              size="lg"
              className="w-full"
              disabled={busy}
            >
              {busy ? t("auth.resetting") : t("auth.resetPassword")}
            </Button>
          </Form>
          <div className="mt-3 flex items-center justify-between gap-2">
            <Link
              to="/forgot-password"
              reloadDocument
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t("auth.changeNumber")}
            </Link>
            <ResendCode
              sentKey={actionData.sentAt || null}
              fields={{ phone: actionData.phone }}
              busy={busy}
            />
          </div>
          <p className="mt-4 text-xs text-ink-600">{t("auth.neverShareOtp")}</p>
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
            {busy ? t("auth.sendingOtp") : t("auth.sendVerificationCode")}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
