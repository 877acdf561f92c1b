import { RemovalAppeals } from "~/routes/_staff/removal-appeals/removal-appeals";
import { NextReviewLink, type Tab } from "./admin-tabs";
import { Appeals } from "./appeals";
import { CampaignsTab } from "./campaigns";
import { Complaints } from "./complaints";
import { ContactMessages } from "./contact-messages";
import type { loadAdminDashboard } from "./dashboard-page.server";
import { DecisionTimes } from "./decision-times";
import { Payouts } from "./payouts";
import { ProviderPayouts } from "./provider-payouts";
import { RefundsNeedingAttention } from "./refunds-attention";
import { Reports } from "./reports";
import { ReviewQueue } from "./review-queue";
import { TeamTab } from "./team";

type Page = Awaited<ReturnType<typeof loadAdminDashboard>>;
/** The live sections as the page holds them (useLiveSections), every one loaded. */
type Sections = Required<Page["live"]["sections"]>;

/** The shown tab's sections, in the order the tab reads them. */
export function TabPanel({
  tab,
  sections,
  page,
}: {
  tab: Tab;
  sections: Sections;
  page: Pick<Page, "decisionTimes" | "team" | "complaints" | "reports">;
}) {
  const reviews = sections["review-queue"];
  const campaigns = sections["campaign-queue"];
  const payouts = sections["payout-queue"];
  const appeals = sections["appeal-queue"];
  switch (tab) {
    case "reviews":
      return (
        <>
          {page.decisionTimes ? <DecisionTimes times={page.decisionTimes} /> : null}
          <NextReviewLink />
          <ReviewQueue reviews={reviews} />
        </>
      );
    case "campaigns":
      return (
        <div className="space-y-6">
          <RefundsNeedingAttention refunds={campaigns.refunds} />
          <CampaignsTab pending={campaigns.pending} all={campaigns.all} edits={campaigns.edits} />
        </div>
      );
    case "payouts":
      return (
        <>
          {payouts.provider ? <ProviderPayouts {...payouts.provider} /> : null}
          <Payouts
            pending={payouts.pending}
            processed={payouts.processed}
            required={payouts.required}
            byProvider={payouts.provider !== null}
          />
        </>
      );
    case "appeals":
      return (
        <>
          {appeals.removals ? <RemovalAppeals {...appeals.removals} /> : null}
          {appeals.appeals ? <Appeals {...appeals.appeals} /> : null}
        </>
      );
    case "complaints":
      return (
        <>
          {page.complaints.complaints ? <Complaints {...page.complaints.complaints} /> : null}
          {page.complaints.contact ? <ContactMessages {...page.complaints.contact} /> : null}
        </>
      );
    case "reports":
      return page.reports.reports ? <Reports {...page.reports.reports} /> : null;
    case "team":
      return <TeamTab {...page.team} />;
  }
}
