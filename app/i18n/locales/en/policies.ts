/** English: the policy pages (terms, review policy, privacy, grievance officer). */
export const policies = {
  updated: "Last updated: 23 November 2026",
  related: "Related pages",
  terms: {
    title: "Terms for reviewers",
    metaTitle: "Terms of Service for reviewers – ReviewKaro",
    description:
      "The rules for writing rewarded reviews on ReviewKaro: honest first-hand reviews, any rating, and never posted on Google or other platforms.",
    intro:
      "These terms apply to everyone who writes reviews on ReviewKaro. By submitting a review you agree to them.",
    sections: {
      honest: {
        heading: "Write honestly",
        text: "Write only about a place you visited yourself, in your own words. Choose the rating you believe is right: one star to five stars are all welcome and all earn the same reward.",
      },
      reward: {
        heading: "The reward",
        text: "You earn ₹5 for every review we approve, whatever its rating. Every published review is labelled as rewarded. ReviewKaro never asks you for money. Anyone who does is not us.",
      },
      otherPlatforms: {
        heading: "Never post rewarded reviews elsewhere",
        text: "A review rewarded by ReviewKaro must never be posted on Google, on any other review site, app or social network. It is published only on ReviewKaro's own page for the business, with its label. Posting it elsewhere hides that it was rewarded, which the law forbids; we close accounts that do so.",
      },
      proof: {
        heading: "Proof of your visit",
        text: "Upload a photo or screenshot that shows your visit. Proofs are seen only by our moderators and are never published.",
      },
      withdraw: {
        heading: "Withdrawing a review",
        text: "You may withdraw your own review at any time from your dashboard; it then leaves the public page.",
      },
      accounts: {
        heading: "One account per person",
        text: "Use one account, your own verified mobile number and your own UPI ID. Copied texts, fake proofs or several accounts lead to rejection and may close the account.",
      },
      copying: {
        heading: "For businesses: copying a review",
        text: "A business may copy or show a review from its ReviewKaro page (on a flyer, a poster, a website, a social media post or a spreadsheet) only together with its disclosure: 'Rewarded review. The reviewer received ₹5 from ReviewKaro for an honest review, whatever the rating.' Every row of the CSV export carries it; keep it with any review you copy, and never cut a review shorter or change its words. A rewarded review may never be posted as a review on Google or any other review platform. A copy without the disclosure hides that the review was rewarded, which the law forbids; we may end the campaign of a business that does so.",
      },
    },
  },
  reviewPolicy: {
    title: "Review policy",
    metaTitle: "Review policy: how moderation works – ReviewKaro",
    description:
      "How ReviewKaro moderates reviews: the approval criteria, the same rules for every rating, and what we never do.",
    intro:
      "Every review is checked by a person before it is published. The rules are the same for every rating.",
    sections: {
      criteria: {
        heading: "What we approve",
        text: "We approve a review when the proof shows a visit to this business, the text is a first-hand experience of at least 30 words, and it is not copied.",
      },
      rating: {
        heading: "The rating never counts",
        text: "The reviewer chooses the rating. Moderation never looks at it to decide, and it never changes the reward, a review's visibility, its order or any score.",
      },
      ratingBlind: {
        heading: "Moderators check without seeing the rating",
        text: "A moderator does not see a review's star rating until their check of the proof and the text is recorded, and every time a rating is shown to a moderator it is logged. A rating cannot sway a check made without it.",
      },
      reasons: {
        heading: "Every rejection has a reason",
        text: "A rejected review always carries a reason that the reviewer sees, and a reviewer may revise a rejected review once.",
      },
      publication: {
        heading: "What is published",
        text: "Every approved review appears on the business's public page, newest first, negative ones included, with the label 'Rewarded review'. The business cannot edit, hide or reorder reviews.",
      },
      never: {
        heading: "What we never do",
        text: "We never pay more for a higher rating, never ask reviewers to post on Google or any other platform, never let a business choose which reviews are shown, and never ask a reviewer to pay anything.",
      },
    },
  },
  privacy: {
    title: "Privacy policy",
    metaTitle: "Privacy Policy – ReviewKaro",
    description: "What ReviewKaro collects, why, who sees it, and how long we keep it.",
    intro:
      "We collect only what we need to run honest reviews and pay reviewers, and we never sell it.",
    sections: {
      collect: {
        heading: "What we collect",
        text: "Your name, mobile number, email, city and, for payouts, your UPI ID; the reviews you write and the proof of each visit; and salted hashes of your network and device that help us find duplicate accounts (never the raw address).",
      },
      use: {
        heading: "Why we use it",
        text: "To verify your account, moderate reviews, pay rewards, prevent fraud and answer your questions. We do not use your data for advertising.",
      },
      public: {
        heading: "What is public",
        text: "An approved review's text, rating, date and the reviewer's name are shown on the business's public page. Proofs, phone numbers, emails and UPI IDs are never published.",
      },
      keep: {
        heading: "How long we keep it",
        text: "As long as your account is open and as the law requires for payments. A withdrawn review leaves the public page at once.",
      },
      rights: {
        heading: "Your rights",
        text: "You may ask to see, correct or delete your data by writing to our grievance officer.",
      },
    },
  },
  grievance: {
    title: "Grievance officer",
    metaTitle: "Grievance officer – ReviewKaro",
    description:
      "How to raise a complaint with ReviewKaro's grievance officer; we acknowledge every complaint within 48 hours.",
    intro:
      "If you have a complaint about a review, a payout, your data or anything on ReviewKaro, write to our grievance officer.",
    nameLabel: "Name",
    defaultOfficerName: "Grievance Officer, ReviewKaro",
    emailLabel: "Email",
    acknowledge:
      "We acknowledge every complaint within 48 hours and tell you how and when we will resolve it.",
    include:
      "Please include your registered mobile number, the page or review concerned, and what you would like us to do.",
  },
} as const;
