import { redirect, useSearchParams } from "react-router";
import { completeSignup, startSignup } from "~/auth/accounts.server";
import { otpScreenRefusals } from "~/auth/auth-refusals.server";
import { adultField, otpField, phoneField, signupRoleField } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { type OtpRefusal, type OtpRequest, otpAction } from "~/auth/otp-flow.server";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { AuthLayout } from "~/components/auth-layout";
import { PageToast } from "~/components/page-toast";
import { cn } from "~/components/ui/cn";
import type { Role } from "~/db/schema";
import { findInvitation } from "~/domain/moderation/invitation-token.server";
import { z } from "~/forms/zod";
import { getServices } from "~/http/context.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { useTranslation } from "~/i18n/use-translation";
import { Island } from "~/islands/island";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/signup";
import SignupForm, { type SignupFormProps } from "./signup-form.island";

const sendSchema = z.object({
  intent: z.enum(["send", "resend"]),
  phone: phoneField,
  role: signupRoleField,
  adult: adultField,
});
// The code step carries the declaration made at the number step; the account is made with it.
const verifySchema = z.object({
  intent: z.literal("verify"),
  phone: phoneField,
  role: signupRoleField,
  adult: adultField,
  code: otpField,
});

const roleWordKeys = {
  user: "auth.roleWordUser",
  business: "auth.roleWordBusiness",
  admin: "auth.roleWordAdmin",
  moderator: "auth.roleWordModerator",
} as const;

/** The number already has an account: say which kind, and send the person to log in. */
function accountExists(existing: Role, language: Language): OtpRefusal {
  const role = serverT(language)(roleWordKeys[existing]);
  return { status: "refused", refusal: { ...otpScreenRefusals.exists, values: { role } } };
}

/**
 * The invitation link's holder typed another number: the link is for the invited one. Only the
 * link's holder (the invited number's owner) can meet this, so it tells nobody anything new.
 */
async function notTheInvitedNumber(
  request: Request,
  db: OtpRequest["db"],
  secret: string,
  phone: string,
): Promise<OtpRefusal | undefined> {
  const token = new URL(request.url).searchParams.get("invite");
  const invitation = token ? await findInvitation(db, { secret, token }) : undefined;
  if (!invitation || invitation.phone === phone) return undefined;
  return { status: "refused", refusal: otpScreenRefusals.invited_other_number };
}

/*
 * A static page with one island, its forms (decision 141), as /login. In development the page
 * hydrates as any other (islands are built by the production build).
 */
export const handle = {
  staticPage: import.meta.env.PROD,
  messages: ["account"],
} satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAnonymous(context);
  const params = new URL(request.url).searchParams;
  const role = signupRoleField.parse(params.get("role") ?? undefined);
  // Only the invitation SMS's link says "you are joining the team" (decision 110): the words
  // follow the link's token, never the number typed, so nobody learns whether a number is invited.
  const token = params.get("invite");
  const { db, config } = getServices(context);
  const invitation = token
    ? await findInvitation(db, { secret: config.sessionSecret, token })
    : undefined;
  if (invitation?.hasAccount) throw redirect(`/login?invite=${encodeURIComponent(token ?? "")}`);
  return { role, invited: invitation !== undefined };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action(args: Route.ActionArgs) {
  requireAnonymous(args.context);
  return otpAction(args, {
    sendSchema,
    codeSchema: verifySchema,
    async send({ phone, role }, { db, deps, ip, language }) {
      const secret = getServices(args.context).config.sessionSecret;
      const otherNumber = await notTheInvitedNumber(args.request, db, secret, phone);
      if (otherNumber) return otherNumber;
      const outcome = await startSignup(db, deps, { phone, role, ip, language });
      return outcome.status === "exists" ? accountExists(outcome.role, language) : outcome;
    },
    async check({ phone, role, code }, { db, deps, ip, language }) {
      const outcome = await completeSignup(db, deps, { phone, role, code, ip, adult: true });
      if (outcome.ok)
        return signInAndRedirect(args.context, { profile: outcome.profile, to: "/update-profile" });
      if (outcome.reason === "exists") return accountExists(role, language);
      return outcome.reason === "limited" ? outcome : { ok: false, reason: outcome.reason };
    },
  });
}

/** The card's heading and intro: the invited moderator's, the business's or the reviewer's. */
const cardTexts = {
  invited: { title: "auth.signupModeratorTitle", intro: "auth.signupModeratorIntro" },
  business: { title: "auth.signupBusinessTitle", intro: "auth.signupBusinessIntro" },
  user: { title: "auth.signupUserTitle", intro: "auth.signupUserIntro" },
} as const;

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { role, invited } = loaderData;
  const onPhoneStep = actionData?.step !== "code" || !actionData.phone;
  // /signup opened from a moderator's invitation SMS (decision 110) says they are joining the
  // moderation team, with no account types and no reviewer's reward. The account is made as for
  // anyone; the invited number makes it a moderator's (completeSignup).
  const invite = encodeURIComponent(searchParams.get("invite") ?? "");
  const loginHref = invited ? `/login?invite=${invite}` : "/login";
  const otherRole = role === "user" ? "business" : "user";
  const form: SignupFormProps = invited
    ? {
        answer: actionData ?? null,
        role: "user",
        notice: "consent.signupNoticeUser",
        changeNumberTo: `/signup?invite=${invite}`,
        loginHref,
        switchTo: null,
      }
    : {
        answer: actionData ?? null,
        role,
        notice: role === "business" ? "consent.signupNoticeBusiness" : "consent.signupNoticeUser",
        changeNumberTo: `/signup?${searchParams.toString()}`,
        loginHref,
        switchTo: {
          href: `/signup?role=${otherRole}`,
          label: otherRole === "business" ? "auth.switchToBusiness" : "auth.switchToUser",
        },
      };
  const texts = cardTexts[invited ? "invited" : role];

  return (
    <AuthLayout
      pageTitle={t("meta.signupTitle")}
      title={t(texts.title)}
      intro={t(texts.intro)}
      footer={
        <p>
          {t("auth.haveAccount")}{" "}
          <a
            href={loginHref}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("nav.login")}
          </a>
        </p>
      }
    >
      {onPhoneStep && !invited ? (
        <nav
          aria-label={t("auth.accountType")}
          className="mb-5 grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1"
        >
          {(["user", "business"] as const).map((option) => (
            <a
              key={option}
              href={`/signup?role=${option}`}
              aria-current={option === role ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold",
                option === role
                  ? "bg-white text-ink-950 shadow-sm"
                  : "text-ink-700 hover:text-ink-950",
              )}
            >
              {option === "user" ? t("auth.roleUser") : t("auth.roleBusiness")}
            </a>
          ))}
        </nav>
      ) : null}
      {/* 'OTP Sent' (a failure is the card's alert). */}
      <PageToast toast={actionData?.toast} />
      <Island name="signup-form" component={SignupForm} messages={handle.messages} props={form} />
    </AuthLayout>
  );
}
