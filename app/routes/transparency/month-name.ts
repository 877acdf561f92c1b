import type { Language } from "~/i18n/languages";

const formats = new Map<Language, Intl.DateTimeFormat>();

/** 'November 2026' or 'नवंबर 2026': a report month's name in the reader's language. */
export function monthName(month: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(language, format);
  }
  const [year, number] = month.split("-").map(Number);
  return format.format(new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 15)));
}

/** A count as the reader's locale groups it (1,23,456 in India). */
export function formatCount(value: number, language: Language): string {
  return value.toLocaleString(language === "hi" ? "hi-IN" : "en-IN");
}
