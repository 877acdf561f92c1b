import { Card } from "~/components/ui/card";
import type { AppealRow, AppealsSection } from "./appeals.server";
import { SuspensionReplyForm } from "./suspension-reply-form";
import type { AppealTexts } from "./suspension-texts.server";
import { SuspensionsInForce } from "./suspensions-in-force";

/**
 * The Appeals tab: suspended people's one appeal each, oldest first, then every suspension in
 * force, which the admin may lift without an appeal (decision 071).
 */
export function Appeals({ list, texts, more, inForce }: NonNullable<AppealsSection["appeals"]>) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="appeals-heading" className="space-y-3">
        <h2 id="appeals-heading" className="text-lg font-semibold text-ink-950">
          {texts.title}
        </h2>
        {list.length === 0 ? (
          <p className="text-ink-600">{texts.empty}</p>
        ) : (
          <ul className="space-y-3">
            {list.map((appeal) => (
              <AppealCard key={appeal.id} appeal={appeal} texts={texts} />
            ))}
          </ul>
        )}
        {more ? <p className="text-sm text-ink-600">{more}</p> : null}
      </section>
      <SuspensionsInForce inForce={inForce} texts={texts} />
    </div>
  );
}

function AppealCard({ appeal, texts }: { appeal: AppealRow; texts: AppealTexts }) {
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div>
          <h3 className="font-semibold text-ink-950">{appeal.person}</h3>
          <p className="text-sm text-ink-600">{appeal.suspendedOn}</p>
        </div>
        <div>
          <p className="text-sm font-medium text-ink-600">{texts.reasonLabel}</p>
          <p className="whitespace-pre-line text-ink-900">{appeal.reason}</p>
        </div>
        <div className="rounded-lg bg-ink-50 p-3">
          <p className="text-sm font-medium text-ink-600">{appeal.appealLabel}</p>
          <p className="whitespace-pre-line text-ink-900">{appeal.appealMessage}</p>
        </div>
        <SuspensionReplyForm
          suspensionId={appeal.id}
          texts={texts}
          hint={appeal.replyHint}
          withKeep
        />
      </Card>
    </li>
  );
}
