import type { Messages } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { FieldError } from "./ui/field";

type ConsentKey = `consent.${Exclude<keyof Messages["consent"], "purposes">}`;

/**
 * The short notice where data is first collected (decision 074): what is kept, why, for how
 * long, the person's rights, and a 'More' link to the privacy page; a line or two on a phone.
 */
export function CollectionNotice({ text, id }: { text: ConsentKey; id?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-sm text-ink-700" data-testid="collection-notice">
      {/* A plain link (a new tab either way): the signup's island has no router. */}
      {t(text)}{" "}
      <a
        href="/privacy"
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-800 underline underline-offset-2"
      >
        {t("consent.more")}
        <span className="sr-only"> {t("consent.moreAbout")}</span>
      </a>
    </p>
  );
}

/** A required tick box with its label beside it and its error under it. */
export function DeclarationBox({
  name,
  id,
  label,
  errors,
  checked,
  defaultChecked,
  onChange,
}: {
  name: string;
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      {/* The box sits inside its label: the whole line is the tap target. */}
      <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 font-medium text-ink-900">
        <input
          type="checkbox"
          id={id}
          name={name}
          required
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
          {...(onChange
            ? { checked, onChange: (event) => onChange(event.currentTarget.checked) }
            : { defaultChecked })}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** The signup's 'I am 18 or older', required of every new account. */
export function AdultDeclaration(props: {
  name: string;
  id: string;
  errors?: readonly string[] | undefined;
  defaultChecked?: boolean;
}) {
  const { t } = useTranslation();
  return <DeclarationBox {...props} label={t("consent.adultLabel")} />;
}

/** The signup's phone step below the number: 'I am 18 or older', then what is collected. */
export function SignupDeclarations({
  adult,
  errorText,
  notice,
}: {
  adult: { name: string; id: string; errors?: string[] | undefined; initialValue?: unknown };
  errorText: (errors?: string[]) => string[] | undefined;
  notice: ConsentKey;
}) {
  return (
    <>
      <AdultDeclaration
        name={adult.name}
        id={adult.id}
        errors={errorText(adult.errors)}
        defaultChecked={adult.initialValue === "on"}
      />
      <CollectionNotice text={notice} />
    </>
  );
}
