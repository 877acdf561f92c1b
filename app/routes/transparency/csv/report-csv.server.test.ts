import { describe, expect, it } from "vitest";
import { emptyFigures } from "~/domain/transparency/report-figures";
import { serverT } from "~/i18n/translate.server";
import { otherRows, rejectedShare, reviewRows } from "../report-rows";
import { reportCsv } from "./report-csv.server";

function figures() {
  const month = emptyFigures("2026-11");
  month.received = [3, 1, 0, 2, 5];
  month.published = [1, 1, 0, 2, 4];
  month.rejected.copied = [1, 0, 0, 0, 0];
  month.removed.court_order = [1, 0, 0, 0, 0];
  month.payouts = { count: 2, rupees: 350 };
  return month;
}

const csvOf = (language: "en" | "hi") => {
  const t = serverT(language);
  const rows = [...reviewRows(figures(), t), ...otherRows(figures(), t)];
  return { rows, csv: reportCsv(["key", "item", "1", "2", "3", "4", "5", "total"], rows) };
};

describe("the report's rows and CSV", () => {
  it("print every figure with a stable key, its stars and its total", () => {
    const { rows, csv } = csvOf("en");
    expect(csv.startsWith("\uFEFFkey,item,1,2,3,4,5,total\r\n")).toBe(true);
    expect(csv).toContain("reviews.received,Submitted,3,1,0,2,5,11\r\n");
    expect(csv).toContain("takedowns.court_order,");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(rows.length + 1);
    expect(rows.find((row) => row.key === "payouts_made.rupees")?.total).toBe(350);
    expect(rows.find((row) => row.key === "reviews.removed.total")?.stars).toEqual([1, 0, 0, 0, 0]);
  });

  it("keep the same keys and numbers in Hindi, only the words change", () => {
    const english = csvOf("en").rows;
    const hindi = csvOf("hi").rows;
    expect(hindi.map((row) => [row.key, row.stars, row.total])).toEqual(
      english.map((row) => [row.key, row.stars, row.total]),
    );
    expect(hindi.find((row) => row.key === "reviews.received")?.label).toBe("भेजे गए");
  });

  it("show, per star, rejections and removals per 100 decisions", () => {
    // 1★: 1 published + 1 rejected = 2 decisions; 1 rejected + 1 removed = 100 per 100.
    expect(rejectedShare(figures())).toEqual([100, 0, null, 0, 0]);
  });
});
