/** English: what every page shows: the header, page titles, errors, city names, input checks. */
export const common = {
  productName: "ReviewKaro",
  back: "Back",
  loading: "Loading...",
  close: "Close",
  language: "Language",
  switchToEnglish: "English",
  switchToHindi: "हिन्दी",
  skipToContent: "Skip to content",
  notifications: "Notifications ({hotkey})",
  previousPage: "Previous",
  nextPage: "Next",
  pageOf: "Page {{page}} of {{pages}}",
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

export const cities = {
  Bhopal: "Bhopal",
  Indore: "Indore",
  Jabalpur: "Jabalpur",
  Gwalior: "Gwalior",
  Ujjain: "Ujjain",
  Sagar: "Sagar",
  Rewa: "Rewa",
  Satna: "Satna",
  Ratlam: "Ratlam",
  Dewas: "Dewas",
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
  contactDescription: "Write to the ReviewKaro team in Bhopal by form, phone or email.",
  loginDescription:
    "Log in to ReviewKaro with your mobile number and password to write honest reviews or run your campaigns.",
} as const;
