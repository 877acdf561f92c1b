import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { cities } from "~/db/cities";
import {
  MAX_TARGET,
  MIN_PAYOUT,
  MIN_TARGET,
  PRICE_PER_REVIEW,
  REWARD_PER_REVIEW,
} from "~/db/prices";
import { cityMessages, factValues, formatRupees } from "./facts";
import { cityLabel, translateKey } from "./i18n";
import { type Language, languages } from "./languages";
import en from "./locales/en";
import hi from "./locales/hi";
import { serverTranslation } from "./translate.server";
import { createTranslator } from "./translator";

/**
 * i18next itself, whose message format the translator keeps: the reference it is held to, given
 * the facts as i18next would take them (decision 115).
 */
function i18nextT(language: Language, messages: Tree) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false, defaultVariables: factValues },
    initAsync: false,
  });
  return instance.t;
}

type Tree = { [key: string]: string | Tree };

function lookUp(tree: Tree, key: string): string {
  const found = key
    .split(".")
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === "object" ? node[part] : undefined),
      tree,
    );
  return typeof found === "string" ? found : "";
}

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

// Every placeholder the messages use, with a value that shows where it went.
const values = {
  amount: "₹120",
  approved: 5,
  business: "Chai Point",
  category: "Copied",
  city: "Indore",
  completed: 3,
  count: 7,
  date: "1 Dec",
  held: 2,
  high: 93,
  highStars: 5,
  low: 92,
  lowStars: 1,
  from: "4.1 MB",
  ground: "personal data",
  kind: "Report",
  km: 41,
  reports: 2,
  disputes: 1,
  max: 500,
  label: "2026-27",
  link: "rkaro.in/b/x",
  message: "Hello",
  minutes: 12,
  min: 10,
  name: "Asha",
  page: 2,
  pages: 7,
  median: "about 2 hours",
  mentions: 3,
  note: "bill cut off",
  number: "RK/2026-27/000001",
  outcome: "Resolved",
  p90: "about 5 hours",
  paused: 1,
  percent: 40,
  phone: "+91 98765 43210",
  rating: 4,
  reason: "blurred photo",
  reference: "RK-1",
  rejected: 2,
  role: "business",
  score: 45,
  state: "Refunded",
  error: "503 SERVER_ERROR",
  days: 30,
  time: "27 Nov, 10:00",
  shown: 25,
  stars: 4,
  starsLabel: "4 stars",
  reviews: "7 reviews",
  tail: "a1b2c3",
  ticket: "RK-2026-000123",
  target: 50,
  to: "380 KB",
  topics: "Food, Service",
  upi: "asha@upi",
  // The UPI name check (decision 086).
  bankName: "Asha Verma",
  masked: "A**** V****",
  utr: "401234567890",
  wait: "10 seconds",
  // Issue 46: the moderator's first screen (decision 110).
  words: 30,
  // A breach's delivery (decision 095).
  sent: 12,
  failed: 1,
  read: 7,
  // Issue 44: the nominee, the transparency report, the warning, the removal appeals.
  relationship: "Sister",
  named: "12 Nov 2026",
  changed: "20 Nov 2026",
  month: "November 2026",
  start: "1 Nov 2026",
  end: "30 Jan 2027",
  clock: "24 hours",
  item: "Proof photos",
  who: "the admin",
  // A message from the contact page (decision 099).
  language: "हिंदी",
  // An owner's change waiting for the admin (issue 46).
  fields: "Address, Topics",
  // How far an owner's change moves the business's place (issue 49).
  distance: "40 m",
};

describe("the translator of server and browser", () => {
  for (const language of languages) {
    const catalogue = (language === "en" ? en : hi) as unknown as Tree;
    // What the translator holds: the catalogue and the cities from their list.
    const messages: Tree = { ...catalogue, cities: cityMessages(language) };
    const reference = i18nextT(language, messages);
    const browser = createTranslator(language, catalogue).t;
    const server = serverTranslation(language).t;

    it(`says what i18next says for every ${language} message, values and plurals included`, () => {
      const keys = keysOf(messages);
      const plural = new Set(
        keys
          .filter((key) => /_(one|other)$/.test(key))
          .map((key) => key.replace(/_(one|other)$/, "")),
      );
      for (const key of keys) {
        const expected = translateKey(reference, key, values);
        expect(translateKey(browser, key, values), key).toBe(expected);
        expect(translateKey(server, key, values), key).toBe(expected);
      }
      for (const key of plural) {
        for (const count of [0, 1, 2, 5, 21]) {
          const expected = translateKey(reference, key, { ...values, count });
          expect(translateKey(browser, key, { ...values, count }), `${key} ${count}`).toBe(
            expected,
          );
          expect(translateKey(server, key, { ...values, count }), `${key} ${count}`).toBe(expected);
        }
      }
      expect(plural.size).toBeGreaterThan(0);
    });

    it(`says what i18next says for every ${language} label asked without values, twice`, () => {
      const plainT = server as unknown as (key: string) => string;
      const referenceT = reference as unknown as (key: string) => string;
      // A label may state a fact ({{reward}}): the translator fills it in without being asked.
      const facts = new Set(Object.keys(factValues));
      const labels = keysOf(messages).filter((key) =>
        [...lookUp(messages, key).matchAll(/[{][{](\w+)[}][}]/g)].every(([, name]) =>
          facts.has(name as string),
        ),
      );
      for (const key of [...labels, ...labels]) expect(plainT(key), key).toBe(referenceT(key));
    });

    it(`falls back as i18next does in ${language}: defaultValue, then the key`, () => {
      for (const [key, options] of [
        ["cities.Nowhere", { defaultValue: "Nowhere" }],
        ["status.someNewStatus", { defaultValue: "some new status" }],
        ["auth.noSuchKey", {}],
        ["auth.resendIn", { count: 30 }],
      ] as const) {
        const expected = translateKey(reference, key, options);
        expect(translateKey(browser, key, options), key).toBe(expected);
        expect(translateKey(server, key, options), key).toBe(expected);
      }
    });
  }
});

describe("counted texts follow the language's plural rule", () => {
  const say = (language: Language, key: string, values: Record<string, unknown>) =>
    translateKey(serverTranslation(language).t, key, values);

  it("says 'review' for one and 'reviews' for more in English", () => {
    const cost = (count: number) =>
      say("en", "business.confirmPaymentText", { count, amount: "₹20" });
    expect(cost(1)).toBe("Total cost for 1 review is ₹20. Redirecting to payment...");
    expect(cost(2)).toBe("Total cost for 2 reviews is ₹20. Redirecting to payment...");
    expect(say("en", "campaign.reviewsCompleted", { completed: 1, count: 1 })).toBe(
      "1 of 1 review completed",
    );
    expect(say("en", "campaign.reviewsCompleted", { completed: 0, count: 2 })).toBe(
      "0 of 2 reviews completed",
    );
    expect(say("en", "business.progress", { completed: 0, count: 1 })).toBe(
      "Progress: 0 / 1 review",
    );
    expect(say("en", "admin.reviewsCount", { completed: 0, count: 1 })).toBe("0 / 1 review");
    expect(say("en", "limits.waitSeconds", { count: 1 })).toBe("1 second");
  });

  it("takes Hindi's 'one' form for 0 and 1 and 'other' from 2, as i18next does", () => {
    const done = (count: number) => say("hi", "campaign.reviewsCompleted", { completed: 0, count });
    expect(done(0)).toBe("0 में से 0 रिव्यू पूरा हुआ");
    expect(done(1)).toBe("1 में से 0 रिव्यू पूरा हुआ");
    expect(done(2)).toBe("2 में से 0 रिव्यू पूरे हुए");
    expect(done(5)).toBe("5 में से 0 रिव्यू पूरे हुए");
  });
});

describe("the facts the messages state (decision 115)", () => {
  const say = (language: Language, key: string, values?: Record<string, unknown>) =>
    translateKey(serverTranslation(language).t, key, values);

  it("come from the constants, formatted as the pages show amounts", () => {
    expect(factValues).toEqual({
      reward: formatRupees(REWARD_PER_REVIEW),
      pricePerReview: formatRupees(PRICE_PER_REVIEW),
      minimumPayout: formatRupees(MIN_PAYOUT),
      minTarget: String(MIN_TARGET),
      maxTarget: String(MAX_TARGET),
    });
  });

  it("fill every sentence that states them, asked with or without values, in both languages", () => {
    const { reward, pricePerReview, minimumPayout } = factValues;
    expect(say("en", "publicPage.rewardedSentence")).toBe(
      `The reviewer received ${reward} from ReviewKaro for an honest review, whatever the rating.`,
    );
    expect(say("hi", "publicPage.rewardedSentence")).toBe(
      `रिव्यूअर को ईमानदार रिव्यू के लिए ReviewKaro से ${reward} मिले, रेटिंग चाहे जो हो।`,
    );
    expect(say("en", "business.totalCost", { amount: "₹200" })).toBe(
      `Total Cost: ₹200 (at ${pricePerReview}/review)`,
    );
    expect(say("hi", "payout.belowMinimumText")).toBe(`पेआउट ${minimumPayout} से माँगा जा सकता है।`);
    const browser = createTranslator("en", en as unknown as Tree).t as unknown as (
      key: string,
    ) => string;
    expect(browser("reviewer.requestPayout")).toBe(`Request Payout (Min ${minimumPayout})`);
    expect(browser("business.targetInvalid")).toBe(
      `Choose a whole number of reviews from ${MIN_TARGET} to ${MAX_TARGET}.`,
    );
  });

  it("let a caller's own value win over a fact of the same name", () => {
    expect(say("en", "publicPage.rewardedSentence", { reward: "₹7" })).toContain("received ₹7 ");
  });

  it("find a section added after a key was asked for and not found (the browser's groups)", () => {
    const translator = createTranslator("en", { a: { first: "First" } });
    expect(translator.t("a.first" as never)).toBe("First");
    expect(translator.t("b.later" as never)).toBe("b.later");
    translator.add({ b: { later: "Later, {{name}}" } });
    expect(translator.t("b.later" as never, { name: "Ravi" } as never)).toBe("Later, Ravi");
    expect(translator.t("a.first" as never)).toBe("First");
  });

  it("name each city from the one list, in the reader's language", () => {
    expect(cityLabel(serverTranslation("hi").t, "Indore")).toBe("इंदौर");
    expect(cityLabel(serverTranslation("en").t, "Indore")).toBe("Indore");
    const browser = createTranslator("hi").t;
    for (const city of cities) expect(cityLabel(browser, city.name)).toBe(city.hindi);
  });
});
