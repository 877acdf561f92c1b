import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Decision 119: route folders import each other only through a shared folder whose name starts
 * with '_' (app/routes/_staff/ holds the review card the admin's queue and the workbench both
 * draw). What is left crosses outside the staff's screens and is named here, so a new crossing
 * fails until it moves to a shared folder or is written down.
 */
/** Issue 48: a route module past this holds a section or a presenter that wants its own file. */
const MAX_ROUTE_MODULE_LINES = 150;
const root = fileURLToPath(new URL("../../", import.meta.url));
const routes = join(root, "app/routes");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each import in a route folder of another route folder that is not a shared '_' folder. */
function crossFolderImports(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => {
    const from = path.split("/")[0];
    if (!path.includes("/")) return [];
    return [...text.matchAll(/from "~\/routes\/([^/"]+)\//g)]
      .map((match) => match[1] ?? "")
      .filter((to) => to !== from && !to.startsWith("_"))
      .map((to) => `${path} → ${to}`);
  });
}

const files = sourceFiles(routes).map((file) => ({
  path: relative(routes, file),
  text: readFileSync(file, "utf8"),
}));

describe("route folders", () => {
  it("the staff's screens import no other screen's folder, only the shared ones", () => {
    const staff = crossFolderImports(files).filter((line) =>
      /^(admin-dashboard|moderator-dashboard)\//.test(line),
    );
    expect(staff).toEqual([]);
  });

  it("cross into another folder only where named", () => {
    expect(crossFolderImports(files).sort()).toEqual([
      "business-dashboard/payment-history.tsx → business-documents",
    ]);
  });

  it("keep the staff's route modules short: guard, load, act, render, the rest in their sections", () => {
    const long = files
      .filter(({ path }) =>
        /^(admin-[a-z-]+|moderator-[a-z-]+|_staff|_complaints)\/(.+\/)?route\.tsx?$/.test(path),
      )
      .map(({ path, text }) => ({ path, lines: text.split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_ROUTE_MODULE_LINES);
    expect(long).toEqual([]);
  });

  it("count a crossing, and not an import of the folder's own files or a shared '_' folder", () => {
    const text = [
      'import { a } from "~/routes/admin-dashboard/a";',
      'import { b } from "~/routes/_staff/review-card/b";',
      'import { c } from "~/routes/grievance/c";',
      'import type { RouteHandle } from "~/routes/route-handle";',
    ].join("\n");
    expect(crossFolderImports([{ path: "moderator-dashboard/route.tsx", text }])).toEqual([
      "moderator-dashboard/route.tsx → admin-dashboard",
      "moderator-dashboard/route.tsx → grievance",
    ]);
  });
});
