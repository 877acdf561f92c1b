import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { DecisionDialog } from "~/components/decision-dialog";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { PendingCampaignEdit } from "~/domain/moderation/campaign-edit-queue.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import { useTranslation } from "~/i18n/use-translation";
import { type AdminIntent, campaignDecisionKey } from "./admin-intents";

/** Owners' changes to live campaigns, each shown beside what is live, to approve or decline. */
export function CampaignEdits({ edits }: { edits: PendingCampaignEdit[] }) {
  const { t } = useTranslation();
  if (edits.length === 0) return null;
  return (
    <section aria-labelledby="campaign-edits" className="space-y-3">
      <h2 id="campaign-edits" className="text-lg font-bold text-ink-950">
        {t("adminCampaign.editsTitle")}
      </h2>
      <ul className="space-y-3">
        {edits.map((edit) => (
          <CampaignEdit key={edit.campaignId} edit={edit} />
        ))}
      </ul>
    </section>
  );
}

const fields = ["businessName", "mapsLink", "address", "topics"] as const;
const fieldLabels = {
  businessName: "adminCampaign.businessName",
  mapsLink: "adminCampaign.mapsLink",
  address: "adminCampaign.address",
  topics: "adminCampaign.topics",
} as const;

function CampaignEdit({ edit }: { edit: PendingCampaignEdit }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: campaignDecisionKey });
  const busy = fetcher.state !== "idle";
  const [declining, setDeclining] = useState(false);
  const id = useId();
  const show = (value: string | string[] | null) =>
    Array.isArray(value) ? value.join(", ") : (value ?? "—");
  const changed = fields.filter((field) => show(edit.live[field]) !== show(edit.change[field]));
  return (
    <li>
      <Card className="space-y-3 p-4">
        <p className="font-semibold wrap-anywhere text-ink-950">{edit.live.businessName}</p>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr_1fr]">
          {changed.map((field) => (
            <div key={field} className="contents">
              <dt className="font-medium text-ink-700">{t(fieldLabels[field])}</dt>
              <dd className="wrap-anywhere text-ink-600">
                {t("adminCampaign.editNow")}: {show(edit.live[field])}
              </dd>
              <dd className="wrap-anywhere text-ink-950">
                {t("adminCampaign.editNew")}: {show(edit.change[field])}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post">
            <input type="hidden" name="campaignId" value={edit.campaignId} />
            <Button
              type="submit"
              name="intent"
              value={"approve-campaign-edit" satisfies AdminIntent}
              disabled={busy}
            >
              <Icon name="check" />
              {t("adminCampaign.approveEdit")}
            </Button>
          </fetcher.Form>
          <Button variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
            <Icon name="x" />
            {t("adminCampaign.declineEdit")}
          </Button>
        </div>
        <DecisionDialog
          open={declining}
          onOpenChange={setDeclining}
          title={t("adminCampaign.declineEdit")}
          Form={fetcher.Form}
          subject={{ name: "campaignId", value: edit.campaignId }}
          field={{
            id: `${id}-reason`,
            name: "reason",
            label: t("adminCampaign.declineLabel"),
            placeholder: "",
            maxLength: MAX_REJECTION_REASON_LENGTH,
            multiline: true,
          }}
          intent={"decline-campaign-edit" satisfies AdminIntent}
          cancel={t("admin.cancel")}
          confirm={t("adminCampaign.declineEdit")}
          busy={busy}
        />
      </Card>
    </li>
  );
}
