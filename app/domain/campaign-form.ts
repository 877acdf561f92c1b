import { z } from "zod";
import { type City, cityNames } from "./cities";
import { MAX_TARGET, MIN_TARGET } from "./money";

/** The page shows one message for every problem: 'Missing Information' (SPEC §2). */
const missing = "campaign.missingInformation";

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
  .string({ error: missing })
  .trim()
  .min(1, missing)
  .max(MAX_BUSINESS_NAME_LENGTH, missing);

export const mapsLinkField = z
  .string({ error: missing })
  .trim()
  .min(1, missing)
  .max(MAX_MAPS_LINK_LENGTH, missing)
  .refine(isHttpsUrl, missing);

export const topicListField = z
  .array(z.string().trim().min(1, missing).max(MAX_TOPIC_LENGTH, missing), { error: missing })
  .max(MAX_TOPICS, missing);

/** The form's comma-separated text; may be empty (topics are only prompts, SPEC §0.5). */
export const topicsField = z
  .string({ error: missing })
  .optional()
  .transform(splitTopics)
  .pipe(topicListField);

export const cityField = z.enum(cityNames as [City, ...City[]], { error: missing });

/** A number input arrives as a string; an empty one becomes NaN and fails. */
export const targetReviewsField = z.coerce
  .number({ error: missing })
  .int(missing)
  .min(MIN_TARGET, missing)
  .max(MAX_TARGET, missing);

/** The create-and-pay form, parsed the same way in the browser and on the server. */
export const campaignFormSchema = z.object(
  {
    businessName: businessNameField,
    mapsLink: mapsLinkField,
    topics: topicsField,
    city: cityField,
    targetReviews: targetReviewsField,
  },
  { error: missing },
);

export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormValues = z.output<typeof campaignFormSchema>;
