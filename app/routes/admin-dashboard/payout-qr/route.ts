import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { findPendingPayoutPayLink } from "~/domain/money/payouts/pay-link.server";
import { screenOf } from "~/domain/privacy/mask";
import { recordPayoutQrView } from "~/domain/privacy/record-staff-view.server";
import { getServices, publicOrigin } from "~/http/context.server";
import { upiQrEtag, upiQrSvg } from "~/routes/admin-dashboard/payout-qr/upi-qr.server";
import type { Route } from "./+types/route";

/** How long the admin's browser keeps a code: a pending payout's link never changes. */
export const QR_MAX_AGE_SECONDS = 60 * 60;

/**
 * The UPI QR code of one pending payout, for the Payouts tab's <img>: drawn on request (only
 * when that tab is shown), cached by the admin's browser, and 404 once the payout is decided.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = requireRole(context, "admin");
  const { db } = getServices(context);
  const link = await findPendingPayoutPayLink(db, {
    payoutId: params.payoutId,
    adminId: admin.id,
  });
  if (!link) throw data(null, { status: 404 });
  // The code shows the UPI ID: each drawing (or revalidation) is a row of the access log.
  await recordPayoutQrView(db, {
    staffId: admin.id,
    payoutId: params.payoutId,
    screen: screenOf(request.headers.get("Referer"), publicOrigin(context, request)),
  });
  const etag = upiQrEtag(link);
  const headers = {
    "Cache-Control": `private, max-age=${QR_MAX_AGE_SECONDS}`,
    ETag: etag,
    Vary: "Cookie",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(await upiQrSvg(link), {
    headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}

/** If-None-Match holds a list of tags (weak ones prefixed W/) or '*'. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
