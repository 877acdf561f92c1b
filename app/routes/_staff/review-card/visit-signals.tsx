import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import type { QueueVisit } from "./queue-cards.server";

/** Each tone's dot: 'Location not shared' stays grey, never a warning's colour (decision 129). */
const dots = {
  success: "bg-green-600",
  neutral: "bg-ink-400",
  warning: "bg-amber-500",
} as const;

/**
 * What the proof says of the visit (where from the business, when against the visit date, a
 * bill seen before), in words beside the risk signals; read on the server, changes nothing.
 */
export function VisitSignals({ visit }: { visit: QueueVisit | undefined }) {
  if (!visit) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a card's part
    <div role="group" aria-label={visit.label} className="space-y-1 text-sm">
      <p className="font-medium text-ink-900">{visit.label}</p>
      <ul className="flex flex-wrap gap-2" data-testid="visit-signals">
        {visit.signals.map((signal) => (
          <li key={signal.kind}>
            <Badge
              tone={signal.tone === "warning" ? "warning" : "neutral"}
              className="gap-1.5 whitespace-normal py-1 text-sm font-medium"
              data-kind={signal.kind}
            >
              <span
                aria-hidden="true"
                className={cn("size-2 shrink-0 rounded-full", dots[signal.tone])}
              />
              {signal.text}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
