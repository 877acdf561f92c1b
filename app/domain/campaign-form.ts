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
  .check(
    z.trim(),
    z.minLength(1, fieldMessage.businessName),
    z.maxLength(MAX_BUSINESS_NAME_LENGTH, fieldMessage.businessName),
  );

export const mapsLinkField = z
  .string({ error: fieldMessage.mapsLink })
  .check(
    z.trim(),
    z.minLength(1, fieldMessage.mapsLink),
    z.maxLength(MAX_MAPS_LINK_LENGTH, fieldMessage.mapsLink),
    z.refine(isHttpsUrl, fieldMessage.mapsLink),
  );

export const topicListField = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, fieldMessage.topics),
        z.maxLength(MAX_TOPIC_LENGTH, fieldMessage.topics),
      ),
    { error: fieldMessage.topics },
  )
  .check(z.maxLength(MAX_TOPICS, fieldMessage.topics));

/** The form's comma-separated text; may be empty (topics are only prompts, SPEC §0.5). */
export const topicsField = z.pipe(
  z.pipe(z.optional(z.string({ error: fieldMessage.topics })), z.transform(splitTopics)),
  topicListField,
);

export const cityField = z.enum(cityNames as [City, ...City[]], { error: fieldMessage.city });

/** A number input arrives as a string; an empty one becomes NaN and fails. */
export const targetReviewsField = z.coerce
  .number({ error: fieldMessage.targetReviews })
  .check(
    z.int(fieldMessage.targetReviews),
    z.minimum(MIN_TARGET, fieldMessage.targetReviews),
    z.maximum(MAX_TARGET, fieldMessage.targetReviews),
  );

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
