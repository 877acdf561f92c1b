/** English: what every page shows: the header, page titles, errors, city names, input checks. */
export const common = {
  productName: "ReviewKaro",
  staffWords: "In the words of the ReviewKaro team member who wrote it:",
  back: "Back",
  loading: "Loading...",
  close: "Close",
  language: "Language",
  switchToEnglish: "English",
  switchToHindi: "हिन्दी",
  skipToContent: "Skip to content",
  notifications: "Notifications ({hotkey})",
  notification: "Notification",
  previousPage: "Previous",
  nextPage: "Next",
  pageOf: "Page {{page}} of {{pages}}",
  pageNumber: "Page {{page}}",
  dismiss: "Dismiss",
} as const;

export const nav = {
  home: "ReviewKaro home",
  contact: "Contact Us",
  login: "Login",
  signup: "Sign Up",
  admin: "Admin",
  mainMenu: "Main menu",
  dashboard: "Dashboard",
  profile: "Profile",
  changePassword: "Change password",
  logout: "Logout",
} as const;

export const meta = {
  loginTitle: "Login – ReviewKaro",
  signupTitle: "Sign up – ReviewKaro",
  forgotTitle: "Forgot password – ReviewKaro",
  adminLoginTitle: "Admin login – ReviewKaro",
  profileTitle: "Profile – ReviewKaro",
  changePasswordTitle: "Change password – ReviewKaro",
  campaignTitle: "{{name}} – Campaign – ReviewKaro",
  homeTitle: "ReviewKaro – Honest local reviews from verified people in Madhya Pradesh",
  contactTitle: "Contact Us – ReviewKaro",
  notFoundTitle: "Page not found – ReviewKaro",
  errorTitle: "Error – ReviewKaro",
} as const;

export const errors = {
  notFoundTitle: "Page not found",
  notFoundText: "We could not find the page you were looking for.",
  goHome: "Go to the home page",
  unexpected: "Unexpected Application Error!",
  tryAgain: "Please try again. If it keeps happening, contact us.",
  somethingWrong: "Something went wrong.",
  requestFailed: "The server said: {{message}}. What you entered is still here; please try again.",
  busyTitle: "ReviewKaro is busy right now",
  busyText:
    "Too many people are using ReviewKaro at this moment. Nothing was lost: please try again in a few seconds.",
  busyRetry: "Try again",
} as const;

export const input = {
  controlCharacters:
    "This field contains hidden control characters that are not allowed. Please remove them.",
  refusedTitle: "Please check what you entered",
  tooLong: "This is too long. Please keep it under {{max}} characters.",
} as const;

/** Descriptions for search engines that the server alone renders (server-only-messages.server.ts). */
export const searchMeta = {
  homeDescription:
    "ReviewKaro connects local businesses in Madhya Pradesh with genuine, verified local reviewers. Every review is honest, any rating is welcome, and every rewarded review is labelled.",
  contactDescription: "Write to the ReviewKaro team by form, phone or email.",
  loginDescription:
    "Log in to ReviewKaro with your mobile number and password to write honest reviews or run your campaigns.",
} as const;

/**
 * Refusals of the rate limits (decision 040), translated by the server alone
 * (server-only-messages.server.ts). None blames a first try: each says whose limit it was.
 */
export const limits = {
  waitSeconds_one: "{{count}} second",
  waitSeconds_other: "{{count}} seconds",
  waitMinutes_one: "{{count}} minute",
  waitMinutes_other: "{{count}} minutes",
  networkTitle: "Your network is busy",
  networkText:
    "Many people on your Wi-Fi or mobile network are signing in right now, so we take them one at a time. Please try again in {{wait}}.",
  numberCodeTitle: "A code was sent just now",
  numberCodeText:
    "This number has been sent codes recently. Enter the latest code from your messages, or ask for a new one in {{wait}}.",
  numberPasswordTitle: "Login paused for this number",
  numberPasswordText:
    "This number had several wrong passwords. Please try again in {{wait}}, or set a new password with 'Forgot password?'.",
  serviceTitle: "We are sending many codes right now",
  serviceText: "Nothing is wrong with your number. Please try again in {{wait}}.",
  accountTitle: "Several wrong passwords",
  accountText:
    "Your current password was entered wrongly several times. Please try again in {{wait}}, or log out and set a new one with 'Forgot password?'.",
} as const;

/** The offline page the service worker shows when the network is gone (decision 130). */
export const offline = {
  title: "You are offline",
  pageTitle: "You are offline – ReviewKaro",
  text: "This phone has no internet connection right now, so ReviewKaro cannot open this page.",
  keep: "A review you were writing stays saved on this phone and is sent when you open your dashboard with the network back. Other pages: open them again when you are online.",
  retry: "Try again",
} as const;
