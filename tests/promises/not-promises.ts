/**
 * The reviewed list of texts under the promising message groups (index.ts `promisingTexts`) that
 * promise nothing themselves (decision 098): headings, labels, links, figures, errors, examples,
 * and sentences that only restate a promise registered under another key. A new text under a
 * promising group goes into the register, or here once a reviewer agrees it promises no behaviour.
 *
 * One line per reason and group of texts: the one-word reason, then the keys it covers (a table
 * rather than one property per line, so the list stays one readable file).
 */
const reasons = [
  "contact",
  "date",
  "error",
  "example",
  "figure",
  "heading",
  "identity",
  "instruction",
  "intro",
  "invitation",
  "label",
  "legal",
  "link",
  "name",
  "restates",
  "scope",
  "slogan",
  "status",
  "unit",
] as const;
export type NotPromiseReason = (typeof reasons)[number];

const table = `
restates    landing.heroEyebrow landing.featuresIntro
slogan      landing.heroTitle landing.closingTitle
link        landing.ctaUser landing.ctaBusiness landing.closingCta
heading     landing.featuresTitle landing.features.realUsers.title
heading     landing.features.doubleVerification.title landing.features.fastDelivery.title
heading     landing.features.businessGrowth.title landing.features.securePayments.title
heading     landing.howTitle landing.steps.create.title landing.steps.review.title
heading     landing.steps.verify.title landing.steps.grow.title
intro       landing.howIntro
legal       footer.copyright
link        footer.aboutUs footer.businesses footer.campaignSetup footer.company footer.contactUs
link        footer.howToEarn footer.paymentMethods footer.pricingPlans footer.privacyPolicy
link        footer.successStories footer.terms footer.userGuidelines footer.users
link        footer.grievanceOfficer footer.reviewPolicy footer.transparency
restates    footer.tagline
heading     contact.title contact.sentTitle
label       contact.fullName contact.email contact.message contact.send contact.reachUs
label       contact.phoneLabel contact.emailLabel contact.addressLabel
example     contact.fullNamePlaceholder contact.emailPlaceholder contact.messagePlaceholder
status      contact.sending
error       contact.fullNameRequired contact.emailRequired contact.emailInvalid
error       contact.messageRequired contact.tooLong
contact     contact.hours
heading     publicPage.title publicPage.policyTitle
restates    publicPage.description
label       publicPage.ratingFromRewarded publicPage.pages
figure      publicPage.approvedCount_one publicPage.approvedCount_other publicPage.ratingOutOf
status      publicPage.noRating publicPage.noReviews
heading     ledger.title ledger.appealsHeading
label       ledger.stars ledger.starsValue_one ledger.starsValue_other ledger.submitted
label       ledger.published ledger.rejected ledger.withdrawn ledger.waiting ledger.total
label       ledger.rejectedBy ledger.removed ledger.removedBy
figure      ledger.publishedShare ledger.publishedShareOneSide ledger.removedLine_one
figure      ledger.removedLine_other
status      ledger.noneDecided ledger.noRejections
heading     share.heading share.imageDisclosureTitle share.distributionTitle share.posterTitle
label       share.whatsapp share.copyLink share.copyField share.nativeShare share.reviewCount_one
label       share.reviewCount_other share.starsLabel_one share.starsLabel_other share.filterLabel
label       share.filterAll share.filterStars_one share.filterStars_other
restates    share.whatsappText
instruction share.copyHint share.posterScan share.posterPrintHint
status      share.copied share.imageNoRating share.filteredNone
link        share.poster share.posterBack
figure      share.imageAlt_one share.imageAlt_other share.imageCount_one share.imageCount_other
figure      share.distributionRow
invitation  share.posterInvite
date        policies.updated
heading     policies.related
heading     policies.terms.title policies.terms.metaTitle policies.terms.sections.honest.heading
heading     policies.terms.sections.reward.heading policies.terms.sections.otherPlatforms.heading
heading     policies.terms.sections.proof.heading policies.terms.sections.withdraw.heading
heading     policies.terms.sections.accounts.heading policies.terms.sections.copying.heading
restates    policies.terms.description
scope       policies.terms.intro
heading     policies.reviewPolicy.title policies.reviewPolicy.metaTitle
heading     policies.reviewPolicy.sections.criteria.heading
heading     policies.reviewPolicy.sections.rating.heading
heading     policies.reviewPolicy.sections.ratingBlind.heading
heading     policies.reviewPolicy.sections.reasons.heading
heading     policies.reviewPolicy.sections.publication.heading
heading     policies.reviewPolicy.sections.never.heading
restates    policies.reviewPolicy.description
heading     policies.privacy.title policies.privacy.metaTitle
heading     policies.privacy.sections.collect.heading policies.privacy.sections.use.heading
heading     policies.privacy.sections.consent.heading policies.privacy.sections.age.heading
heading     policies.privacy.sections.public.heading policies.privacy.sections.keep.heading
heading     policies.privacy.sections.photoPlace.heading
heading     policies.privacy.sections.rights.heading policies.privacy.sections.staff.heading
heading     policies.privacy.sections.complaints.heading policies.privacy.sections.report.heading
heading     policies.privacy.sections.shared.heading policies.privacy.sections.board.heading
restates    policies.privacy.description
heading     policies.grievance.title policies.grievance.metaTitle
restates    policies.grievance.description
invitation  policies.grievance.intro
label       policies.grievance.nameLabel policies.grievance.emailLabel
name        policies.grievance.defaultOfficerName
instruction policies.grievance.include
label       consent.more consent.moreAbout consent.adultLabel consent.withdraw consent.readPolicy
label       consent.purposes.adult_declaration consent.purposes.account
label       consent.purposes.review_proof consent.purposes.payout_upi consent.purposes.review_sms
error       consent.adultRequired consent.notFoundText consent.notWithdrawableText
heading     consent.notChangedTitle consent.privacyHeading consent.withdrawnTitle
date        consent.given consent.withdrawnOn consent.notice
status      consent.withdrawing consent.none
heading     operator.heading
identity    operator.runBy
label       operator.address operator.email operator.phone
restates    searchMeta.homeDescription
heading     grievance.formTitle grievance.filedTitle grievance.statusTitle
heading     grievance.statusMetaTitle
label       grievance.name grievance.phone grievance.email grievance.category
label       grievance.categories.review_about_me grievance.categories.personal_data
label       grievance.categories.payment grievance.categories.account grievance.categories.other
label       grievance.text grievance.link grievance.send grievance.ticketLabel
label       grievance.ticketNumber grievance.lookUp grievance.acknowledgementLabel
label       grievance.decisionLabel
instruction grievance.textHint grievance.linkHint grievance.statusIntro
status      grievance.sending grievance.lookingUp grievance.statuses.open grievance.statuses.acknowledged
status      grievance.statuses.decided grievance.outcomes.upheld grievance.outcomes.rejected
status      grievance.outcomes.resolved
error       grievance.nameRequired grievance.phoneRequired grievance.emailInvalid
error       grievance.categoryRequired grievance.textRequired grievance.textTooShort
error       grievance.linkInvalid grievance.tooLong grievance.ticketRequired grievance.notFound
error       grievance.limited grievance.complaintLimited
link        grievance.openStatus grievance.statusLinkText grievance.another
link        grievance.newComplaint
date        grievance.filedOn grievance.clockDone
restates    grievance.acknowledgeClock grievance.decideClock grievance.removeClock
label       grievance.categories.impersonation
figure      grievance.clockLeft grievance.clockOverdue
unit        grievance.days grievance.hours grievance.minutes
heading     breach.metaTitle breach.title breach.parts.description breach.parts.consequences
heading     breach.parts.measures breach.parts.safety breach.parts.contact breach.bannerTitle
status      breach.none
label       breach.happened breach.found breach.acknowledge
date        breach.sentOn
instruction breach.bannerText
link        breach.bannerRead
heading     transparency.metaTitle transparency.title transparency.reviewsHeading
heading     transparency.decisionHeading transparency.complaintsHeading
heading     transparency.reportsHeading transparency.takedownsHeading transparency.payoutsHeading
restates    transparency.metaDescription transparency.acknowledged transparency.decided
label       transparency.monthLabel transparency.show transparency.item
label       transparency.starsLong_one transparency.starsLong_other transparency.total
label       transparency.received transparency.published transparency.rejectedAs
label       transparency.rejectedTotal transparency.removedAs transparency.removedTotal
label       transparency.rejectedShare transparency.clock transparency.reports
label       transparency.disputes transparency.reportsRemoved transparency.reportsKept
label       transparency.reportsOpen transparency.payoutsCount transparency.payoutsTotal
label       transparency.csvKey transparency.csvItem transparency.csvSeconds
label       transparency.decisionsCount transparency.decisionMedian transparency.decisionP90
label       transparency.complaintsTotal transparency.impersonationReceived
figure      transparency.complaintsReceived transparency.impersonation transparency.clockRow
status      transparency.met transparency.missed transparency.running
label       businessWarning.ground.mass_reports businessWarning.ground.money_for_change
label       businessWarning.ground.post_elsewhere businessWarning.ground.pressure_on_reviewers
heading     businessWarning.dashboardTitle
`;

/** The table read into key → reason; an unknown reason or a key listed twice stops the tests. */
function readTable(text: string): Readonly<Record<string, NotPromiseReason>> {
  const read: Record<string, NotPromiseReason> = {};
  for (const line of text.split("\n").filter((row) => row.trim() !== "")) {
    const [reason, ...keys] = line.trim().split(/\s+/);
    if (!(reasons as readonly string[]).includes(reason ?? "")) {
      throw new Error(
        `not-promises.ts: '${reason}' is not one of the reasons (${reasons.join(", ")})`,
      );
    }
    for (const key of keys) {
      if (key in read) throw new Error(`not-promises.ts: ${key} is listed twice`);
      read[key] = reason as NotPromiseReason;
    }
  }
  return read;
}

export const notPromises = readTable(table);
