import QRCode from "qrcode";
import { data, Link } from "react-router";
import { Logo } from "~/components/logo";
import { useNonce } from "~/components/nonce";
import { getPublicCampaignSummary } from "~/domain/reviews/public-reviews.server";
import { getServices, publicOrigin } from "~/http/context.server";
import { cityLabel } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { publicPageUrl } from "~/routes/public-campaign/share-links";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";

export const handle: RouteHandle = { staticPage: true, messages: ["publicPage"] };

/**
 * A printable A5 poster for the shop counter: the business, a QR code to its public page and an
 * invitation to READ honest reviews (never to write one for a reward). Exists where the page does.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const summary = await getPublicCampaignSummary(db, { campaignId: params.campaignId });
  if (!summary) throw data(null, { status: 404 });
  // The short link (decision 052): a reader types it from paper, so it is short.
  const url = publicPageUrl(publicOrigin(context, request), summary.shortCode);
  // Error correction M: still read from a creased or glossy print.
  const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 0 });
  return { businessName: summary.businessName, city: summary.city, url, qrSvg };
}

/** One A5 sheet: the margins and the sheet's size are the printer's, the rest fits inside. */
const printCss = `@page { size: A5 portrait; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  .poster-screen-only { display: none !important; }
  .poster-sheet { box-shadow: none !important; border: 0 !important; margin: 0 !important; width: auto !important; height: 188mm !important; }
}`;

export default function PublicCampaignPoster({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const { businessName, city, url, qrSvg } = loaderData;
  return (
    <>
      <title>{t("share.posterTitle", { business: businessName })}</title>
      <meta name="robots" content="noindex" />
      <style nonce={nonce}>{printCss}</style>
      <main id="main" className="min-h-screen bg-ink-100 px-4 py-6 print:bg-white print:p-0">
        <p className="poster-screen-only mx-auto mb-4 max-w-[148mm] text-sm">
          <Link to={`/b/${params.campaignId}`} className="text-brand-800 underline">
            {t("share.posterBack")}
          </Link>
          <span className="block text-ink-700">{t("share.posterPrintHint")}</span>
        </p>
        <article
          className="poster-sheet mx-auto flex h-[210mm] w-[148mm] max-w-full flex-col items-center justify-between overflow-hidden rounded-lg border border-ink-200 bg-white p-[10mm] text-center shadow-lg"
          data-testid="poster"
        >
          <Logo />
          <div>
            <h1 className="text-3xl font-extrabold text-ink-950">{businessName}</h1>
            <p className="mt-1 text-lg text-ink-600">{cityLabel(t, city)}</p>
          </div>
          <p className="text-2xl font-bold text-brand-800">{t("share.posterInvite")}</p>
          <div
            className="size-[70mm] [&>svg]:size-full"
            role="img"
            aria-label={url}
            data-testid="poster-qr"
            // The QR code is an SVG drawn by the server from the page's own address.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: qrcode's own SVG output
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <div className="space-y-1">
            <p className="text-sm text-ink-700">{t("share.posterScan")}</p>
            <p className="break-all font-mono text-sm font-semibold text-ink-950">{url}</p>
          </div>
          <p className="text-xs text-ink-600">{t("share.posterNote")}</p>
        </article>
      </main>
    </>
  );
}
