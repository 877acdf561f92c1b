import { describe, expect, it } from "vitest";
import { campaignFormSchema, isHttpsUrl, splitTopics } from "./campaign-form";

const valid = {
  businessName: "  Sharma Sweets ",
  mapsLink: "https://maps.app.goo.gl/AbCdEf123",
  topics: "Food, Service , ,Family",
  city: "Indore",
  targetReviews: "25",
};

function messages(input: unknown): string[] {
  const result = campaignFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("campaign form", () => {
  it.each(["0x10", "1e1", "10.0", "+10", " 10", "١٠"])(
    "refuses a target written as %j instead of plain digits",
    (targetReviews) => {
      expect(messages({ ...valid, targetReviews })).toEqual(["business.targetInvalid"]);
    },
  );

  it("refuses a NUL in the business name, the maps link or the topics with the control message", () => {
    expect(messages({ ...valid, businessName: "Sharma\u0000Sweets" })).toEqual([
      "input.controlCharacters",
    ]);
    expect(messages({ ...valid, mapsLink: "https://maps.app.goo.gl/\u0000" })).toEqual([
      "input.controlCharacters",
    ]);
    expect(messages({ ...valid, topics: "Food,\u0000" })).toEqual(["input.controlCharacters"]);
  });

  it("treats a business name of zero-width spaces as missing", () => {
    expect(messages({ ...valid, businessName: "\u200b\u200b" })).toEqual([
      "business.businessNameInvalid",
    ]);
    expect(campaignFormSchema.parse({ ...valid, topics: "Food,\u200b, \ufeff" }).topics).toEqual([
      "Food",
    ]);
  });

  it("parses the form's strings into a campaign", () => {
    expect(campaignFormSchema.parse(valid)).toEqual({
      address: "",
      businessName: "Sharma Sweets",
      mapsLink: "https://maps.app.goo.gl/AbCdEf123",
      topics: ["Food", "Service", "Family"],
      city: "Indore",
      targetReviews: 25,
      placeLat: null,
      placeLng: null,
    });
  });

  it("accepts no topics at all", () => {
    expect(campaignFormSchema.parse({ ...valid, topics: "" }).topics).toEqual([]);
    expect(campaignFormSchema.parse({ ...valid, topics: undefined }).topics).toEqual([]);
    expect(campaignFormSchema.parse({ ...valid, topics: " , ," }).topics).toEqual([]);
  });

  it("accepts the bounds of the target", () => {
    expect(campaignFormSchema.parse({ ...valid, targetReviews: "1" }).targetReviews).toBe(1);
    expect(campaignFormSchema.parse({ ...valid, targetReviews: "1000" }).targetReviews).toBe(1000);
  });

  it.each([
    ["an empty business name", { businessName: "   " }, "business.businessNameInvalid"],
    ["a missing business name", { businessName: undefined }, "business.businessNameInvalid"],
    [
      "a business name over 120 characters",
      { businessName: "a".repeat(121) },
      "business.businessNameInvalid",
    ],
    ["a missing Maps link", { mapsLink: undefined }, "business.mapsLinkInvalid"],
    ["an http link", { mapsLink: "http://maps.google.com/?q=Indore" }, "business.mapsLinkInvalid"],
    ["a javascript: link", { mapsLink: "javascript:alert(1)" }, "business.mapsLinkInvalid"],
    [
      "a data: link",
      { mapsLink: "data:text/html,<script>alert(1)</script>" },
      "business.mapsLinkInvalid",
    ],
    ["a link that is not a URL", { mapsLink: "maps.google.com" }, "business.mapsLinkInvalid"],
    [
      "a link over 500 characters",
      { mapsLink: `https://maps.google.com/?q=${"a".repeat(480)}` },
      "business.mapsLinkInvalid",
    ],
    [
      "a link with credentials",
      { mapsLink: "https://user:pass@example.com/" },
      "business.mapsLinkInvalid",
    ],
    ["eleven topics", { topics: "a,b,c,d,e,f,g,h,i,j,k" }, "business.topicsInvalid"],
    ["a topic over 40 characters", { topics: `Food, ${"x".repeat(41)}` }, "business.topicsInvalid"],
    ["a city outside the ten", { city: "Mumbai" }, "business.cityMissing"],
    ["a missing city", { city: "" }, "business.cityMissing"],
    ["a target of 0", { targetReviews: "0" }, "business.targetInvalid"],
    ["a target over 1000", { targetReviews: "1001" }, "business.targetInvalid"],
    ["a fractional target", { targetReviews: "2.5" }, "business.targetInvalid"],
    ["an empty target", { targetReviews: "" }, "business.targetInvalid"],
    ["a target that is not a number", { targetReviews: "ten" }, "business.targetInvalid"],
  ])("refuses %s with that field's message", (_name, change, message) => {
    const found = messages({ ...valid, ...change });
    expect(new Set(found)).toEqual(new Set([message]));
  });

  it("answers 'Please fill all fields…' for anything that is not a form, and names each field", () => {
    expect(messages(null)).toEqual(["business.missingInfoText"]);
    expect(new Set(messages({}))).toEqual(
      new Set([
        "business.businessNameInvalid",
        "business.mapsLinkInvalid",
        "business.cityMissing",
        "business.targetInvalid",
      ]),
    );
  });

  it("allows exactly ten topics of 40 characters", () => {
    const ten = Array.from({ length: 10 }, (_, index) => `${index}`.padEnd(40, "t")).join(",");
    expect(campaignFormSchema.parse({ ...valid, topics: ten }).topics).toHaveLength(10);
  });
});

describe("https links", () => {
  it("accepts Google Maps links", () => {
    expect(isHttpsUrl("https://maps.app.goo.gl/xyz")).toBe(true);
    expect(isHttpsUrl("https://www.google.com/maps/place/Sharma+Sweets/@22.7,75.8,17z")).toBe(true);
  });

  it("refuses other schemes and odd input", () => {
    for (const link of ["http://x.in", "ftp://x.in", "javascript:void(0)", "https://", ""]) {
      expect(isHttpsUrl(link)).toBe(false);
    }
    expect(isHttpsUrl("https://x.in/a b")).toBe(false);
  });
});

describe("topics", () => {
  it("splits on commas, trims, and drops empty parts and repeats", () => {
    expect(splitTopics(" Food ,service,, Food, Family ")).toEqual(["Food", "service", "Family"]);
    expect(splitTopics("Food, food")).toEqual(["Food"]);
    expect(splitTopics(undefined)).toEqual([]);
  });
});
