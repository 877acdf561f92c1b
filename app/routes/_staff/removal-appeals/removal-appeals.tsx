import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/textarea-field";
import { useFlashToast } from "~/components/use-flash-toast";
import {
  MAX_APPEAL_DECISION_LENGTH,
  MIN_APPEAL_DECISION_LENGTH,
} from "~/domain/moderation/removal-appeals/appeal-text";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, RemovalAppealIntent } from "~/routes/_staff/staff-intents";
import type { RemovalAppealRow, RemovalAppealsSection } from "./removal-appeals.server";

/** Rows share one fetcher, read here: a decided appeal leaves the list before it could say so. */
const removalAppealKey = "removal-appeal";

/**
 * Authors' appeals of removed reviews (decision 091), oldest first, on the admin's Appeals tab and
 * the moderator's workbench. Whoever removed a review sees its appeal but not the buttons; alone
 * on the team, they read who can decide it.
 */
export function RemovalAppeals({ list, more, teamOfTwo }: RemovalAppealsSection) {
  const { t } = useTranslation();
  const answer = useFetcher<ActionResult>({ key: removalAppealKey });
  useFlashToast(answer.data?.toast);
  return (
    <section aria-labelledby="removal-appeals-heading" className="space-y-3">
      <h2 id="removal-appeals-heading" className="text-lg font-semibold text-ink-950">
        {t("removalAppeals.staffTitle")}
      </h2>
      <p className="max-w-prose text-sm text-ink-700">{t("removalAppeals.staffIntro")}</p>
      {list.length === 0 ? (
        <p className="text-ink-600">{t("removalAppeals.staffEmpty")}</p>
      ) : (
        <ul className="space-y-3" aria-label={t("removalAppeals.staffTitle")}>
          {list.map((appeal) => (
            <RemovalAppealCard key={appeal.id} appeal={appeal} teamOfTwo={teamOfTwo} />
          ))}
        </ul>
      )}
      {more ? <p className="text-sm text-ink-600">{more}</p> : null}
    </section>
  );
}

function RemovalAppealCard({
  appeal,
  teamOfTwo,
}: {
  appeal: RemovalAppealRow;
  teamOfTwo: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>({ key: removalAppealKey });
  const busy = fetcher.state !== "idle";
  return (
    <li>
      <Card className="space-y-3 p-4" data-testid="removal-appeal" data-appeal-id={appeal.id}>
        <div>
          <h3 className="font-semibold text-ink-950">{appeal.businessName}</h3>
          <p className="text-sm text-ink-600">{appeal.author}</p>
          <p className="text-sm text-ink-600">{appeal.removed}</p>
        </div>
        <p className="whitespace-pre-line rounded-lg bg-ink-50 p-3 text-ink-900">
          {appeal.reviewText}
        </p>
        {appeal.removalNote ? (
          <div>
            <p className="text-sm font-medium text-ink-600">{t("removalAppeals.removalNote")}</p>
            <p className="whitespace-pre-line text-ink-900">{appeal.removalNote}</p>
          </div>
        ) : null}
        <div className="rounded-lg border border-ink-200 p-3">
          <p className="text-sm font-medium text-ink-600">{appeal.appealLabel}</p>
          <p className="whitespace-pre-line text-ink-900">{appeal.reason}</p>
        </div>
        {appeal.ownRemoval ? (
          <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            {teamOfTwo ? t("removalAppeals.ownRemovalNote") : t("removalAppeals.aloneNote")}
          </p>
        ) : (
          <fetcher.Form method="post" className="space-y-3">
            <input
              type="hidden"
              name="intent"
              value={"decide-removal-appeal" satisfies RemovalAppealIntent}
            />
            <input type="hidden" name="appealId" value={appeal.id} />
            <TextareaField
              id={`appeal-${appeal.id}-reason`}
              name="reason"
              label={t("removalAppeals.decisionReasonField")}
              hint={`${t("removalAppeals.reasonHint", {
                min: MIN_APPEAL_DECISION_LENGTH,
                max: MAX_APPEAL_DECISION_LENGTH,
              })} ${appeal.readsIn}`}
              rows={3}
              required
              minLength={MIN_APPEAL_DECISION_LENGTH}
              maxLength={MAX_APPEAL_DECISION_LENGTH}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="outcome" value="reinstated" size="sm" disabled={busy}>
                <Icon name="undo-2" />
                {t("removalAppeals.reinstate")}
              </Button>
              <Button
                type="submit"
                name="outcome"
                value="upheld"
                size="sm"
                variant="outline"
                disabled={busy}
              >
                <Icon name="x" />
                {t("removalAppeals.uphold")}
              </Button>
            </div>
          </fetcher.Form>
        )}
      </Card>
    </li>
  );
}
