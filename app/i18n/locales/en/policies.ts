/** English: the policy pages (terms, review policy, privacy, grievance officer). */
export const policies = {
  updated: "Last updated: 30 November 2026",
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
        text: "You earn {{reward}} for every review we approve, whatever its rating. Every published review is labelled as rewarded. ReviewKaro never asks you for money. Anyone who does is not us.",
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
        text: "A business may copy or show a review from its ReviewKaro page (on a flyer, a poster, a website, a social media post or a spreadsheet) only together with its disclosure: 'Rewarded review. The reviewer received {{reward}} from ReviewKaro for an honest review, whatever the rating.' Every row of the CSV export carries it; keep it with any review you copy, and never cut a review shorter or change its words. A rewarded review may never be posted as a review on Google or any other review platform. A copy without the disclosure hides that the review was rewarded, which the law forbids; we may end the campaign of a business that does so.",
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
        heading: "Reviews are checked without seeing the rating",
        text: "Whoever checks a review (a moderator, or the admin, also when the admin checks alone) does not see its star rating until their check of the proof and the text is recorded. Before that, a rating is shown only to someone who presses 'Show rating', and each such view is recorded in the staff access log: who saw it, which review and when. A rating cannot sway a check made without it.",
      },
      reasons: {
        heading: "Every rejection has a reason",
        text: "A rejected review always carries a reason that the reviewer sees, and a reviewer may revise a rejected review once, within 7 days of the rejection.",
      },
      publication: {
        heading: "What is published",
        text: "Every approved review appears on the business's public page, newest first, negative ones included, with the label 'Rewarded review'. The business cannot edit, hide or reorder reviews. A review removed after a complaint leaves the page; its author may appeal once, a team member who did not remove it decides, and a review published again returns to its place by date.",
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
    description:
      "What ReviewKaro collects, why, who sees it, how long we keep it, and how you download, correct or delete your data.",
    intro:
      "We collect only what we need to run honest reviews and pay reviewers, and we never sell it. We tell you where we collect each thing, and record what you agreed to.",
    sections: {
      collect: {
        heading: "What we collect",
        text: "What we keep about you is listed below, and all of it is in your download ('Download my data'). Our servers also log each request (its time, network address and page) for security; those logs stay on the servers and are not in the download. A message you send from the Contact page (your name, email and message) belongs to no account, so it is not in the download either; we use it only to answer you.",
      },
      use: {
        heading: "Why we use it",
        text: "To run your account and sign you in by OTP, check and publish reviews, pay rewards, prevent fraud and answer complaints. We do not use your data for advertising, and the rating of a review never changes a reward, its place or any score.",
      },
      consent: {
        heading: "Notice and consent",
        text: "Where we first collect something (sign-up, the proof upload, the UPI ID) a short notice says what we keep, why and for how long. We record each consent with the notice's version and date; your profile's Privacy section lists them. An optional consent starts unticked and is recorded only when you tick it: a business gets the daily SMS of new reviews only after it turns the SMS on in its profile, and Withdraw stops it at once. What an account or a review cannot run without ends when you delete the account or withdraw the review; payment records are kept as the law requires.",
      },
      age: {
        heading: "Adults only",
        text: "ReviewKaro pays people for reviews, so accounts are for people aged 18 or older. Everyone declares it at sign-up, and we record the declaration.",
      },
      public: {
        heading: "What is public",
        text: "An approved review's text, rating, date, date of visit and the reviewer's public name are shown on the business's public page with the 'Rewarded review' label. Proofs, phone numbers, emails and UPI IDs are never published.",
      },
      photoPlace: {
        heading: "Where and when a proof photo was taken",
        text: "When you send a proof photo, we check where and when it was taken: by the position your browser gives when you use 'Take a photo now' (only if you allow it), or by the position and time stored in the photo. We turn the position into a distance band from the business (within 200 m, within 2 km, in the city or elsewhere, with the whole kilometres beyond 2 km) and keep only that band and the time. The coordinates themselves are never stored, logged or sent on to anyone, and the photo we keep carries no location.",
      },
      shared: {
        heading: "Who receives your data",
        text: "We never sell your data. These services work for us, and each receives only what it needs:",
      },
      board: {
        heading: "Complaining to the Data Protection Board",
        text: "If our grievance officer's answer does not settle your complaint about your personal data, you can complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023. The law asks you to complain to us first, at /grievance; after that, the Board hears your complaint. The Board works as a digital office: you complain to it online, without going there. Its head office is in the National Capital Region of India.",
      },
      keep: {
        heading: "How long we keep it",
        text: "Your account's data while it is open. Proof photos of rejected reviews: 365 days. One-time passwords: 1 day after they expire. Sign-in sessions: 30 days after they expire. Device and network marks: 180 days. Messages sent from the Contact page: 365 days after they arrive. Server logs and our security log, with network addresses: 180 days, as India's CERT-In directions require. When you delete your account, your registration details and any review of yours that we removed are kept apart for 180 days, only to answer a lawful request, and then erased. For the same 180 days after the deletion we keep our security log of your account (its sign-ins and changes, with network addresses), under a one-way code of your phone number instead of your account, only to investigate misuse or answer a lawful request; then it is erased. The number itself can sign up again at once. Payments, invoices and wallet amounts: 8 years, as tax law requires; an invoice keeps the buyer's legal name, as GST law requires. A complaint keeps the phone number it came from for 8 years, even after that account is deleted.",
      },
      rights: {
        heading: "Your rights",
        text: "From your profile ('Your data') you can download your data ('Download my data': a ZIP of everything listed under 'What we collect', with a link that expires), correct what the profile holds, name a nominee, and delete your account ('Delete my account', confirmed by OTP). Deleting erases or anonymises your personal data, except what 'How long we keep it' says we keep; your published reviews leave the public page and count as withdrawn. If you die or cannot act yourself, your nominee may use these rights for you.",
      },
      staff: {
        heading: "Who at ReviewKaro sees what",
        text: "Only our moderators and admin see proof photos, phone numbers and UPI IDs, and only to check reviews, pay and answer complaints. Every time a staff member opens one, we record who, what and when, and the admin reads that record.",
      },
      complaints: {
        heading: "Complaints",
        text: "Complain at /grievance: you get a ticket number at once, an acknowledgement within 24 hours and a decision within 15 days, told to you by SMS and on a status page you open with the ticket number and your phone. Content that impersonates you or shows you in a morphed or intimate image is removed or blocked within 24 hours of your complaint.",
      },
      report: {
        heading: "Reporting a review",
        text: "Anyone can report a published review on its page, without an account, on the listed grounds; a business can dispute a review. The admin decides, and a review removed for a legal reason is counted on the public page with its ground. A business can never remove a review itself.",
      },
    },
    /** The kinds of data kept, one item each; a test finds each in 'Download my data' (decision 092). */
    collected: {
      phone: "Your mobile number.",
      profile: "The username, city, public name and email you give us, and the language you use.",
      reviews:
        "For each review: its text, rating, the date of your visit, your declaration that you have no relationship with the business, the proof photo, where and when the photo was taken (a distance band from the business and a time), and your appeal if we removed it.",
      payouts: "For payouts: your UPI ID, the name on the bank account, and each amount.",
      business:
        "For a business: its campaigns, payments, payments we could not apply to an order (and their refunds), invoices and billing details.",
      consents: "The consents you gave, each with the notice's version and date.",
      nominee: "Your nominee, if you name one.",
      marks: "Salted hashes of your network and device, which help us find duplicate accounts.",
      securityLog:
        "A security log of your sign-ins and account changes, with the network address each came from.",
    },
    /** Who receives what (section 'shared'), as this installation is set up (decision 092). */
    processors: {
      payments:
        "Payment gateway {{name}}: a business's payments (the amount, and the card, UPI or bank details entered on its payment window).",
      paymentsNone: "Payment gateway: none here; payments on this installation are simulated.",
      payouts:
        "Payout provider {{name}}: your UPI ID, the name on your bank account, and the amount of each payout.",
      payoutsByHand:
        "Payouts: our admin pays each one by hand from our bank account, so our bank receives your UPI ID and the amount.",
      sms: "SMS provider {{name}}: your phone number and the text of each SMS.",
      smsNone:
        "SMS provider: none here; this installation shows its messages to its operator instead of sending them.",
      storage: "File storage {{name}}: proof photos and the files of 'Download my data'.",
      storageDisk:
        "File storage: our own server's disk keeps proof photos and the files of 'Download my data'; no one else receives them.",
    },
  },
  grievance: {
    title: "Grievance officer",
    metaTitle: "Grievance officer – ReviewKaro",
    description:
      "Raise a complaint with ReviewKaro's grievance officer: a ticket number at once, acknowledged within 24 hours, decided within 15 days.",
    intro:
      "If you have a complaint about a review, a payout, your data or anything on ReviewKaro, send it to our grievance officer with the form below or by email.",
    nameLabel: "Name",
    defaultOfficerName: "Grievance Officer, ReviewKaro",
    emailLabel: "Email",
    acknowledge:
      "Every complaint gets a ticket number at once. We acknowledge it within 24 hours and decide it within 15 days, and tell you by SMS each time. Content that impersonates you or shows you in a morphed or intimate image is removed or blocked within 24 hours.",
    include:
      "Please include your registered mobile number, the page or review concerned, and what you would like us to do.",
  },
} as const;
