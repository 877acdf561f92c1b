import type { ReactNode } from "react";

/**
 * A tab's list under its heading: a count beside the title when something is late, the intro,
 * the rows (or a line saying there are none) and how many more wait.
 */
export function ListSection({
  id,
  title,
  late,
  lateClassName,
  intro,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  late: string | null;
  lateClassName: string;
  intro: string;
  empty: string;
  more: string | null;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-ink-950">
          {title}
          {late ? (
            <span className={`ml-2 rounded-full px-2 py-0.5 text-sm ${lateClassName}`}>{late}</span>
          ) : null}
        </h2>
        <p className="text-sm text-ink-600">{intro}</p>
      </div>
      {children.length === 0 ? (
        <p className="text-ink-600">{empty}</p>
      ) : (
        <ul className="space-y-3">{children}</ul>
      )}
      {more ? <p className="text-sm text-ink-600">{more}</p> : null}
    </section>
  );
}
