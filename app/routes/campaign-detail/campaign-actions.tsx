import { Suspense, useEffect, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { ownerActionIcons, ownerActionLabels } from "~/components/campaign-owner-links";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/ui/dialog";
import { useFlashToast } from "~/components/use-flash-toast";
import { ownerActionsFor } from "~/domain/campaigns/owner-actions";
import { useTranslation } from "~/i18n/use-translation";
import type { CampaignAction, EditableCampaign } from "./campaign-action-dialogs";
import type { ActionResult, CampaignDetailIntent } from "./campaign-detail-intents";

// The dialogs and their checks come when an owner first opens one, not with every visit.
const CampaignActionDialog = lazyDialog(() =>
  import("./campaign-action-dialogs").then((module) => module.CampaignActionDialog),
);

/**
 * The campaign's Pause or Resume, Edit, Delete and Add reviews, as its state allows. Resume is
 * one tap; the others open their dialog. `?do=edit` (from My Campaigns) opens that one at once.
 */
export function CampaignActions({
  campaign,
  checkoutScriptUrl,
}: {
  campaign: EditableCampaign;
  /** PAYMENTS=razorpay: Add reviews pays through Checkout. */
  checkoutScriptUrl: string | null;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<CampaignAction | null>(null);
  const [opened, setOpened] = useState(false);
  const resume = useFetcher<ActionResult>();
  useFlashToast(resume.data?.toast);
  const status = campaign.status;
  const actions = ownerActionsFor(status);
  const asked = params.get("do");
  // Once per arrival: the address is cleaned right after, and nothing reopens the dialog.
  const answered = useRef<string | null>(null);
  useEffect(() => {
    if (!asked || answered.current === asked) return;
    answered.current = asked;
    if (ownerActionsFor(status).includes(asked as CampaignAction) && asked !== "resume") {
      setOpened(true);
      setOpen(asked as CampaignAction);
    }
    setParams(
      (current) => {
        current.delete("do");
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, status, setParams]);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="campaign-actions">
      {actions.map((action) =>
        action === "resume" ? (
          <resume.Form method="post" key={action}>
            <Button
              type="submit"
              name="intent"
              value={"resume-campaign" satisfies CampaignDetailIntent}
              variant="outline"
              size="sm"
              disabled={resume.state !== "idle"}
            >
              <Icon name={ownerActionIcons[action]} />
              {t(ownerActionLabels[action])}
            </Button>
          </resume.Form>
        ) : (
          <Button
            key={action}
            variant={action === "delete" ? "destructive" : "outline"}
            size="sm"
            onClick={() => {
              setOpened(true);
              setOpen(action);
            }}
          >
            <Icon name={ownerActionIcons[action]} />
            {t(ownerActionLabels[action])}
          </Button>
        ),
      )}
      {opened ? (
        <Suspense fallback={null}>
          <CampaignActionDialog
            campaign={campaign}
            checkoutScriptUrl={checkoutScriptUrl}
            open={open}
            setOpen={setOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
