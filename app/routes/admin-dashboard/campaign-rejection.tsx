import { Suspense, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/use-translation";

// The dialog and its checks come when an admin first rejects, not with every dashboard visit.
const RejectCampaignDialog = lazyDialog(() =>
  import("./campaign-rejection-dialog").then((module) => module.RejectCampaignDialog),
);

/** The Reject button of a pending campaign; its dialog asks for the reason (decision 029). */
export function RejectCampaign({
  campaign,
  busy,
}: {
  campaign: { id: string; businessName: string; cost: number; version: number };
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so a reason typed and closed is still there.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="x" />
        {t("admin.reject")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <RejectCampaignDialog campaign={campaign} busy={busy} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
