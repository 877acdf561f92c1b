/** Every date ReviewKaro shows or counts is on the Asia/Kolkata calendar (SPEC §1). */
export const TIME_ZONE = "Asia/Kolkata";

type Language = "en" | "hi";

const locales: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: TIME_ZONE,
    });
    dateFormats.set(language, format);
  }
  return format;
}

function dateTimeFormat(language: Language): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      // Hindi says the part of the day ('रात 10:12'); hour12 would print a Latin 'pm' there.
      ...(language === "hi" ? { dayPeriod: "short" as const } : { hour12: true }),
      timeZone: TIME_ZONE,
    });
    dateTimeFormats.set(language, format);
  }
  return format;
}

/** Loader data arrives as ISO strings after serialization, so both forms are accepted. */
function toDate(date: Date | string): Date {
  return typeof date === "string" ? new Date(date) : date;
}

/** '22 Nov 2026' (English) or '22 नव॰ 2026' (Hindi), on the Kolkata calendar. */
export function formatDate(date: Date | string, language: Language): string {
  return dateFormat(language).format(toDate(date));
}

/** '22 Nov 2026, 9:05 pm' (English) or its Hindi form, in Kolkata time. */
export function formatDateTime(date: Date | string, language: Language): string {
  return dateTimeFormat(language).format(toDate(date));
}

const dateKeyFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: TIME_ZONE,
});

/**
 * India's clocks have kept +05:30, without daylight saving, since 15 October 1945 (the IANA
 * time zone database's Asia/Kolkata): from 1946 on, the Kolkata day is the UTC day of the
 * instant moved 5½ hours on, found without the time zone database. A page of 20 rows asks for
 * dozens of these; formatToParts costs ~10× more (BENCHMARKS.md, issue 50).
 */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const FIXED_OFFSET_FROM = Date.UTC(1946, 0, 1);
/** toISOString writes six-digit years from 10000 on: the time zone database answers those. */
const FOUR_DIGIT_YEARS_UNTIL = Date.UTC(9999, 11, 31);

/** 'YYYY-MM-DD' of the Kolkata calendar day that contains this instant. */
export function kolkataDateKey(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError("invalid date");
  if (time >= FIXED_OFFSET_FROM && time < FOUR_DIGIT_YEARS_UNTIL) {
    return new Date(time + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
  }
  return kolkataDateKeyOfZone(date);
}

/** The same, asked of the time zone database (the dates before 1946 and after 9999). */
export function kolkataDateKeyOfZone(date: Date): string {
  const parts = Object.fromEntries(
    dateKeyFormat.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const dateKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' calendar day. */
export function dayNumber(dateKey: string): number {
  const match = dateKeyPattern.exec(dateKey);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${dateKey}`);
  const [, year, month, day] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (new Date(utc).toISOString().slice(0, 10) !== dateKey) {
    throw new RangeError(`no such calendar day: ${dateKey}`);
  }
  return utc / 86_400_000;
}

/** The calendar day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(dateKey: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`not a whole number of days: ${days}`);
  return new Date((dayNumber(dateKey) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The instant the next Kolkata calendar day begins: midnight IST, 18:30 UTC the day before. */
export function nextKolkataDayStart(now: Date): Date {
  const next = addDays(kolkataDateKey(now), 1);
  return new Date(dayNumber(next) * 86_400_000 - KOLKATA_OFFSET_MS);
}
