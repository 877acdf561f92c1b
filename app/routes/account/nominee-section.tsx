import { formatPhone } from "~/auth/format-phone";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatDateTime } from "~/domain/shared/dates";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { AccountActionResult } from "./account-intents";

type NomineeView = {
  name: string;
  relationship: string;
  phone: string;
  namedAt: Date | string;
  changedAt: Date | string;
};

/** The nominee (DPDP Act s.14, decision 092): who acts for the person on death or incapacity. */
export function NomineeSection({
  nominee,
  answer,
}: {
  nominee: NomineeView | null;
  answer: AccountActionResult | undefined;
}) {
  const { t, i18n } = useTranslation();
  const fieldError = (name: string) =>
    answer?.field?.name === name
      ? [translateKey(t, answer.field.text, answer.field.values)]
      : undefined;
  const when = (date: Date | string) => formatDateTime(date, i18n.language);
  return (
    <section aria-labelledby="nominee-heading" className="space-y-3 border-t border-ink-100 pt-5">
      <h2 id="nominee-heading" className="text-lg font-semibold text-ink-950">
        {t("nominee.heading")}
      </h2>
      <p className="text-sm text-ink-700">{t("nominee.text")}</p>
      {nominee ? (
        <div className="space-y-1 rounded-lg bg-brand-50 p-3 text-sm text-ink-900">
          <p className="font-medium">
            {t("nominee.current", {
              name: nominee.name,
              relationship: nominee.relationship,
              phone: formatPhone(nominee.phone),
            })}
          </p>
          <p className="text-ink-700">
            {t("nominee.dates", { named: when(nominee.namedAt), changed: when(nominee.changedAt) })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-ink-700">{t("nominee.none")}</p>
      )}
      <form method="post" className="space-y-4">
        <Field
          label={t("nominee.nameLabel")}
          name="nomineeName"
          autoFocus={answer?.field?.name === "nomineeName"}
          defaultValue={nominee?.name ?? ""}
          autoComplete="off"
          required
          maxLength={100}
          errors={fieldError("nomineeName")}
        />
        <Field
          label={t("nominee.relationshipLabel")}
          name="nomineeRelationship"
          autoFocus={answer?.field?.name === "nomineeRelationship"}
          defaultValue={nominee?.relationship ?? ""}
          autoComplete="off"
          hint={t("nominee.relationshipHint")}
          required
          maxLength={60}
          errors={fieldError("nomineeRelationship")}
        />
        <Field
          label={t("nominee.phoneLabel")}
          name="nomineePhone"
          autoFocus={answer?.field?.name === "nomineePhone"}
          type="tel"
          inputMode="tel"
          defaultValue={nominee ? formatPhone(nominee.phone) : ""}
          autoComplete="off"
          required
          errors={fieldError("nomineePhone")}
        />
        <Button type="submit" name="intent" value="nominee" className="w-full">
          {nominee ? t("nominee.change") : t("nominee.save")}
        </Button>
      </form>
      {nominee ? (
        <form method="post">
          <Button
            type="submit"
            name="intent"
            value="nominee-remove"
            variant="outline"
            className="w-full"
          >
            {t("nominee.remove")}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
