import { describe, expect, it } from "vitest";
import { campaignEditSchema, campaignFormSchema } from "./campaign-form";
import { validCampaignInput } from "./campaign-input";

const valid = {
  businessName: "Sharma Sweets",
  mapsLink: "https://maps.app.goo.gl/AbCdEf123",
  topics: "Food",
  city: "Indore",
  targetReviews: "25",
};
const sarafa = { placeLat: "22.71853", placeLng: "75.85571" };

function parsed(input: Record<string, unknown>) {
  const result = campaignFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return { place: [result.data.placeLat, result.data.placeLng] };
  return { issues: result.error.issues.map((issue) => [issue.path.join("."), issue.message]) };
}

describe("the campaign's place on the form", () => {
  it("is optional: no place is none", () => {
    expect(parsed({})).toEqual({ place: [null, null] });
    expect(parsed({ placeLat: "", placeLng: " " })).toEqual({ place: [null, null] });
  });

  it("reads the two inputs as a position in the campaign's city", () => {
    expect(parsed(sarafa)).toEqual({ place: [22.71853, 75.85571] });
  });

  it("takes the Maps link's coordinates when the inputs are empty, and the inputs over the link", () => {
    const mapsLink = "https://www.google.com/maps/place/X/@22.72,75.86,17z";
    expect(parsed({ mapsLink })).toEqual({ place: [22.72, 75.86] });
    expect(parsed({ mapsLink, ...sarafa })).toEqual({ place: [22.71853, 75.85571] });
  });

  it.each([
    ["one coordinate without the other", { placeLat: "22.7" }],
    ["a number in another notation", { placeLat: "1e1", placeLng: "75.8" }],
    ["words", { placeLat: "north", placeLng: "east" }],
    ["a latitude past the pole", { placeLat: "91", placeLng: "75.8" }],
    ["the 0,0 of a broken GPS", { placeLat: "0", placeLng: "0" }],
  ])("refuses %s at the place", (_, input) => {
    expect(parsed(input)).toEqual({ issues: [["placeLat", "business.placeInvalid"]] });
  });

  it("refuses a place outside the campaign's city, from the inputs or the link", () => {
    const bhopal = { placeLat: "23.2599", placeLng: "77.4126" };
    const outside = { issues: [["placeLat", "business.placeOutsideCity"]] };
    expect(parsed(bhopal)).toEqual(outside);
    expect(parsed({ mapsLink: "https://maps.google.com/?q=23.2599,77.4126" })).toEqual(outside);
    expect(parsed({ ...bhopal, city: "Bhopal" })).toEqual({ place: [23.2599, 77.4126] });
  });

  it("edits read the same place, the city left to the domain (the campaign's own)", () => {
    const result = campaignEditSchema.parse({ ...valid, placeLat: 23.2599, placeLng: 77.4126 });
    expect([result.placeLat, result.placeLng]).toEqual([23.2599, 77.4126]);
    expect(campaignEditSchema.safeParse({ ...valid, placeLat: "x", placeLng: "1" }).success).toBe(
      false,
    );
  });

  it("the domain checks the place again: in the city or refused", () => {
    const input = {
      businessName: "Sharma Sweets",
      mapsLink: "https://maps.app.goo.gl/x",
      topics: [],
      city: "Indore" as const,
      targetReviews: 10,
    };
    expect(validCampaignInput(input)?.placeLat).toBeNull();
    expect(validCampaignInput({ ...input, placeLat: 22.7185, placeLng: 75.8557 })).not.toBeNull();
    expect(validCampaignInput({ ...input, placeLat: 23.2599, placeLng: 77.4126 })).toBeNull();
    expect(validCampaignInput({ ...input, placeLat: 22.7185, placeLng: null })).toBeNull();
  });
});
