import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  foldForMatching,
  topicForms,
  topicMentionBits,
  topicMentions,
  topicMentionsOf,
} from "./topic-mentions";

const words = fc.array(
  fc.constantFrom("good", "bad", "visit", "table", "अच्छा", "था", "हम", "गए", "waited", "staffed"),
  { maxLength: 30 },
);
const text = words.map((list) => list.join(" "));

describe("topic mentions", () => {
  it("counts reviews, not words, case-insensitively and as whole words", () => {
    const texts = [
      "The FOOD was great, food again!",
      "Seafood only.",
      "Good service and the foods were fresh",
      "Nothing about it",
    ];
    expect(topicMentions(["Food", "Service"], texts)).toEqual([
      { topic: "Food", reviews: 2 },
      { topic: "Service", reviews: 1 },
    ]);
  });

  it("recognises Hindi and English forms of a known topic, with or without nukta", () => {
    const texts = [
      "खाना बहुत अच्छा था",
      "सर्विस धीमी थी पर परिवार के साथ मज़ा आया",
      "यहाँ की फ़ूड क्वालिटी ठीक है",
      "Came with my family",
    ];
    expect(topicMentions(["Food", "Service", "Family"], texts)).toEqual([
      { topic: "Food", reviews: 2 },
      { topic: "Service", reviews: 1 },
      { topic: "Family", reviews: 2 },
    ]);
    expect(topicMentions(["खाना"], ["The food was fine"])).toEqual([{ topic: "खाना", reviews: 1 }]);
  });

  it("never matches inside a Devanagari word: a vowel sign continues the word", () => {
    // 'सेवाएं' is one word, 'सेवा' followed by a vowel letter and a sign; 'परिवारों' too.
    expect(topicMentions(["सेवा"], ["सेवाएं अच्छी"])).toEqual([{ topic: "सेवा", reviews: 0 }]);
    expect(topicMentions(["Family"], ["परिवारों के लिए"])).toEqual([{ topic: "Family", reviews: 0 }]);
  });

  it("matches a phrase across any white space, and plurals of Latin words", () => {
    expect(
      topicMentions(["Car parking", "Dessert"], ["car\n  parking was easy", "two desserts"]),
    ).toEqual([
      { topic: "Car parking", reviews: 1 },
      { topic: "Dessert", reviews: 1 },
    ]);
  });

  it("lists each topic once in the campaign's order and ignores empty ones", () => {
    expect(topicMentions(["Food", " food ", "", "Family"], ["food"]).map((t) => t.topic)).toEqual([
      "Food",
      "Family",
    ]);
  });

  it("treats a topic's regular-expression characters as plain text", () => {
    expect(topicMentions(["C++ (menu)"], ["their c++ (menu) rocks", "c menu"])).toEqual([
      { topic: "C++ (menu)", reviews: 1 },
    ]);
  });

  it("counts at most every review, and a topic inserted into a text is found", () => {
    const topic = fc.constantFrom("Food", "Service", "Family", "Ambience", "Taste", "खाना");
    fc.assert(
      fc.property(
        fc.array(topic, { maxLength: 5 }),
        fc.array(text, { maxLength: 20 }),
        (topics, texts) => {
          for (const mention of topicMentions(topics, texts)) {
            expect(mention.reviews).toBeGreaterThanOrEqual(0);
            expect(mention.reviews).toBeLessThanOrEqual(texts.length);
          }
        },
      ),
    );
    fc.assert(
      fc.property(topic, words, words, fc.boolean(), (chosen, before, after, upper) => {
        const written = upper ? chosen.toUpperCase() : chosen;
        const review = [...before, written, ...after].join(" ");
        expect(topicMentions([chosen], [review])).toEqual([{ topic: chosen, reviews: 1 }]);
      }),
    );
  });

  it("finds nothing in texts made of other words", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 10 }), (texts) => {
        for (const mention of topicMentions(["Food", "Service", "Family"], texts)) {
          expect(mention.reviews).toBe(0);
        }
      }),
    );
  });

  it("folds case, nukta and invisible characters", () => {
    expect(foldForMatching("फ़ूड\u200bFOOD")).toBe("फूडfood");
    expect(topicForms("  Food  ")).toContain("भोजन");
    expect(topicForms("   ")).toEqual([]);
  });

  it("counts the same from stored bits as from the texts, whichever reviews have bits", () => {
    const topic = fc.constantFrom("Food", "food", "खाना", "Service", "सेवा", "Car parking", "Taste");
    const mentioning = fc
      .tuple(words, fc.constantFrom("food", "खाने", "service", "car  parking", "tastes"), words)
      .map(([before, word, after]) => [...before, word, ...after].join(" "));
    fc.assert(
      fc.property(
        fc.array(topic, { maxLength: 10 }),
        fc.array(fc.tuple(fc.oneof(text, mentioning), fc.boolean()), { maxLength: 20 }),
        (topics, reviews) => {
          const marked = new Map<number, number>();
          const unmarked: string[] = [];
          for (const [review, hasBits] of reviews) {
            if (!hasBits) unmarked.push(review);
            else {
              const bits = topicMentionBits(topics, review);
              marked.set(bits, (marked.get(bits) ?? 0) + 1);
            }
          }
          const groups = [...marked].map(([bits, count]) => ({ bits, reviews: count }));
          expect(topicMentionsOf(topics, groups, unmarked)).toEqual(
            topicMentions(
              topics,
              reviews.map(([review]) => review),
            ),
          );
        },
      ),
    );
  });

  it("gives each distinct topic its own bit, within a smallint", () => {
    expect(topicMentionBits(["Food", "Service", "food", "Family"], "food and service")).toBe(0b11);
    expect(topicMentionBits(["Food", "Service", "Family"], "family")).toBe(0b100);
    expect(topicMentionBits([], "food")).toBe(0);
    const ten = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10"];
    expect(topicMentionBits(ten, ten.join(" "))).toBe(1023);
  });
});
