import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import type { DeletionBlocker } from "~/domain/privacy/account-deletion-blockers.server";
import type { DataExportState } from "~/domain/privacy/data-exports.server";
import { formatDateTime } from "~/domain/shared/dates";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { AccountActionResult } from "./account-intents";

type Loaded = {
  role: string;
  phone: string;
  reviewerName: string;
  reviewerEmail: string;
  latest: DataExportState;
  blocker: DeletionBlocker | null;
  /** A wallet balance under the minimum payout, given up by a tick to delete (decision 076). */
  smallBalance: number | null;
  linkDays: number;
};
type Answer = AccountActionResult | undefined;

const blockerTexts: Record<
  Exclude<DeletionBlocker, "not_found" | "balance_not_given_up">,
  string
> = {
  staff_account: "dataRights.blockerStaff",
  wallet_not_empty: "dataRights.blockerWallet",
  payout_in_flight: "dataRights.blockerPayout",
  campaign_live: "dataRights.blockerCampaign",
  payment_unsettled: "dataRights.blockerPayment",
  refund_in_flight: "dataRights.blockerRefund",
};

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 border-t border-ink-100 pt-5 first:border-0 first:pt-0"
    >
      <h2 id={id} className="text-lg font-semibold text-ink-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Correction: the reviewer's public name and email here; the rest where it is edited. */
export function CorrectSection({ loaderData, answer }: { loaderData: Loaded; answer: Answer }) {
  const { t } = useTranslation();
  const fieldError = (name: string) =>
    answer?.field?.name === name ? [translateKey(t, answer.field.text)] : undefined;
  return (
    <Section id="correct-heading" title={t("dataRights.correctHeading")}>
      <p className="text-sm text-ink-700">
        {loaderData.role === "business"
          ? t("dataRights.correctBusinessText")
          : t("dataRights.correctText")}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/update-profile" className={buttonVariants({ variant: "outline" })}>
          {t("dataRights.editProfile")}
        </Link>
        {loaderData.role === "business" ? (
          <Link to="/business/billing" className={buttonVariants({ variant: "outline" })}>
            {t("dataRights.editBilling")}
          </Link>
        ) : null}
      </div>
      {loaderData.role === "user" ? (
        <form method="post" className="space-y-4">
          <Field
            label={t("dataRights.reviewerName")}
            name="reviewerName"
            autoFocus={answer?.field?.name === "reviewerName"}
            defaultValue={loaderData.reviewerName}
            autoComplete="name"
            required
            errors={fieldError("reviewerName")}
          />
          <Field
            label={t("dataRights.reviewerEmail")}
            name="reviewerEmail"
            autoFocus={answer?.field?.name === "reviewerEmail"}
            type="email"
            defaultValue={loaderData.reviewerEmail}
            autoComplete="email"
            required
            errors={fieldError("reviewerEmail")}
          />
          <Button type="submit" name="intent" value="correct" className="w-full">
            {t("dataRights.saveDetails")}
          </Button>
        </form>
      ) : null}
    </Section>
  );
}

/**
 * 'Download my data': the request, 'Preparing…', then the link until it expires; a request past
 * the week's limit is answered at the button with when to ask again (decision 103).
 */
export function DownloadSection({ loaderData, answer }: { loaderData: Loaded; answer: Answer }) {
  const { t, i18n } = useTranslation();
  const refused = answer?.field?.name === "export" ? answer.field : null;
  const latest = loaderData.latest;
  const when = (date: Date | string) => formatDateTime(date, i18n.language);
  return (
    <Section id="download-heading" title={t("dataRights.downloadHeading")}>
      <p className="text-sm text-ink-700">
        {t("dataRights.downloadText", { days: loaderData.linkDays })}
      </p>
      <p className="text-sm text-ink-700">{t("dataRights.downloadSummary")}</p>
      {latest.state === "preparing" ? (
        <p role="status" className="rounded-lg bg-saffron-50 p-3 text-sm text-ink-900">
          {t("dataRights.preparing")}
        </p>
      ) : null}
      {latest.state === "ready" ? (
        <div className="space-y-2 rounded-lg bg-brand-50 p-3">
          <p className="text-sm text-ink-900">
            {t("dataRights.ready", { date: when(latest.expiresAt) })}
          </p>
          <a
            href={`/account/export/${latest.id}`}
            download
            className={cn(buttonVariants(), "w-full")}
          >
            {t("dataRights.downloadLink")}
          </a>
        </div>
      ) : null}
      {latest.state === "expired" ? (
        <p className="text-sm text-ink-700">
          {t("dataRights.expired", { date: when(latest.expiresAt) })}
        </p>
      ) : null}
      {latest.state === "failed" ? (
        <p className="text-sm text-red-700">{t("dataRights.failed")}</p>
      ) : null}
      {latest.state === "preparing" ? null : (
        <form method="post">
          <Button
            type="submit"
            name="intent"
            value="export"
            variant={latest.state === "ready" ? "outline" : "primary"}
            className="w-full"
          >
            {t("dataRights.downloadButton")}
          </Button>
          {refused ? (
            <p role="alert" className="mt-2 text-sm text-red-700" data-testid="export-refused">
              {translateKey(t, refused.text, refused.values)}
            </p>
          ) : null}
        </form>
      )}
    </Section>
  );
}

/** 'Delete my account': what stops it, else a code to the phone, then the code. */
export function DeleteSection({ loaderData, answer }: { loaderData: Loaded; answer: Answer }) {
  const { t } = useTranslation();
  const blocker =
    loaderData.blocker &&
    loaderData.blocker !== "not_found" &&
    loaderData.blocker !== "balance_not_given_up"
      ? loaderData.blocker
      : null;
  const codeError =
    answer?.field?.name === "code" ? [translateKey(t, answer.field.text)] : undefined;
  const giveUpError =
    answer?.field?.name === "giveUp" ? translateKey(t, answer.field.text) : undefined;
  const balance = loaderData.smallBalance;
  const codeSent = !!answer?.codeSent;
  return (
    <Section id="delete-heading" title={t("dataRights.deleteHeading")}>
      <p className="text-sm text-ink-700">{t("dataRights.deleteText")}</p>
      {blocker ? (
        <div role="note" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">{t("dataRights.deleteBlocked")}</p>
          <p>{translateKey(t, blockerTexts[blocker])}</p>
        </div>
      ) : (
        // One form for both steps: the give-up tick goes with the code as it stands when the code
        // is used, so a balance that changed is ticked again beside the code already sent.
        <form method="post" className="space-y-3">
          {balance ? (
            <GiveUpBalance
              // A new amount is a new question: its tick starts empty.
              key={balance}
              amount={balance}
              error={giveUpError}
              ticked={!!answer?.codeSent && answer.givingUp === balance}
            />
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="send-code"
            variant="outline"
            // Asking for a (new) code needs no code.
            formNoValidate={codeSent}
            className="w-full"
          >
            {t("dataRights.sendCode", { phone: loaderData.phone })}
          </Button>
          {codeSent ? (
            <div className="space-y-4 pt-1">
              <Field
                label={t("dataRights.code")}
                name="code"
                defaultValue={answer?.code}
                // The answer is a new page, opened at its top: the field the step asks for next
                // takes the focus, and the browser scrolls to it (no script needed).
                autoFocus={!giveUpError}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
                errors={codeError}
              />
              <Button
                type="submit"
                name="intent"
                value="delete"
                variant="destructive"
                className="w-full"
              >
                {t("dataRights.deleteButton")}
              </Button>
            </div>
          ) : null}
        </form>
      )}
    </Section>
  );
}

/**
 * A balance under the minimum payout: no payout can take it, so deleting gives it up, said
 * plainly and ticked by the person (decision 076). The tick names the amount: a balance that
 * changes before the code is used is asked about again.
 */
function GiveUpBalance({
  amount,
  error,
  ticked,
}: {
  amount: number;
  error: string | undefined;
  /** Ticked already: the code was sent after the tick. */
  ticked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <p id="give-up-hint">{t("dataRights.smallBalanceText", { amount })}</p>
      <div className="flex gap-3">
        <input
          type="checkbox"
          id="give-up"
          name="giveUp"
          value={amount}
          required
          // biome-ignore lint/a11y/noAutofocus: the answer to the person's own post, a new page: focus goes to what it asks again
          autoFocus={!!error}
          defaultChecked={ticked}
          aria-describedby={error ? "give-up-hint give-up-error" : "give-up-hint"}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <label htmlFor="give-up" className="block min-h-11 font-medium text-ink-900">
          {t("dataRights.giveUpLabel", { amount })}
        </label>
      </div>
      {error ? (
        <p id="give-up-error" className="font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
