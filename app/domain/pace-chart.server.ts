import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { PACE_CHART_SIZES, type PaceChartSize, type PaceDay } from "./campaign-analytics";

// Only the parts the chart uses: the server loads less and renders the same SVG.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, SVGRenderer]);

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
export function paceChartSvg(
  pace: readonly PaceDay[],
  size: PaceChartSize,
  labels: PaceChartLabels,
): string {
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
