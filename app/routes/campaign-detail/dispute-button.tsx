import { Suspense, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/use-translation";

// The dialog and its checks come when a business first disputes, not with every visit.
const DisputeDialog = lazyDialog(() =>
  import("./dispute-dialog").then((module) => module.DisputeDialog),
);

/** 'Dispute' on a published review: the business asks the team to look; it hides nothing itself. */
export function DisputeButton({ reviewId, name }: { reviewId: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so its answer's toast still shows after it closes.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${t("disputes.dispute")}: ${name}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="shield-alert" />
        {t("disputes.dispute")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <DisputeDialog reviewId={reviewId} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
