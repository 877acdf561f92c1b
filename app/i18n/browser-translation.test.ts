import { describe, expect, it } from "vitest";
import { createBrowserTranslation } from "./browser-translation";
import { translateKey } from "./i18n";
import { languages } from "./languages";
import en from "./locales/en";
import hi from "./locales/hi";
import { serverTranslation } from "./translate.server";

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

// Every placeholder the messages use, with a value that shows where it went.
const values = {
  amount: "₹120",
  business: "Chai Point",
  city: "Indore",
  completed: 3,
  count: 7,
  date: "1 Dec",
  max: 500,
  message: "Hello",
  name: "Asha",
  page: 2,
  pages: 7,
  percent: 40,
  phone: "+91 98765 43210",
  rating: 4,
  reason: "blurred photo",
  reference: "RK-1",
  role: "business",
  tail: "a1b2c3",
  target: 50,
  topics: "Food, Service",
  upi: "asha@upi",
};

describe("the browser's translator", () => {
  for (const language of languages) {
    const messages = (language === "en" ? en : hi) as unknown as Tree;
    const server = serverTranslation(language).t;
    const browser = createBrowserTranslation(language, messages).t;

    it(`says what i18next says for every ${language} message, values and plurals included`, () => {
      const keys = keysOf(messages);
      const plural = new Set(
        keys
          .filter((key) => /_(one|other)$/.test(key))
          .map((key) => key.replace(/_(one|other)$/, "")),
      );
      for (const key of keys) {
        expect(translateKey(browser, key, values), key).toBe(translateKey(server, key, values));
      }
      for (const key of plural) {
        for (const count of [0, 1, 2, 5, 21]) {
          expect(translateKey(browser, key, { ...values, count }), `${key} ${count}`).toBe(
            translateKey(server, key, { ...values, count }),
          );
        }
      }
      expect(plural.size).toBeGreaterThan(0);
    });

    it(`falls back as i18next does in ${language}: defaultValue, then the key`, () => {
      for (const [key, options] of [
        ["cities.Nowhere", { defaultValue: "Nowhere" }],
        ["status.someNewStatus", { defaultValue: "some new status" }],
        ["auth.noSuchKey", {}],
        ["auth.resendIn", { count: 30 }],
      ] as const) {
        expect(translateKey(browser, key, options), key).toBe(translateKey(server, key, options));
      }
    });
  }
});
