import { DeclarationBox } from "~/components/collection-notice";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { VisitWindow } from "~/domain/reviews/visit";
import { useTranslation } from "~/i18n/use-translation";

type FieldMessage = { title: string; text: string } | null;

/**
 * Write Review's visit (decision 074): the date of the visit, a date input bounded by the
 * campaign's first day and today, and the tick that the reviewer has no relationship with the
 * business. Controlled by the dialog, which checks them with the same rule as the server.
 */
export function VisitFields({
  idPrefix,
  window,
  visitedOn,
  declared,
  errors,
  onVisitedOnChange,
  onDeclaredChange,
}: {
  idPrefix: string;
  window: VisitWindow;
  visitedOn: string;
  declared: boolean;
  errors: { visitedOn: FieldMessage; noRelationship: FieldMessage };
  onVisitedOnChange: (value: string) => void;
  onDeclaredChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const dateId = `${idPrefix}-visitedOn`;
  const dateError = errors.visitedOn;
  const declaration = errors.noRelationship;
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={dateId}>{t("visit.dateLabel")}</Label>
        <Input
          id={dateId}
          type="date"
          name="visitedOn"
          required
          value={visitedOn}
          min={window.earliest ?? undefined}
          max={window.today}
          onChange={(event) => onVisitedOnChange(event.currentTarget.value)}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={`${dateId}-hint${dateError ? ` ${dateId}-error` : ""}`}
          className="max-w-56"
        />
        <p id={`${dateId}-hint`} className="text-sm text-ink-600">
          {t("visit.dateHint")}
        </p>
        <FieldError
          id={`${dateId}-error`}
          title={dateError?.title}
          errors={dateError ? [dateError.text] : undefined}
        />
      </div>
      <div>
        <DeclarationBox
          name="noRelationship"
          id={`${idPrefix}-noRelationship`}
          label={t("visit.declarationLabel")}
          checked={declared}
          onChange={onDeclaredChange}
          errors={declaration ? [declaration.text] : undefined}
        />
      </div>
    </>
  );
}
