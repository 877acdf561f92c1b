import { Link, useFetcher } from "react-router";
import { Icon, type IconName } from "~/components/icon";
import type { CampaignStatus } from "~/db/schema";
import { type OwnerAction, ownerActionsFor } from "~/domain/campaigns/owner-actions";
import type { FlashToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { buttonVariants } from "./ui/button";
import { useFlashToast } from "./use-flash-toast";

/** Each owner action's icon and words, as My Campaigns and the campaign page show them. */
export const ownerActionIcons: Record<OwnerAction, IconName> = {
  pause: "pause",
  resume: "play",
  edit: "pencil",
  delete: "trash-2",
  add: "plus",
};

export const ownerActionLabels = {
  pause: "campaignManage.pause",
  resume: "campaignManage.resume",
  edit: "campaignManage.edit",
  delete: "campaignManage.delete",
  add: "campaignManage.addReviews",
} as const;

/**
 * My Campaigns' icon buttons for what the owner can do with a campaign now: Resume answers here;
 * the others open the campaign's page with that dialog (its `?do=`), where it shows its details.
 */
export function CampaignOwnerLinks({
  campaign,
}: {
  campaign: { id: string; businessName: string; status: CampaignStatus };
}) {
  const { t } = useTranslation();
  const resume = useFetcher<{ toast: FlashToast | null }>();
  useFlashToast(resume.data?.toast);
  const to = `/campaign/${campaign.id}`;
  const look = buttonVariants({ variant: "ghost", size: "icon" });
  return (
    <div className="flex items-center gap-1">
      {ownerActionsFor(campaign.status).map((action) => {
        const label = `${t(ownerActionLabels[action])}: ${campaign.businessName}`;
        return action === "resume" ? (
          <resume.Form method="post" action={to} key={action}>
            <button
              type="submit"
              name="intent"
              value="resume-campaign"
              aria-label={label}
              title={t(ownerActionLabels[action])}
              className={look}
              disabled={resume.state !== "idle"}
            >
              <Icon name={ownerActionIcons[action]} />
            </button>
          </resume.Form>
        ) : (
          <Link
            key={action}
            to={`${to}?do=${action}`}
            aria-label={label}
            title={t(ownerActionLabels[action])}
            className={look}
          >
            <Icon name={ownerActionIcons[action]} />
          </Link>
        );
      })}
    </div>
  );
}
