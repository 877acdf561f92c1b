import { PACE_CHART_SIZES, type PaceChartSize, type PaceDay } from "~/domain/campaigns/daily-pace";

type ECharts = typeof import("echarts/core");
let echartsLoading: Promise<ECharts> | undefined;

/**
 * ECharts is loaded on the first chart, not at start-up: importing it takes about 0.7 s and
 * 40 MB, which every server process would pay whether or not a business opens a campaign.
 * Only the parts the chart uses are registered.
 */
function loadECharts(): Promise<ECharts> {
  echartsLoading ??= (async () => {
    const [echarts, charts, components, renderers] = await Promise.all([
      import("echarts/core"),
      import("echarts/charts"),
      import("echarts/components"),
      import("echarts/renderers"),
    ]);
    echarts.use([
      charts.BarChart,
      charts.LineChart,
      components.GridComponent,
      components.LegendComponent,
      renderers.SVGRenderer,
    ]);
    return echarts;
  })();
  return echartsLoading;
}

/** The chart's words, in the person's language. */
export type PaceChartLabels = {
  day: string;
  reviews: string;
  planned: string;
  submitted: string;
  approved: string;
};

const colours = { planned: "#cbd5e1", approved: "#0f766e", submitted: "#b45309", ink: "#334155" };
const font = "system-ui, 'Noto Sans', 'Noto Sans Devanagari', sans-serif";

/**
 * Reviews per campaign day against the pacing plan, drawn by ECharts into an SVG string on the
 * server (no DOM, no script in the browser). The chart instance is always disposed: a live one
 * keeps a timer that would hold the process open.
 */
export async function paceChartSvg(
  pace: readonly PaceDay[],
  size: PaceChartSize,
  labels: PaceChartLabels,
): Promise<string> {
  const echarts = await loadECharts();
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, ...PACE_CHART_SIZES[size] });
  try {
    chart.setOption({
      animation: false,
      textStyle: { fontFamily: font, color: colours.ink },
      legend: {
        top: 0,
        itemGap: size === "narrow" ? 10 : 16,
        itemWidth: size === "narrow" ? 16 : 25,
        textStyle: { fontSize: size === "narrow" ? 12 : 13 },
      },
      grid: { left: 44, right: 8, top: 40, bottom: 44 },
      xAxis: {
        type: "category",
        data: pace.map((row) => String(row.day)),
        name: labels.day,
        nameLocation: "middle",
        nameGap: 28,
        axisLabel: { color: colours.ink },
      },
      yAxis: {
        type: "value",
        minInterval: 1,
        name: labels.reviews,
        nameLocation: "middle",
        nameGap: 32,
        axisLabel: { color: colours.ink },
      },
      series: [
        {
          type: "bar",
          name: labels.planned,
          data: pace.map((row) => row.planned),
          itemStyle: { color: colours.planned },
        },
        {
          type: "bar",
          name: labels.approved,
          data: pace.map((row) => row.approved),
          itemStyle: { color: colours.approved },
        },
        {
          type: "line",
          name: labels.submitted,
          data: pace.map((row) => row.submitted),
          itemStyle: { color: colours.submitted },
          lineStyle: { color: colours.submitted, width: 2 },
          symbolSize: 6,
        },
      ],
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
