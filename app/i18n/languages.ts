export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
export const languageCookieName = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
