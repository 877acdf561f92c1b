/** The page bench's budgets and its markdown tables. */
import type { CpuFigures, LoadFigures } from "./measure";

/** Issue 13: landing CPU per request at the largest scale, in ms (Node + database). */
export const LANDING_CPU_MS = 10;
/** Issue 13: every other page's CPU per request against landing's, at the largest scale. */
export const PAGE_VS_LANDING = 3;
/** Issue 13: answers 5xx at 50 connections, on any page at any scale. */
export const MAX_5XX = 0;
/** Issue 14: a page's CPU at the largest scale against the same page at the smallest. */
export const GROWTH = 1.25;
/** Issue 14: database CPU per request at the largest scale, in ms. */
export const DB_MS = 5;
/** The scale label of the embedded database's run (bench:pages --pglite). */
export const EMBEDDED = "50k embedded";

export type PageRow = {
  page: string;
  /** Scale label: "10k", "1m" (PostgreSQL) or "50k embedded". */
  scale: string;
  cpu: CpuFigures;
  load?: LoadFigures;
};

export type BudgetCheck = { issue: 13 | 14; rule: string; value: string; ok: boolean };

const total = (cpu: CpuFigures) => cpu.nodeMs + cpu.dbMs;
const fmt = (value: number, digits = 1) => value.toFixed(digits);

function find(rows: PageRow[], page: string, scale: string): PageRow | undefined {
  return rows.find((row) => row.page === page && row.scale === scale);
}

/** Budgets of both issues on the PostgreSQL scales (smallest and largest in `scales`). */
export function checkBudgets(rows: PageRow[], scales: string[], pages: string[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const small = scales[0];
  const large = scales.at(-1);
  if (!small || !large) return checks;
  const landing = find(rows, pages[0] ?? "/", large);
  const landingMs = landing ? total(landing.cpu) : Number.NaN;
  checks.push({
    issue: 13,
    rule: `landing ≤ ${LANDING_CPU_MS} ms CPU/request at ${large}`,
    value: `${fmt(landingMs)} ms`,
    ok: landingMs <= LANDING_CPU_MS,
  });
  for (const page of pages.slice(1)) {
    const row = find(rows, page, large);
    const ratio = row ? total(row.cpu) / landingMs : Number.NaN;
    checks.push({
      issue: 13,
      rule: `${page} ≤ ${PAGE_VS_LANDING}× landing at ${large}`,
      value: `${fmt(ratio, 2)}×`,
      ok: ratio <= PAGE_VS_LANDING,
    });
  }
  for (const row of rows) {
    if (!row.load || !scales.includes(row.scale)) continue;
    checks.push({
      issue: 13,
      rule: `${row.page} at ${row.scale}: no 5xx at 50 connections`,
      value: String(row.load.errors5xx),
      ok: row.load.errors5xx <= MAX_5XX,
    });
  }
  for (const page of pages) {
    const before = find(rows, page, small);
    const after = find(rows, page, large);
    if (!before || !after) continue;
    if (small !== large) {
      const growth = total(after.cpu) / total(before.cpu);
      checks.push({
        issue: 14,
        rule: `${page} ≤ ${GROWTH}× its cost from ${small} to ${large}`,
        value: `${fmt(growth, 2)}×`,
        ok: growth <= GROWTH,
      });
    }
    checks.push({
      issue: 14,
      rule: `${page} database ≤ ${DB_MS} ms/request at ${large}`,
      value: `${fmt(after.cpu.dbMs)} ms`,
      ok: after.cpu.dbMs <= DB_MS,
    });
  }
  // Issue 14, point 6: the embedded database's pages keep PostgreSQL's budget against landing.
  const embeddedLanding = find(rows, pages[0] ?? "/", EMBEDDED);
  for (const page of embeddedLanding ? pages.slice(1) : []) {
    const row = find(rows, page, EMBEDDED);
    const ratio = row && embeddedLanding ? total(row.cpu) / total(embeddedLanding.cpu) : Number.NaN;
    checks.push({
      issue: 14,
      rule: `${page} ≤ ${PAGE_VS_LANDING}× landing at ${EMBEDDED}`,
      value: `${fmt(ratio, 2)}×`,
      ok: ratio <= PAGE_VS_LANDING,
    });
  }
  return checks;
}

/**
 * CPU per request: one row per page, the scales side by side, ratios to landing, and the growth
 * from the first to the last of `growthScales` (the PostgreSQL ones).
 */
export function cpuTable(
  rows: PageRow[],
  scales: string[],
  pages: string[],
  growthScales: string[],
): string {
  const head = ["page"];
  for (const scale of scales) head.push(`${scale} Node ms`, `${scale} DB ms`, `${scale} × landing`);
  const [small, large] = [growthScales[0] ?? "", growthScales.at(-1) ?? ""];
  const withGrowth = small !== large;
  if (withGrowth) head.push(`growth ${small} → ${large}`);
  const lines = [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`];
  for (const page of pages) {
    const cells = [`\`${page}\``];
    for (const scale of scales) {
      const row = find(rows, page, scale);
      const landing = find(rows, pages[0] ?? "/", scale);
      if (!row || !landing) {
        cells.push("", "", "");
        continue;
      }
      cells.push(
        fmt(row.cpu.nodeMs),
        fmt(row.cpu.dbMs),
        fmt(total(row.cpu) / total(landing.cpu), 2),
      );
    }
    const first = find(rows, page, small);
    const last = find(rows, page, large);
    if (withGrowth && first && last) {
      cells.push(`${fmt(total(last.cpu) / total(first.cpu), 2)}×`);
    }
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

/** autocannon figures: one row per page and scale. */
export function loadTable(rows: PageRow[]): string {
  const lines = [
    "| page | scale | req/s | p50 ms | p95 ms | p99 ms | non-2xx | 5xx | errors |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    if (!row.load) continue;
    const l = row.load;
    if (l.total === 0) {
      lines.push(
        `| \`${row.page}\` | ${row.scale} | 0 | no answer within the run | | | | | ${l.errors} |`,
      );
      continue;
    }
    lines.push(
      `| \`${row.page}\` | ${row.scale} | ${fmt(l.reqPerSec)} | ${fmt(l.p50, 0)} | ${fmt(l.p95, 0)} | ${fmt(l.p99, 0)} | ${l.non2xx} | ${l.errors5xx} | ${l.errors} |`,
    );
  }
  return lines.join("\n");
}

export function budgetTable(checks: BudgetCheck[], enforced: (check: BudgetCheck) => boolean) {
  const lines = ["| issue | budget | measured | result |", "|---|---|---|---|"];
  for (const check of checks) {
    const result = check.ok ? "ok" : enforced(check) ? "**missed**" : "missed (not enforced)";
    lines.push(`| #${check.issue} | ${check.rule} | ${check.value} | ${result} |`);
  }
  return lines.join("\n");
}

/** The middle of some figures (the mean of the two middle ones when they are even in number). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
