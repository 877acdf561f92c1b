import { z } from "~/zod";
import { type City, cityNames } from "./cities";
import { MAX_TARGET, MIN_TARGET } from "./money";

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

/** 'Food, Service,, food ' → ['Food', 'Service']: trimmed, empty parts and repeats dropped. */
export function splitTopics(value: string | undefined): string[] {
  const topics: string[] = [];
  const seen = new Set<string>();
  for (const part of (value ?? "").split(",")) {
    const topic = part.trim();
    const key = topic.toLocaleLowerCase("en-IN");
    if (topic === "" || seen.has(key)) continue;
    seen.add(key);
    topics.push(topic);
  }
  return topics;
}

export const businessNameField = z
  .string({ error: fieldMessage.businessName })
  .trim()
  .min(1, fieldMessage.businessName)
  .max(MAX_BUSINESS_NAME_LENGTH, fieldMessage.businessName);

export const mapsLinkField = z
  .string({ error: fieldMessage.mapsLink })
  .trim()
  .min(1, fieldMessage.mapsLink)
  .max(MAX_MAPS_LINK_LENGTH, fieldMessage.mapsLink)
  .refine(isHttpsUrl, fieldMessage.mapsLink);

export const topicListField = z
  .array(z.string().trim().min(1, fieldMessage.topics).max(MAX_TOPIC_LENGTH, fieldMessage.topics), {
    error: fieldMessage.topics,
  })
  .max(MAX_TOPICS, fieldMessage.topics);

/** The form's comma-separated text; may be empty (topics are only prompts, SPEC §0.5). */
export const topicsField = z
  .string({ error: fieldMessage.topics })
  .optional()
  .transform(splitTopics)
  .pipe(topicListField);

export const cityField = z.enum(cityNames as [City, ...City[]], { error: fieldMessage.city });

/** A number input arrives as a string; an empty one becomes NaN and fails. */
export const targetReviewsField = z.coerce
  .number({ error: fieldMessage.targetReviews })
  .int(fieldMessage.targetReviews)
  .min(MIN_TARGET, fieldMessage.targetReviews)
  .max(MAX_TARGET, fieldMessage.targetReviews);

/** The create-and-pay form, parsed the same way in the browser and on the server. */
export const campaignFormSchema = z.object(
  {
    businessName: businessNameField,
    mapsLink: mapsLinkField,
    topics: topicsField,
    city: cityField,
    targetReviews: targetReviewsField,
  },
  { error: fieldMessage.form },
);

export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormValues = z.output<typeof campaignFormSchema>;
