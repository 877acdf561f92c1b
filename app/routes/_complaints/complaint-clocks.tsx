import { cn } from "~/components/ui/cn";
import type { ComplaintClockRow } from "~/routes/_complaints/clock-texts.server";

const tone = {
  done: "bg-green-50 text-green-900 border-green-200",
  running: "bg-ink-50 text-ink-900 border-ink-200",
  overdue: "bg-red-50 text-red-900 border-red-300",
} as const;

/** Both clocks of a complaint, each coloured by its state (done, running, overdue). */
export function ComplaintClocks({ clocks }: { clocks: ComplaintClockRow[] }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-2" data-testid="complaint-clocks">
      {clocks.map((clock) => (
        <div key={clock.label} className={cn("rounded-lg border p-3", tone[clock.state])}>
          <dt className="text-sm font-medium">{clock.label}</dt>
          <dd className="font-semibold">{clock.text}</dd>
        </div>
      ))}
    </dl>
  );
}
