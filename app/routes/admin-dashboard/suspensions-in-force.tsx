import { Pager } from "~/components/pager";
import { Card } from "~/components/ui/card";
import { pageParams } from "~/routes/_staff/staff-list-pages";
import type { AppealsSection } from "./appeals.server";
import { SuspensionReplyForm } from "./suspension-reply-form";
import type { AppealTexts } from "./suspension-texts.server";

type InForce = NonNullable<AppealsSection["appeals"]>["inForce"];

/** Every suspension in force, newest first, each with 'Lift suspension' (decision 071). */
export function SuspensionsInForce({ inForce, texts }: { inForce: InForce; texts: AppealTexts }) {
  return (
    <section aria-labelledby="in-force-heading" className="space-y-3">
      <h2 id="in-force-heading" className="text-lg font-semibold text-ink-950">
        {texts.inForceTitle}
      </h2>
      {inForce.list.length === 0 ? (
        <p className="text-ink-600">{texts.inForceEmpty}</p>
      ) : (
        <ul className="space-y-3" aria-labelledby="in-force-heading">
          {inForce.list.map((suspension) => (
            <li key={suspension.id}>
              <Card className="space-y-3 p-4">
                <div>
                  <h3 className="font-semibold text-ink-950">{suspension.person}</h3>
                  <p className="text-sm text-ink-600">{suspension.suspendedOn}</p>
                </div>
                <div>
                  <p className="text-sm font-medium text-ink-600">{texts.reasonLabel}</p>
                  <p className="whitespace-pre-line text-ink-900">{suspension.reason}</p>
                </div>
                <p className="text-sm text-ink-700">{suspension.appeal}</p>
                <details>
                  <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
                    {texts.lift}
                  </summary>
                  <SuspensionReplyForm
                    suspensionId={suspension.id}
                    texts={texts}
                    hint={suspension.replyHint}
                    withKeep={false}
                  />
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager param={pageParams.suspensions} paged={inForce} label={texts.inForceTitle} />
    </section>
  );
}
