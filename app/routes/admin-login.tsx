import { completeAdminLogin, startAdminLogin } from "~/auth/accounts.server";
import { otpScreenRefusals } from "~/auth/auth-refusals.server";
import { dashboardPath } from "~/auth/dashboard-path";
import { otpField, phoneField } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { otpAction } from "~/auth/otp-flow.server";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { AuthLayout } from "~/components/auth-layout";
import { PageToast } from "~/components/page-toast";
import { DEMO_CREATED_MESSAGE, ensureDemoCampaign } from "~/domain/campaigns/demo-campaign.server";
import { z } from "~/forms/zod";
import { getServices } from "~/http/context.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { useTranslation } from "~/i18n/use-translation";
import { Island } from "~/islands/island";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/admin-login";
import AdminLoginForm from "./admin-login-form.island";

const sendSchema = z.object({ intent: z.enum(["send", "resend"]), phone: phoneField });
const verifySchema = z.object({ intent: z.literal("verify"), phone: phoneField, code: otpField });

/*
 * A static page with one island, its forms (decision 141), as /login. In development the page
 * hydrates as any other (islands are built by the production build).
 */
export const handle = {
  staticPage: import.meta.env.PROD,
  messages: ["account"],
} satisfies RouteHandle;

export function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return null;
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action(args: Route.ActionArgs) {
  requireAnonymous(args.context);
  return otpAction(args, {
    sendSchema,
    codeSchema: verifySchema,
    async send({ phone }, { db, deps, ip, language }) {
      const outcome = await startAdminLogin(db, deps, { phone, ip, language });
      if (outcome.status !== "denied") return outcome;
      return { status: "refused", refusal: otpScreenRefusals.denied };
    },
    async check(value, { db, deps, ip }) {
      const outcome = await completeAdminLogin(db, deps, { ...value, ip });
      if (!outcome.ok) return outcome;
      // The demo campaign of SPEC §5 is made as the admin first reaches the dashboard (a page
      // load never writes): here, or where a first sign-in completes the profile
      // (update-profile.tsx); its toast is the one the dashboard opens with.
      const demo = outcome.profile.username
        ? await ensureDemoCampaign(db, {
            adminId: outcome.profile.id,
            local: getServices(args.context).config.local,
          })
        : { created: false };
      return signInAndRedirect(args.context, {
        profile: outcome.profile,
        to: dashboardPath("admin"),
        toast: demo.created
          ? {
              title: DEMO_CREATED_MESSAGE.title,
              description: DEMO_CREATED_MESSAGE.message,
              variant: "success",
            }
          : {
              title: "auth.loginSuccessTitle",
              description: "auth.loginSuccessText",
              variant: "success",
            },
      });
    },
  });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthLayout
      pageTitle={t("meta.adminLoginTitle")}
      title={t("auth.adminTitle")}
      intro={t("auth.adminIntro")}
    >
      {/* 'OTP Sent' (a failure is the card's alert). */}
      <PageToast toast={actionData?.toast} />
      <Island
        name="admin-login-form"
        component={AdminLoginForm}
        messages={handle.messages}
        props={{ answer: actionData ?? null }}
      />
    </AuthLayout>
  );
}
