import { completeAdminLogin, startAdminLogin } from "~/auth/accounts.server";
import { otpScreenRefusals } from "~/auth/auth-refusals.server";
import { dashboardPath } from "~/auth/dashboard-path";
import { otpField, phoneField } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { otpAction } from "~/auth/otp-flow.server";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { OtpFlow } from "~/components/otp-flow";
import { DEMO_CREATED_MESSAGE, ensureDemoCampaign } from "~/domain/campaigns/demo-campaign.server";
import { z } from "~/forms/zod";
import { getServices } from "~/http/context.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/admin-login";

const sendSchema = z.object({ intent: z.enum(["send", "resend"]), phone: phoneField });
const verifySchema = z.object({ intent: z.literal("verify"), phone: phoneField, code: otpField });

export const handle: RouteHandle = { messages: ["account"] };

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
  return (
    <OtpFlow
      pageTitle="meta.adminLoginTitle"
      title="auth.adminTitle"
      intro="auth.adminIntro"
      answer={actionData}
      action="/admin/login"
      formIds={{ phone: "admin-phone", code: "admin-verify" }}
      sendLabel="auth.sendOtp"
      codeLabel="auth.verifyAndLogin"
    />
  );
}
