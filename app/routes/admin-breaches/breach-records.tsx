import type { TFunction } from "i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { BreachesPage } from "./breaches.server";

type BoardErrors = { breachId: string; boardTold?: string[]; boardReference?: string[] } | null;

/** The Board form's refusal as the action returns it, its message keys in the admin's language. */
export function translatedBoardErrors(
  board: { breachId: string; boardTold?: string[]; boardReference?: string[] } | null,
  t: TFunction,
): BoardErrors {
  return board
    ? {
        breachId: board.breachId,
        boardTold: board.boardTold?.map((key) => translateKey(t, String(key))),
        boardReference: board.boardReference?.map((key) =>
          translateKey(t, String(key), { max: 200 }),
        ),
      }
    : null;
}

/**
 * The record rule 7 asks for, newest first: what, whose, how many were told and when, how their
 * SMS went and how many read the notice, and when the Board was told (a form until it is).
 */
export function BreachRecords({
  records,
  boardErrors,
}: {
  records: BreachesPage["records"];
  boardErrors: BoardErrors;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="records-heading" className="space-y-3">
      <h2 id="records-heading" className="text-xl font-semibold text-ink-950">
        {t("breachAdmin.records")}
      </h2>
      {records.length === 0 ? (
        <p className="text-ink-700">{t("breachAdmin.noRecords")}</p>
      ) : (
        <ol className="space-y-3">
          {records.map((record) => {
            const errors = boardErrors?.breachId === record.id ? boardErrors : null;
            return (
              <li
                key={record.id}
                className="space-y-2 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]"
                data-testid="breach-record"
              >
                <p className="font-semibold text-ink-950">{record.nature}</p>
                <p className="text-sm text-ink-700">
                  {record.recordedOn} · {record.scope}
                </p>
                {record.draft ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="warning">{t("breachAdmin.draft")}</Badge>
                    <Link
                      to={`/admin/breaches?draft=${record.id}#preview`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      {t("breachAdmin.preview")}
                    </Link>
                  </div>
                ) : (
                  <>
                    <p className="text-ink-900">{record.notified}</p>
                    <p className="text-sm text-ink-700">{record.delivery}</p>
                  </>
                )}
                {record.board ? (
                  <p className="text-sm text-green-900">{record.board}</p>
                ) : record.boardDue ? (
                  <p
                    className={
                      record.boardDue.overdue
                        ? "text-sm font-semibold text-red-800"
                        : "text-sm text-ink-800"
                    }
                  >
                    {record.boardDue.text}
                  </p>
                ) : null}
                {record.board ? null : (
                  <form
                    method="post"
                    className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                  >
                    <input type="hidden" name="intent" value="board" />
                    <input type="hidden" name="breachId" value={record.id} />
                    <Field
                      label={t("breachAdmin.boardTold")}
                      name="boardTold"
                      type="datetime-local"
                      required
                      errors={errors?.boardTold}
                    />
                    <Field
                      label={t("breachAdmin.boardReference")}
                      name="boardReference"
                      required
                      maxLength={200}
                      errors={errors?.boardReference}
                    />
                    <Button type="submit" variant="outline">
                      {t("breachAdmin.boardSave")}
                    </Button>
                  </form>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
