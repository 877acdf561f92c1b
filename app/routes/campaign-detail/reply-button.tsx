import { Suspense, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/use-translation";
import type { RepliedReview } from "./reply-dialog";

// The dialog and its checks come when a business first replies, not with every visit.
const ReplyDialog = lazyDialog(() => import("./reply-dialog").then((module) => module.ReplyDialog));

/** 'Reply' or 'Edit reply' on an approved review; its dialog writes the public reply. */
export function ReplyButton({
  reviewId,
  reply,
  review,
}: {
  reviewId: string;
  reply: string | null;
  review: RepliedReview;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so its answer's toast still shows after it closes.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        // 'जवाब दें' stays on one line at 360 px: the button keeps its width beside the review.
        className="shrink-0 whitespace-nowrap"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="pen-line" />
        {reply === null ? t("replies.reply") : t("replies.editReply")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReplyDialog
            reviewId={reviewId}
            reply={reply}
            review={review}
            open={open}
            setOpen={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
