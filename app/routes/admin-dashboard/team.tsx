import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { formatPhone } from "~/auth/format-phone";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useFlashToast } from "~/components/use-flash-toast";
import type { RefusalAnswer } from "~/http/answer-refusal.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { AdminIntent } from "./admin-intents";
import { RevealValue } from "./reveal-value";
import type { TeamMemberView, TeamStatsView } from "./team-section.server";

type Stats = TeamStatsView;

/** The admin's Team tab (decision 067): invite, the moderators, and each person's figures. */
export function TeamTab({
  members,
  stats,
  statsDays,
}: {
  members: TeamMemberView[];
  stats: Stats[];
  statsDays: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <Card className="space-y-3 p-4">
        <h2 className="text-lg font-semibold text-ink-950">{t("team.heading")}</h2>
        <p className="text-sm text-ink-700">{t("team.intro")}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/access-log"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("accessLog.link")}
          </Link>
          <Link to="/admin/webhooks" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("team.inboundWebhooksLink")}
          </Link>
          <Link to="/admin/breaches" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("team.breachesLink")}
          </Link>
          <Link to="/admin/warnings" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("team.warningsLink")}
          </Link>
        </div>
        <InviteForm />
      </Card>
      <Card className="space-y-3 p-4">
        <h2 className="font-semibold text-ink-950">{t("team.members")}</h2>
        {members.length === 0 ? (
          <p className="text-ink-700">{t("team.noMembers")}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {members.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        )}
      </Card>
      <Card className="space-y-3 p-4">
        <h2 className="font-semibold text-ink-950">
          {t("team.statsHeading", { days: statsDays })}
        </h2>
        {stats.length === 0 ? (
          <p className="text-ink-700">{t("team.statsEmpty", { days: statsDays })}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-600">
                <tr>
                  <th className="py-1 pr-3 font-medium">{t("team.statsPerson")}</th>
                  <th className="py-1 pr-3 font-medium">{t("team.statsDecisions")}</th>
                  <th className="py-1 pr-3 font-medium">{t("team.statsTime")}</th>
                  <th className="py-1 font-medium">{t("team.statsDisagreed")}</th>
                </tr>
              </thead>
              <tbody className="text-ink-900">
                {stats.map((row) => (
                  <tr key={row.profileId} className="border-t border-ink-100">
                    <td className="py-1.5 pr-3">
                      {row.isAdmin ? t("team.you") : (row.username ?? row.maskedPhone)}
                    </td>
                    <td className="py-1.5 pr-3">{row.decisions}</td>
                    <td className="py-1.5 pr-3">{duration(row.medianSeconds, t)}</td>
                    <td className="py-1.5">{row.disagreements}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

function duration(seconds: number | null, t: ReturnType<typeof useTranslation>["t"]) {
  if (seconds === null) return t("team.noTime");
  if (seconds < 120) return t("team.seconds", { count: seconds });
  return t("team.minutes", { count: Math.round(seconds / 60) });
}

function InviteForm() {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<RefusalAnswer<"phone">>();
  useFlashToast(fetcher.data?.toast);
  const id = useId();
  const refusal = fetcher.data?.field;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <Field
          id={id}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          required
          label={t("team.inviteLabel")}
          placeholder="98765 43210"
          errors={refusal ? [translateKey(t, refusal.text, refusal.values)] : undefined}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-language`} className="block text-sm font-medium text-ink-800">
          {t("team.inviteLanguage")}
        </label>
        <select
          id={`${id}-language`}
          name="language"
          defaultValue={i18n.language}
          className="block min-h-11 rounded-lg border border-ink-300 bg-white px-3 text-ink-950"
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="hi" lang="hi">
            हिन्दी
          </option>
        </select>
      </div>
      <Button
        type="submit"
        name="intent"
        value={"invite-moderator" satisfies AdminIntent}
        className="min-h-11"
        disabled={fetcher.state !== "idle"}
      >
        {fetcher.state !== "idle" ? t("team.inviting") : t("team.invite")}
      </Button>
    </fetcher.Form>
  );
}

function MemberRow({ member }: { member: TeamMemberView }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RefusalAnswer<"phone">>();
  useFlashToast(fetcher.data?.toast);
  const busy = fetcher.state !== "idle";
  const state = !member.signedUp
    ? `${t("team.notSignedUp")}${member.inviteSms ? ` · ${t(`team.inviteSms.${member.inviteSms}`)}` : ""}`
    : member.status === "active"
      ? t("team.active")
      : t("team.suspended");
  const phone = (
    <RevealValue
      masked={member.maskedPhone}
      intent="reveal-phone"
      field={{ name: "memberId", value: member.id }}
      format={formatPhone}
    />
  );
  // Someone invited but not signed up has no name yet: the number, once, is what names them.
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="team-member">
      <div className="mr-auto">
        <div className="font-medium text-ink-950">{member.username ?? phone}</div>
        <div className="flex flex-wrap items-center gap-x-3 text-sm text-ink-600">
          {member.username ? phone : null}
          <span>{state}</span>
        </div>
      </div>
      <fetcher.Form method="post" className="flex gap-2">
        <input type="hidden" name="memberId" value={member.id} />
        <Button
          type="submit"
          name="intent"
          value={
            (member.status === "active"
              ? "suspend-moderator"
              : "reinstate-moderator") satisfies AdminIntent
          }
          variant="outline"
          className="min-h-11"
          disabled={busy}
        >
          {member.status === "active" ? t("team.suspend") : t("team.reinstate")}
        </Button>
        <Button
          type="submit"
          name="intent"
          value={"remove-moderator" satisfies AdminIntent}
          variant="outline"
          className="min-h-11"
          disabled={busy}
        >
          {t("team.remove")}
        </Button>
      </fetcher.Form>
    </li>
  );
}
