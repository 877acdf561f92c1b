// Issue 47 (decision 114): the runtime image keeps no package manager and no file only a build
// reads. No container runtime runs here, so the Dockerfile's own prune is applied to copies and
// what the server loads is loaded from what is left: a file the image lacks fails the test.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { describe, expect, it } from "vitest";

const dockerfile = readFileSync("Dockerfile", "utf8").replace(/\\\n/g, " ");
const runtimeStage = dockerfile.split(/^FROM /m).at(-1) ?? "";

/** The build stage's prune: the paths `rm -rf` takes and the names `find … -delete` takes. */
function prune(): { paths: string[]; names: string[] } {
  const run =
    /^RUN rm -rf (node_modules\/echarts\/dist[^&]*)&& find node_modules (.*?)-delete/m.exec(
      dockerfile,
    );
  if (!run)
    throw new Error("the Dockerfile's prune of node_modules is not where this test reads it");
  const names = [...(run[2] ?? "").matchAll(/-name '([^']+)'/g)].map((match) => match[1] as string);
  return { paths: (run[1] ?? "").trim().split(/\s+/), names };
}

/** Copies packages into a new node_modules and deletes what the Dockerfile deletes. */
function prunedCopy(packages: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), "reviewkaro-runtime-"));
  const { paths, names } = prune();
  const endings = names.map((name) => name.replace(/^\*/, ""));
  for (const name of packages) {
    cpSync(path.join("node_modules", name), path.join(root, "node_modules", name), {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(process.cwd(), source);
        if (paths.some((gone) => relative === gone || relative.startsWith(`${gone}/`)))
          return false;
        return !endings.some((ending) => source.endsWith(ending));
      },
    });
  }
  return root;
}

describe("the runtime image", () => {
  it("has no npm, npx, corepack or yarn, and runs nothing through them", () => {
    for (const tool of ["/usr/local/bin/npm", "/usr/local/bin/npx", "/usr/local/bin/corepack"])
      expect(runtimeStage).toContain(tool);
    expect(runtimeStage).toMatch(/rm -rf \/usr\/local\/lib\/node_modules /);
    expect(runtimeStage).not.toMatch(/^(CMD|HEALTHCHECK|ENTRYPOINT).*\bnpm\b/m);
    expect(readFileSync("compose.yaml", "utf8")).not.toMatch(/exec app\d npm /);
  });

  it("draws the pace chart with ECharts as pruned: its ES modules are all the server loads", () => {
    const root = prunedCopy(["echarts", "zrender", "tslib"]);
    const gone = ["dist", "types"].filter((folder) =>
      readdirSync(path.join(root, "node_modules/echarts")).includes(folder),
    );
    expect(gone).toEqual([]);
    writeFileSync(
      path.join(root, "draw.mjs"),
      `import * as echarts from "echarts/core";
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent } from "echarts/components";
import { SVGRenderer } from "echarts/renderers";
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, SVGRenderer]);
const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: 600, height: 300 });
chart.setOption({ animation: false, legend: {}, xAxis: { type: "category", data: ["1", "2"] },
  yAxis: { type: "value" }, series: [{ type: "bar", name: "planned", data: [3, 4] },
  { type: "line", name: "submitted", data: [1, 2] }] });
process.stdout.write(chart.renderToSVGString());
chart.dispose();
`,
    );
    const svg = execFileSync(process.execPath, ["draw.mjs"], { cwd: root, encoding: "utf8" });
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(svg).toContain("submitted");
  });

  it("keeps the English OCR model the bill reader loads, and not the one it does not", () => {
    const root = prunedCopy(["@tesseract.js-data/eng"]);
    const kept = readdirSync(path.join(root, "node_modules/@tesseract.js-data/eng"));
    expect(kept).toContain("4.0.0_best_int");
    expect(kept).not.toContain("4.0.0");
    expect(
      readdirSync(path.join(root, "node_modules/@tesseract.js-data/eng/4.0.0_best_int")),
    ).toContain("eng.traineddata.gz");
  });

  it("migrates from the SQL and the journal alone (the Drizzle snapshots stay behind)", () => {
    expect(dockerfile).toContain("cp app/db/migrations/*.sql /runtime/migrations/");
    expect(dockerfile).toContain(
      "cp app/db/migrations/meta/_journal.json /runtime/migrations/meta/",
    );
    expect(runtimeStage).toContain("COPY --from=build /runtime/migrations ./app/db/migrations");
    const folder = mkdtempSync(path.join(tmpdir(), "reviewkaro-migrations-"));
    mkdirSync(path.join(folder, "meta"));
    for (const file of readdirSync("app/db/migrations").filter((name) => name.endsWith(".sql")))
      cpSync(path.join("app/db/migrations", file), path.join(folder, file));
    cpSync("app/db/migrations/meta/_journal.json", path.join(folder, "meta/_journal.json"));
    const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expect(readMigrationFiles({ migrationsFolder: folder })).toHaveLength(journal.entries.length);
  });
});
