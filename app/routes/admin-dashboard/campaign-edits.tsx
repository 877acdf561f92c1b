import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { DecisionDialog } from "~/components/decision-dialog";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import { useTranslation } from "~/i18n/use-translation";
import { type AdminIntent, campaignDecisionKey } from "./admin-intents";
import type { CampaignEditsSection, CampaignEditView } from "./campaign-edits.server";

/** Owners' changes to live campaigns, each shown as what it changes, to approve or decline. */
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

type Texts = NonNullable<CampaignEditsSection["texts"]>;

/** The place's position opens on the map in a new tab; other fields are plain text. */
function MapLink({ href, children }: { href: string | undefined; children: string }) {
  if (!href) return children;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="underline">
      {children}
    </a>
  );
}

function CampaignEdit({ edit, texts }: { edit: CampaignEditView; texts: Texts }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: campaignDecisionKey });
  const busy = fetcher.state !== "idle";
  const [declining, setDeclining] = useState(false);
  const id = useId();
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div>
          <h3 className="font-semibold text-ink-950">{edit.summary}</h3>
          <p className="text-sm wrap-anywhere text-ink-600">{edit.businessName}</p>
        </div>
        {/* Each changed field: what is live → what the owner asks for. */}
        <dl className="space-y-2 text-sm" data-testid="edit-changes">
          {edit.changes.map((change) => (
            <div key={change.field} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
              <dt className="font-medium text-ink-700">{change.label}</dt>
              <dd className="wrap-anywhere">
                <del className="text-ink-600 decoration-ink-400">
                  <span className="sr-only">{texts.editNow}: </span>
                  <MapLink href={change.beforeHref}>{change.before}</MapLink>
                </del>
                <span aria-hidden="true" className="px-1.5 text-ink-500">
                  →
                </span>
                <ins className="font-medium text-ink-950 no-underline">
                  <span className="sr-only">{texts.editNew}: </span>
                  <MapLink href={change.afterHref}>{change.after}</MapLink>
                </ins>
                {change.note ? <span className="block text-ink-600">{change.note}</span> : null}
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
