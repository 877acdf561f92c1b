import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { readEarningsStatement } from "~/domain/money/earnings-statement.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import type { Route } from "./+types/route";
import { statementCsv, statementPdf, statementWords } from "./statement-files.server";

/**
 * A reviewer's earnings statement for one financial year (April–March, Kolkata), as CSV or PDF,
 * read from their own wallet ledger only; 404 for a year or format that does not exist.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "user");
  const format = params.format;
  if (format !== "csv" && format !== "pdf") throw data(null, { status: 404 });
  const statement = await readEarningsStatement(getServices(context).db, {
    userId: profile.id,
    startYear: Number(params.year),
  });
  if (!statement) throw data(null, { status: 404 });
  const { language } = getRequestInfo(context);
  const { label, startYear } = statement.year;
  const words = statementWords(language, {
    label,
    startYear,
    name: profile.reviewerName ?? profile.username ?? "",
    phone: profile.phone,
    today: new Date(),
  });
  const filename = `reviewkaro-statement-${label}.${format}`;
  const body =
    format === "csv"
      ? statementCsv(statement, words)
      : new Uint8Array(await statementPdf(statement, words));
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
