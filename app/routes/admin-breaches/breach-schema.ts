import { breachScopes } from "~/db/breach-choices";
import { cityNames } from "~/db/cities";
import { textField } from "~/forms/input";
import { z } from "~/forms/zod";

/** How long each part of a breach record may be: a notice stays concise (DPDP Rules r.7(1)). */
export const BREACH_LENGTHS = { short: 500, part: 1000, contact: 300, listed: 20_000 } as const;

/**
 * A `datetime-local` value ('2026-11-29T10:30'), read as India time: the admin types the clock
 * they read; null when it is not one.
 */
export function readIndiaDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const when = z.pipe(
  z.string({ error: "breachAdmin.dateInvalid" }),
  z.transform((value: string, ctx) => {
    const date = readIndiaDateTime(value.trim());
    if (!date) {
      ctx.issues.push({ code: "custom", message: "breachAdmin.dateInvalid", input: value });
      return z.NEVER;
    }
    return date;
  }),
);

const short = () =>
  textField({
    message: "breachAdmin.required",
    tooLong: "breachAdmin.tooLong",
    max: BREACH_LENGTHS.short,
    multiline: true,
  });
const part = () =>
  textField({
    message: "breachAdmin.required",
    tooLong: "breachAdmin.tooLong",
    max: BREACH_LENGTHS.part,
    multiline: true,
  });

/** The list of ids or phones, one per line or comma: its entries, empty ones dropped. */
export function splitListed(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** The admin's breach form; errors are message keys, translated at the field. */
export const breachSchema = z
  .object({
    breachId: z.optional(z.string()),
    occurredAt: when,
    discoveredAt: when,
    nature: short(),
    extent: short(),
    dataAffected: short(),
    scope: z.enum(breachScopes, { error: "breachAdmin.required" }),
    city: z.optional(z.string()),
    listed: z.optional(
      textField({
        message: "breachAdmin.listRequired",
        tooLong: "breachAdmin.tooLong",
        max: BREACH_LENGTHS.listed,
        multiline: true,
        optional: true,
      }),
    ),
    windowFrom: z.optional(when),
    windowTo: z.optional(when),
    enDescription: part(),
    enConsequences: part(),
    enMeasures: part(),
    enSafety: part(),
    hiDescription: part(),
    hiConsequences: part(),
    hiMeasures: part(),
    hiSafety: part(),
    contact: textField({
      message: "breachAdmin.required",
      tooLong: "breachAdmin.tooLong",
      max: BREACH_LENGTHS.contact,
      multiline: true,
    }),
  })
  .check(
    z.superRefine((value, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: "custom", message, path: [path], input: value });
      const now = Date.now() + 5 * 60_000;
      if (value.occurredAt.getTime() > now) issue("occurredAt", "breachAdmin.inFuture");
      if (value.discoveredAt.getTime() > now) issue("discoveredAt", "breachAdmin.inFuture");
      if (value.discoveredAt < value.occurredAt)
        issue("discoveredAt", "breachAdmin.foundBeforeHappened");
      if (value.scope === "city" && !(cityNames as readonly string[]).includes(value.city ?? ""))
        issue("city", "breachAdmin.cityRequired");
      if (value.scope === "list" && splitListed(value.listed).length === 0)
        issue("listed", "breachAdmin.listRequired");
      if (value.scope === "window") {
        if (!value.windowFrom) issue("windowFrom", "breachAdmin.dateInvalid");
        if (!value.windowTo) issue("windowTo", "breachAdmin.dateInvalid");
        if (value.windowFrom && value.windowTo && value.windowTo <= value.windowFrom)
          issue("windowTo", "breachAdmin.windowOrder");
      }
    }),
  );

export type BreachFormInput = z.input<typeof breachSchema>;
export type BreachFormValue = z.output<typeof breachSchema>;

/** The Board's report on a breach (rule 7(2)): when it was told and its reference. */
export const boardSchema = z.object({
  breachId: z.string({ error: "breachAdmin.goneText" }),
  boardTold: when,
  boardReference: textField({
    message: "breachAdmin.required",
    tooLong: "breachAdmin.tooLong",
    max: 200,
  }),
});
