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
import type { CampaignEditsSection } from "./campaign-edits.server";

/** Owners' changes to live campaigns, each shown beside what is live, to approve or decline. */
export default function CampaignEdits({ edits }: { edits: CampaignEditsSection }) {
  const { list, texts } = edits;
  if (!texts) return null;
  return (
    <section aria-labelledby="campaign-edits" className="space-y-3">
      <h2 id="campaign-edits" className="text-lg font-bold text-ink-950">
        {texts.editsTitle}
      </h2>
      <ul className="space-y-3">
        {list.map((edit) => (
          <CampaignEdit key={edit.campaignId} edit={edit} texts={texts} />
        ))}
      </ul>
    </section>
  );
}

const fields = ["businessName", "mapsLink", "address", "topics"] as const;
type Texts = NonNullable<CampaignEditsSection["texts"]>;

function CampaignEdit({ edit, texts }: { edit: PendingCampaignEdit; texts: Texts }) {
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
              <dt className="font-medium text-ink-700">{texts[field]}</dt>
              <dd className="wrap-anywhere text-ink-600">
                {texts.editNow}: {show(edit.live[field])}
              </dd>
              <dd className="wrap-anywhere text-ink-950">
                {texts.editNew}: {show(edit.change[field])}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post">
            <input type="hidden" name="campaignId" value={edit.campaignId} />
            {/* What the admin approves is this version; a change since refuses it (102). */}
            <input type="hidden" name="version" value={edit.version} />
            <Button
              type="submit"
              name="intent"
              value={"approve-campaign-edit" satisfies AdminIntent}
              disabled={busy}
            >
              <Icon name="check" />
              {texts.approveEdit}
            </Button>
          </fetcher.Form>
          <Button variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
            <Icon name="x" />
            {texts.declineEdit}
          </Button>
        </div>
        <DecisionDialog
          open={declining}
          onOpenChange={setDeclining}
          title={texts.declineEdit}
          Form={fetcher.Form}
          subject={{ name: "campaignId", value: edit.campaignId, version: edit.version }}
          field={{
            id: `${id}-reason`,
            name: "reason",
            label: texts.declineLabel,
            placeholder: "",
            maxLength: MAX_REJECTION_REASON_LENGTH,
            multiline: true,
            required: texts.declineRequired,
          }}
          intent={"decline-campaign-edit" satisfies AdminIntent}
          cancel={t("admin.cancel")}
          confirm={texts.declineEdit}
          busy={busy}
        />
      </Card>
    </li>
  );
}
