import { MAX_TARGET, MIN_TARGET } from "~/domain/money/rupees";
import { type City, cityNames } from "~/domain/shared/city";
import { isInCity, isPosition, type Position } from "~/domain/shared/place-band";
import { textField, wholeNumberField } from "~/forms/input";
import { CONTROL_CHARACTERS_MESSAGE, cleanText, hasControlCharacters } from "~/forms/text";
import { z } from "~/forms/zod";
import { placeFromMapsLink } from "./maps-link-place";

/**
 * The page's toast says 'Missing Information' for any problem (SPEC §2); under each field a
 * message says what that field needs.
 */
const fieldMessage = {
  businessName: "business.businessNameInvalid",
  mapsLink: "business.mapsLinkInvalid",
  topics: "business.topicsInvalid",
  city: "business.cityMissing",
  targetReviews: "business.targetInvalid",
  place: "business.placeInvalid",
  placeOutsideCity: "business.placeOutsideCity",
  form: "business.missingInfoText",
} as const;

export const MAX_BUSINESS_NAME_LENGTH = 120;
export const MAX_MAPS_LINK_LENGTH = 500;
export const MAX_TOPICS = 10;
export const MAX_TOPIC_LENGTH = 40;

/** Reviewers open this link in a new tab, so only a plain https address is accepted. */
export function isHttpsUrl(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * 'Food, Service,, food ' → ['Food', 'Service']: each cleaned as any text (input.ts), empty or
 * invisible parts and repeats dropped.
 */
export function splitTopics(value: string | undefined): string[] {
  const topics: string[] = [];
  const seen = new Set<string>();
  for (const part of (value ?? "").split(",")) {
    const topic = cleanText(part);
    const key = topic.toLocaleLowerCase("en-IN");
    if (topic === "" || seen.has(key)) continue;
    seen.add(key);
    topics.push(topic);
  }
  return topics;
}

export const businessNameField = textField({
  message: fieldMessage.businessName,
  max: MAX_BUSINESS_NAME_LENGTH,
  name: true,
});

export const mapsLinkField = textField({
  message: fieldMessage.mapsLink,
  max: MAX_MAPS_LINK_LENGTH,
}).check(z.refine(isHttpsUrl, fieldMessage.mapsLink));

export const topicListField = z
  .array(textField({ message: fieldMessage.topics, max: MAX_TOPIC_LENGTH }), {
    error: fieldMessage.topics,
  })
  .check(z.maxLength(MAX_TOPICS, fieldMessage.topics));

/** The form's comma-separated text; may be empty (topics are only prompts, SPEC §0.5). */
export const topicsField = z.pipe(
  z.pipe(
    z.optional(
      z.string({ error: fieldMessage.topics }).check(
        z.refine((value: string) => !hasControlCharacters(value), {
          message: CONTROL_CHARACTERS_MESSAGE,
          abort: true,
        }),
      ),
    ),
    z.transform(splitTopics),
  ),
  topicListField,
);

export const MAX_ADDRESS_LENGTH = 200;

/** Where the shop is, for the public page's readers; may be empty ("" is no address). */
export const addressField = textField({
  message: "campaignManage.addressInvalid",
  max: MAX_ADDRESS_LENGTH,
  optional: true,
});

export const cityField = z.enum(cityNames as [City, ...City[]], { error: fieldMessage.city });

/** Plain decimal digits only: '0x10', '1e1' or '10.5' is refused, never read as a number. */
export const targetReviewsField = wholeNumberField({
  message: fieldMessage.targetReviews,
  min: MIN_TARGET,
  max: MAX_TARGET,
});

/** A degree as the hidden inputs write it: plain decimals, never '1e1' or '0x10'. */
const DEGREE_TEXT = /^[-+]?\d{1,3}(?:\.\d{1,15})?$/;

/**
 * One of the place's hidden inputs (placeLat, placeLng): empty for none, else a degree; the
 * domain hands back the number it parsed. Whether the two make a real position is the form's check.
 */
export const coordinateField = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((value): number | null => {
    if (value === undefined || value === null) return null;
    if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
    const text = value.trim();
    if (text === "") return null;
    return DEGREE_TEXT.test(text) ? Number(text) : Number.NaN;
  }),
);

/** The place the form's values name: its two inputs, else the Maps link's coordinates. */
export function formPlace(values: {
  mapsLink: string;
  placeLat: number | null;
  placeLng: number | null;
}): Position | null | "invalid" {
  const { placeLat: lat, placeLng: lng } = values;
  if (lat === null && lng === null) {
    const fromLink = placeFromMapsLink(values.mapsLink);
    return fromLink.kind === "position" ? fromLink.position : null;
  }
  const place = { lat, lng };
  return isPosition(place) ? place : "invalid";
}

type PlaceValues = { mapsLink: string; placeLat: number | null; placeLng: number | null };

/**
 * The place filled in from the Maps link when the inputs are empty, and checked: a real position,
 * in the campaign's city when the form names one (the edit's city is the campaign's: the domain
 * checks it). Its message is at placeLat, the place's part of the form.
 */
function placeChecked<T extends PlaceValues & { city?: City }>() {
  return z.pipe(
    z.custom<T>(),
    z.transform((values: T, ctx) => {
      const place = formPlace(values);
      const issue = (message: string) =>
        ctx.issues.push({ code: "custom", message, input: values, path: ["placeLat"] });
      if (place === "invalid") issue(fieldMessage.place);
      else if (place && values.city && !isInCity(place, values.city)) {
        issue(fieldMessage.placeOutsideCity);
      }
      const found = place === "invalid" ? null : place;
      return { ...values, placeLat: found?.lat ?? null, placeLng: found?.lng ?? null };
    }),
  );
}

const placeFields = { placeLat: coordinateField, placeLng: coordinateField };

const campaignFormFields = z.object(
  {
    businessName: businessNameField,
    mapsLink: mapsLinkField,
    topics: topicsField,
    address: z._default(addressField, ""),
    city: cityField,
    targetReviews: targetReviewsField,
    ...placeFields,
  },
  { error: fieldMessage.form },
);

/** The create-and-pay form, parsed the same way in the browser and on the server. */
export const campaignFormSchema = z.pipe(
  campaignFormFields,
  placeChecked<z.output<typeof campaignFormFields>>(),
);

const campaignEditFields = z.object(
  {
    businessName: businessNameField,
    mapsLink: mapsLinkField,
    topics: topicsField,
    address: z._default(addressField, ""),
    ...placeFields,
  },
  { error: fieldMessage.form },
);

/** Edit: what does not change the price (issue 30), parsed the same way in the browser and server. */
export const campaignEditSchema = z.pipe(
  campaignEditFields,
  placeChecked<z.output<typeof campaignEditFields>>(),
);

export type CampaignEditValues = z.output<typeof campaignEditSchema>;

export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormValues = z.output<typeof campaignFormSchema>;
