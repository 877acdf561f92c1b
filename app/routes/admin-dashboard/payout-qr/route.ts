import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { findPendingPayoutPayLink } from "~/domain/money/payouts/pay-link.server";
import { screenOf } from "~/domain/privacy/mask";
import { recordPayoutQrView } from "~/domain/privacy/record-staff-view.server";
import { getServices, publicOrigin } from "~/http/context.server";
import { upiQrSvg } from "~/routes/admin-dashboard/payout-qr/upi-qr.server";
import type { Route } from "./+types/route";

/**
 * The UPI QR code of one pending payout, shown on the Payouts tab once the admin asked to see the
 * UPI ID ('Show UPI ID', decision 104): drawn on request, kept by no browser cache (the code is
 * the UPI ID), and 404 once the payout is decided.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = requireRole(context, "admin");
  const { db } = getServices(context);
  const link = await findPendingPayoutPayLink(db, {
    payoutId: params.payoutId,
    adminId: admin.id,
  });
  if (!link) throw data(null, { status: 404 });
  // The code shows the UPI ID: each drawing is a row of the access log.
  await recordPayoutQrView(db, {
    staffId: admin.id,
    payoutId: params.payoutId,
    screen: screenOf(request.headers.get("Referer"), publicOrigin(context, request)),
  });
  return new Response(await upiQrSvg(link), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
