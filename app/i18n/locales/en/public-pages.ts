/** English: the pages anyone may open: landing, footer, contact, a business's public page, the dev outbox. */
export const landing = {
  heroEyebrow: "Honest local reviews · Madhya Pradesh",
  heroTitle: "Write Reviews. Earn Money.",
  heroText:
    "Visit a local place, tell others how it really was, and earn {{reward}} for every review we approve, whatever rating you give. Businesses get genuine feedback from verified people in their own city.",
  ctaUser: "I'm a User – Start Earning",
  ctaBusiness: "I'm a Business – Get Reviews Now",
  heroNote: "Any rating is welcome. Every rewarded review is labelled as rewarded.",
  featuresTitle: "Why Choose ReviewKaro?",
  featuresIntro: "We reward honesty, not praise. That is what makes the reviews worth reading.",
  features: {
    realUsers: {
      title: "Real Users",
      text: "Every reviewer signs up with a verified Indian mobile number and writes about a place they visited in their own city.",
    },
    doubleVerification: {
      title: "Double Verification",
      text: "Our team checks every review twice: the proof must show a visit to the business, and the text must be a genuine first-hand experience.",
    },
    fastDelivery: {
      title: "Fast & Safe Delivery",
      text: "A campaign takes only a daily share of its reviews, spread over one to four weeks by its size, so your page grows naturally instead of all at once.",
    },
    businessGrowth: {
      title: "Business Growth",
      text: "Honest praise and honest criticism both help you improve. Every approved review is published, and you can never hide or reorder one.",
    },
    securePayments: {
      title: "Secure Payments",
      text: "Reviewers earn {{reward}} per approved review, whatever the rating, and withdraw by UPI. We never ask a reviewer to pay anything.",
    },
  },
  howTitle: "How It Works",
  howIntro: "Four simple steps from a campaign to honest reviews.",
  steps: {
    create: {
      title: "Businesses Create",
      text: "A business starts a campaign for its city and pays {{pricePerReview}} per review upfront.",
    },
    review: {
      title: "Users Review",
      text: "Local reviewers visit, choose any rating from 1 to 5 stars and write what they experienced, with a photo or bill as proof.",
    },
    verify: {
      title: "We Verify",
      text: "Our team checks the proof and the text. The rating never decides approval, and every rejection comes with a reason.",
    },
    grow: {
      title: "You Grow",
      text: "Approved reviews appear on the business's public ReviewKaro page with a 'Rewarded review' label, and the reviewer earns {{reward}}.",
    },
  },
  closingTitle: "Ready for honest feedback from your city?",
  closingText: "Start a campaign in minutes. {{pricePerReview}} per review, no hidden costs.",
  closingCta: "Boost My Business",
} as const;

export const footer = {
  copyright: "© 2025 ReviewKaro. All rights reserved.",
  aboutUs: "About Us",
  businesses: "Businesses",
  campaignSetup: "Campaign Setup",
  company: "Company",
  contactUs: "Contact Us",
  howToEarn: "How to Earn",
  paymentMethods: "Payment Methods",
  pricingPlans: "Pricing Plans",
  privacyPolicy: "Privacy Policy",
  successStories: "Success Stories",
  tagline: "Honest local reviews from verified people in Madhya Pradesh.",
  terms: "Terms of Service",
  userGuidelines: "User Guidelines",
  users: "Users",
  grievanceOfficer: "Grievance Officer",
  reviewPolicy: "Review Policy",
  transparency: "Transparency Report",
} as const;

export const contact = {
  title: "Contact Us",
  intro: "Questions about a campaign, a review or a payout? Write to us and we will reply.",
  fullName: "Full name",
  email: "Email address",
  message: "Message",
  fullNamePlaceholder: "Your name",
  emailPlaceholder: "you@example.com",
  messagePlaceholder: "How can we help?",
  send: "Send Message",
  sending: "Sending...",
  sentTitle: "Message Sent!",
  sentText: "Thank you for reaching out. We will get back to you shortly.",
  fullNameRequired: "Please enter your full name.",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  messageRequired: "Please write a message.",
  tooLong: "This is too long. Please keep it under {{max}} characters.",
  reachUs: "Other ways to reach us",
  phoneLabel: "Phone",
  emailLabel: "Email",
  addressLabel: "Office",
  hours: "Monday to Saturday, 10 am to 6 pm",
  securityLabel: "Report a security problem",
  limited:
    "Several messages came from this network in the last hour. Try again in {{minutes}} minutes, or write to us by email.",
} as const;

export const publicPage = {
  title: "{{business}} reviews – ReviewKaro",
  description: "Honest reviews of {{business}} in {{city}} from verified local people.",
  ratingFromRewarded: "Rating from rewarded reviews",
  approvedCount_one: "{{count}} approved review",
  approvedCount_other: "{{count}} approved reviews",
  noRating: "No rating yet",
  rewardedLabel: "Rewarded review",
  visitChecked: "Visit checked: photo taken at the place",
  rewardedSentence:
    "The reviewer received {{reward}} from ReviewKaro for an honest review, whatever the rating.",
  noReviews: "No approved reviews yet.",
  policyTitle: "How these reviews work",
  policyText:
    "Reviewers visited and chose their own rating. Each was paid the same {{reward}}, whatever the rating. Every approved review is shown here; the business cannot edit, hide or reorder them.",
  ratingOutOf: "{{rating}} out of 5",
  pages: "Pages of reviews",
} as const;

export const outbox = {
  title: "Development SMS outbox – ReviewKaro",
  heading: "SMS outbox (development only)",
  intro: "Messages the console SMS provider would have sent, newest first.",
  empty: "No messages yet.",
  to: "To",
  at: "Sent",
  message: "Message",
} as const;
