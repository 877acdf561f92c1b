import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cities } from "~/db/cities";
import { MAX_TARGET } from "~/db/prices";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";

// Issue 48, decision 115: an amount or a city is typed once, in its constant or its list, and
// reaches a text as a value ({{reward}}, cityLabel), so changing it changes every sentence.

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

// ₹5, ₹ 1,000, Rs. 20, Rs 100, रु 5, रु. 20: an amount typed into a text. `₹{{amount}}` is a value.
const typedAmount = /₹\s*\d|\bRs\.?\s*\d|रु\.?\s*\d/i;
// The most reviews a campaign may have, as a number of its own ('at most 1000'): {{maxTarget}}.
const typedLimit = new RegExp(`(?<!\\d|\\d[,.])${MAX_TARGET}(?!\\d|[,.]\\d)`);
const cityNames = cities.flatMap((city) => [city.name, city.hindi]);
// English names as words ('Rewa' is not in 'Rewarded'); Devanagari has no \b, so by letters around.
const typedCity = new RegExp(`(?<![\\p{L}\\p{M}])(${cityNames.join("|")})(?![\\p{L}\\p{M}])`, "u");

/** Each text that types a fact instead of taking it as a value, as 'key: what it typed'. */
function typedFacts(catalogue: Tree): string[] {
  return texts(catalogue).flatMap(([key, text]) => {
    const found =
      typedAmount.exec(text)?.[0] ?? typedCity.exec(text)?.[0] ?? typedLimit.exec(text)?.[0];
    return found ? [`${key}: ${found}`] : [];
  });
}

describe("facts typed once (decision 115)", () => {
  it("no English or Hindi text types a rupee amount, a city's name or the campaign limit", () => {
    expect(typedFacts(en as unknown as Tree)).toEqual([]);
    expect(typedFacts(hi as unknown as Tree)).toEqual([]);
  });

  it("the bench's SQL takes its cities from the list (bench/generate.ts passes them in)", () => {
    const folder = fileURLToPath(new URL("../../bench/sql/", import.meta.url));
    const typed = readdirSync(folder).flatMap((file) =>
      readFileSync(`${folder}${file}`, "utf8")
        .split("\n")
        .map((line) => line.replace(/--.*$/, ""))
        .flatMap((code, index) => {
          const found = typedCity.exec(code)?.[0];
          return found ? [`${file}:${index + 1}: ${found}`] : [];
        }),
    );
    expect(typed).toEqual([]);
  });

  it("would name a text that typed one", () => {
    const planted = {
      a: { reward: "Earn ₹5 a review" },
      b: "पेआउट रु. 100 से",
      c: "Costs Rs 20 each",
      d: "Min ₹ 1,000",
      e: "Reviewers in Indore",
      f: "इंदौर के रिव्यूअर",
      g: "सागर में",
      h: "Choose from 1 to 1000.",
      fine: "Earn {{reward}} in {{city}}: ₹{{amount}}, a 'Rewarded review', रुका हुआ, 10000, 1,000",
    };
    expect(typedFacts(planted)).toEqual([
      "a.reward: ₹5",
      "b: रु. 1",
      "c: Rs 2",
      "d: ₹ 1",
      "e: Indore",
      "f: इंदौर",
      "g: सागर",
      "h: 1000",
    ]);
  });
});
