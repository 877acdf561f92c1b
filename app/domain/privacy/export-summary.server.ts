import { formatRupees } from "~/domain/money/rupees";
import { formatDate, formatDateTime } from "~/domain/shared/dates";
import { isLanguage, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { AccountParts } from "./account-data.server";

type T = ReturnType<typeof serverT>;

/**
 * summary.html, the first file of 'Download my data' (decision 111): the same records as the
 * JSON files beside it, as a page a person reads in any browser, in their profile's language —
 * who they are, their reviews, wallet totals and payouts, or their campaigns and payments, their
 * consents, each with its date. Written here rather than in a route because the ZIP is built by
 * a background job; every value the person or anyone else typed is escaped.
 */
export function exportSummaryHtml(
  parts: AccountParts,
  options: { files: string[]; preparedAt: Date },
): string {
  const language: Language = isLanguage(parts.profile.language) ? parts.profile.language : "en";
  const t = serverT(language);
  const { profile } = parts;
  const date = (value: Date | string | null) => (value ? formatDate(value, language) : "—");
  const sections = [
    whoYouAre(parts, t, date),
    parts.reviewer ? reviewerSections(parts.reviewer, profile.walletBalance, t, date) : "",
    parts.business ? businessSections(parts.business, t, date) : "",
    consentSection(parts.records.consents, t, language),
    `<h2>${t("exportSummary.securityTitle")}</h2><ul><li>${escapeHtml(
      t("exportSummary.securityCount", { count: parts.records.securityLog.length }),
    )}</li><li>${escapeHtml(
      t("exportSummary.marksCount", { count: parts.records.marks.length }),
    )}</li></ul>`,
    `<h2>${t("exportSummary.filesTitle")}</h2><ul>${options.files
      .map((name) => `<li><code>${escapeHtml(name)}</code></li>`)
      .join("")}</ul>`,
  ];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("exportSummary.title"))}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(t("exportSummary.title"))}</h1>
<p>${escapeHtml(
    t("exportSummary.prepared", {
      date: formatDateTime(options.preparedAt, language),
      phone: profile.phone,
    }),
  )}</p>
<p>${escapeHtml(t("exportSummary.intro"))}</p>
${sections.join("\n")}
</body>
</html>
`;
}

type DateText = (value: Date | string | null) => string;

function whoYouAre(parts: AccountParts, t: T, date: DateText): string {
  const { profile } = parts;
  const language = isLanguage(profile.language) ? profile.language : null;
  return `<h2>${t("exportSummary.whoTitle")}</h2>${definitions([
    [t("exportSummary.phone"), profile.phone],
    [t("exportSummary.role"), t(`exportSummary.roles.${profile.role}`)],
    [t("exportSummary.username"), profile.username ?? t("exportSummary.none")],
    ...(profile.role === "user"
      ? ([
          [t("exportSummary.publicName"), profile.reviewerName ?? t("exportSummary.none")],
          [t("exportSummary.email"), profile.reviewerEmail ?? t("exportSummary.none")],
          [t("exportSummary.city"), profile.city ?? t("exportSummary.none")],
        ] as const)
      : []),
    [
      t("exportSummary.language"),
      language ? t(`exportSummary.languages.${language}`) : t("exportSummary.none"),
    ],
    ...(profile.role === "business"
      ? ([
          [
            t("exportSummary.reviewSms"),
            t(profile.reviewSms ? "exportSummary.yes" : "exportSummary.no"),
          ],
        ] as const)
      : []),
    [t("exportSummary.joined"), date(profile.createdAt)],
  ])}`;
}

function reviewerSections(
  reviewer: NonNullable<AccountParts["reviewer"]>,
  balance: number,
  t: T,
  date: DateText,
): string {
  const credited = reviewer.walletLedger
    .filter((row) => row.amount > 0)
    .reduce((sum, row) => sum + row.amount, 0);
  const debited = reviewer.walletLedger
    .filter((row) => row.amount < 0)
    .reduce((sum, row) => sum - row.amount, 0);
  const reviews =
    reviewer.reviews.length === 0
      ? `<p>${t("exportSummary.noReviews")}</p>`
      : `<p>${escapeHtml(t("exportSummary.reviewsCount", { count: reviewer.reviews.length }))}</p>${table(
          [
            t("exportSummary.business"),
            t("exportSummary.stars"),
            t("exportSummary.status"),
            t("exportSummary.submitted"),
            t("exportSummary.earned"),
          ],
          reviewer.reviews.map((review) => [
            review.businessName,
            String(review.rating),
            t(`status.${review.status}`),
            date(review.createdAt),
            formatRupees(review.earnings),
          ]),
        )}`;
  const payouts =
    reviewer.payouts.length === 0
      ? `<p>${t("exportSummary.noPayouts")}</p>`
      : table(
          [
            t("exportSummary.amount"),
            t("exportSummary.upiId"),
            t("exportSummary.status"),
            t("exportSummary.asked"),
            t("exportSummary.outcome"),
            t("exportSummary.reference"),
          ],
          reviewer.payouts.map((payout) => [
            formatRupees(payout.amount),
            payout.upiId,
            t(`payoutStatus.${payout.status}`),
            date(payout.createdAt),
            date(payout.processedAt),
            payout.reference ?? "—",
          ]),
        );
  return `<h2>${t("exportSummary.reviewsTitle")}</h2>${reviews}
<h2>${t("exportSummary.walletTitle")}</h2>${definitions([
    [t("exportSummary.balance"), formatRupees(balance)],
    [t("exportSummary.credited"), formatRupees(credited)],
    [t("exportSummary.debited"), formatRupees(debited)],
  ])}<p>${escapeHtml(t("exportSummary.entries", { count: reviewer.walletLedger.length }))}</p>
<h2>${t("exportSummary.payoutsTitle")}</h2>${payouts}`;
}

function businessSections(
  business: NonNullable<AccountParts["business"]>,
  t: T,
  date: DateText,
): string {
  const campaigns =
    business.campaigns.length === 0
      ? `<p>${t("exportSummary.noCampaigns")}</p>`
      : table(
          [
            t("exportSummary.campaign"),
            t("exportSummary.city"),
            t("exportSummary.reviewsDone"),
            t("exportSummary.cost"),
            t("exportSummary.status"),
            t("exportSummary.created"),
          ],
          business.campaigns.map((campaign) => [
            campaign.businessName,
            campaign.city,
            `${campaign.completedReviews} / ${campaign.targetReviews}`,
            formatRupees(campaign.cost),
            t(`status.${campaign.status}`),
            date(campaign.createdAt),
          ]),
        );
  const payments =
    business.payments.length === 0
      ? `<p>${t("exportSummary.noPayments")}</p>`
      : table(
          [
            t("exportSummary.amount"),
            t("exportSummary.purpose"),
            t("exportSummary.status"),
            t("exportSummary.paid"),
          ],
          business.payments.map((payment) => [
            formatRupees(payment.amount),
            t(`exportSummary.paymentPurposes.${payment.purpose}`),
            t(`exportSummary.paymentStatuses.${payment.status}`),
            date(payment.createdAt),
          ]),
        );
  return `<h2>${t("exportSummary.campaignsTitle")}</h2>${campaigns}
<h2>${t("exportSummary.paymentsTitle")}</h2>${payments}
<h2>${t("exportSummary.invoicesTitle")}</h2><p>${escapeHtml(
    t("exportSummary.invoicesCount", { count: business.invoices.length }),
  )}</p>`;
}

function consentSection(
  consents: AccountParts["records"]["consents"],
  t: T,
  language: Language,
): string {
  const body =
    consents.length === 0
      ? `<p>${t("exportSummary.noConsents")}</p>`
      : table(
          [
            t("exportSummary.purpose"),
            t("exportSummary.given"),
            t("exportSummary.withdrawn"),
            t("exportSummary.noticeVersion"),
          ],
          consents.map((consent) => [
            t(`consent.purposes.${consent.purpose}`),
            formatDateTime(consent.givenAt, language),
            consent.withdrawnAt
              ? formatDateTime(consent.withdrawnAt, language)
              : t("exportSummary.stillGiven"),
            consent.noticeVersion,
          ]),
        );
  return `<h2>${t("exportSummary.consentsTitle")}</h2>${body}`;
}

/** A two-column list of labels and values, every value escaped. */
function definitions(rows: readonly (readonly [string, string])[]): string {
  return `<dl>${rows
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("")}</dl>`;
}

/** A table with a header row; every cell escaped. */
function table(head: string[], rows: string[][]): string {
  const cells = (row: string[], tag: "th" | "td") =>
    row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join("");
  return `<table><thead><tr>${cells(head, "th")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${cells(row, "td")}</tr>`)
    .join("")}</tbody></table>`;
}

/** Text made safe inside HTML: a business name such as `<script>` stays words. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const STYLE = `body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ddd}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
table{border-collapse:collapse;width:100%;font-size:.95rem}th,td{border:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}th{background:#f5f5f5}`;
