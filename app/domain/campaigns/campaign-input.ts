import { MAX_TARGET, MIN_TARGET } from "~/domain/money/rupees";
import type { City } from "~/domain/shared/city";
import { isInCity, isPosition } from "~/domain/shared/place-band";
import { z } from "~/forms/zod";
import {
  addressField,
  businessNameField,
  cityField,
  mapsLinkField,
  topicListField,
} from "./campaign-form";

// The create form's fields as the domain checks them, whoever pays: a simulated charge
// (createCampaign) or the gateway's order (orders/startCampaignOrder). A file of its own, so a
// payment's walk enters it once, before the order, and create-campaign once, when the payment
// lands (decision 120).

/** What a caller hands in of the form, before it is checked. */
export type CampaignInput = {
  businessName: string;
  mapsLink: string;
  topics: string[];
  /** Where the shop is, shown on the public page; "" or absent for none. */
  address?: string;
  city: City;
  targetReviews: number;
  /** The business's place (both or neither), in `city`; absent for none (decision 129). */
  placeLat?: number | null;
  placeLng?: number | null;
};

/** The create form's fields once parsed: what createCampaign accepts. */
const campaignInputSchema = z
  .object({
    businessName: businessNameField,
    mapsLink: mapsLinkField,
    topics: topicListField,
    address: z._default(addressField, ""),
    city: cityField,
    targetReviews: z.int().check(z.gte(MIN_TARGET), z.lte(MAX_TARGET)),
    placeLat: z._default(z.nullable(z.number()), null),
    placeLng: z._default(z.nullable(z.number()), null),
  })
  .check(
    z.refine(({ placeLat: lat, placeLng: lng, city }) => {
      if (lat === null && lng === null) return true;
      const place = { lat, lng };
      return isPosition(place) && isInCity(place, city);
    }),
  );

/** The fields cleaned as the form cleans them, or null: routes say which field first. */
export function validCampaignInput(input: CampaignInput) {
  const parsed = campaignInputSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** What the create form holds once parsed and cleaned. */
export type CampaignFields = NonNullable<ReturnType<typeof validCampaignInput>>;
