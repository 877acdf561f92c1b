/** English messages. Quoted texts of the spec are kept word for word. */
const en = {
  common: {
    productName: "ReviewKaro",
    back: "Back",
    loading: "Loading...",
    close: "Close",
    language: "Language",
    switchToEnglish: "English",
    switchToHindi: "हिन्दी",
    skipToContent: "Skip to content",
    notifications: "Notifications ({hotkey})",
    dismiss: "Dismiss",
  },
  nav: {
    home: "ReviewKaro home",
    contact: "Contact Us",
    login: "Login",
    signup: "Sign Up",
    admin: "Admin",
    mainMenu: "Main menu",
  },
  meta: {
    homeTitle: "ReviewKaro – Honest local reviews from verified people in Madhya Pradesh",
    homeDescription:
      "ReviewKaro connects local businesses in Madhya Pradesh with genuine, verified local reviewers. Every review is honest, any rating is welcome, and every rewarded review is labelled.",
    contactTitle: "Contact Us – ReviewKaro",
    contactDescription: "Write to the ReviewKaro team in Bhopal by form, phone or email.",
    notFoundTitle: "Page not found – ReviewKaro",
    errorTitle: "Error – ReviewKaro",
  },
  landing: {
    heroEyebrow: "Honest local reviews · Madhya Pradesh",
    heroTitle: "Write Reviews. Earn Money.",
    heroText:
      "Visit a local place, tell others how it really was, and earn ₹5 for every review we approve, whatever rating you give. Businesses get genuine feedback from verified people in their own city.",
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
        text: "Reviews arrive at a steady daily pace over one to four weeks, so your page grows naturally instead of all at once.",
      },
      businessGrowth: {
        title: "Business Growth",
        text: "Honest praise and honest criticism both help you improve. Every approved review is published, and you can never hide or reorder one.",
      },
      securePayments: {
        title: "Secure Payments",
        text: "Reviewers earn ₹5 per approved review, whatever the rating, and withdraw by UPI. We never ask a reviewer to pay anything.",
      },
    },
    howTitle: "How It Works",
    howIntro: "Four simple steps from a campaign to honest reviews.",
    steps: {
      create: {
        title: "Businesses Create",
        text: "A business starts a campaign for its city and pays ₹20 per review upfront.",
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
        text: "Approved reviews appear on the business's public ReviewKaro page with a 'Rewarded review' label, and the reviewer earns ₹5.",
      },
    },
    closingTitle: "Ready for honest feedback from your city?",
    closingText: "Start a campaign in minutes. ₹20 per review, no hidden costs.",
    closingCta: "Boost My Business",
    footerTagline: "Honest local reviews from verified people in Madhya Pradesh.",
    footerUsers: "Users",
    footerBusinesses: "Businesses",
    footerCompany: "Company",
    footerHowToEarn: "How to Earn",
    footerPaymentMethods: "Payment Methods",
    footerUserGuidelines: "User Guidelines",
    footerPricingPlans: "Pricing Plans",
    footerCampaignSetup: "Campaign Setup",
    footerSuccessStories: "Success Stories",
    footerAboutUs: "About Us",
    footerPrivacyPolicy: "Privacy Policy",
    footerTerms: "Terms of Service",
    footerContactUs: "Contact Us",
    copyright: "© 2025 ReviewKaro. All rights reserved.",
  },
  contact: {
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
    supportPhoneDisplay: "+91 755 400 1234",
    supportEmail: "support@reviewkaro.in",
    address:
      "ReviewKaro, 2nd floor, Plot 14, Zone-II, Maharana Pratap Nagar, Bhopal, Madhya Pradesh 462011",
    hours: "Monday to Saturday, 10 am to 6 pm",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "We could not find the page you were looking for.",
    goHome: "Go to the home page",
    unexpected: "Unexpected Application Error!",
    tryAgain: "Please try again. If it keeps happening, contact us.",
    somethingWrong: "Something went wrong.",
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language must fill in completely. */
export type Messages = Widen<typeof en>;
export default en satisfies Messages;
