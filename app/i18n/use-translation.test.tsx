import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTranslation } from "./translate.server";
import { TranslationContext, useTranslation } from "./use-translation";

const seen: unknown[] = [];

function Probe() {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return (
    <p>
      {[
        i18n.language,
        t("queue.viewProof"),
        t("queue.reviewer", { tail: "a1b2c3" }),
        t("cities.Nowhere", { defaultValue: "Nowhere" }),
        t("reviewer.star", { count: 1 }),
        t("reviewer.star", { count: 4 }),
      ].join("|")}
    </p>
  );
}

const render = (language: "en" | "hi") =>
  renderToString(
    <TranslationContext value={serverTranslation(language)}>
      <Probe />
      <Probe />
    </TranslationContext>,
  );

describe("useTranslation", () => {
  it("translates with the provider's language, plurals and values included", () => {
    seen.length = 0;
    const english = render("en");
    expect(english).toContain("en|View Proof|");
    expect(english).toContain("a1b2c3");
    expect(english).toContain("|Nowhere|1 star|4 stars<");
    expect(render("hi")).toContain("hi|सबूत देखें|");
    // One translator per language, shared by every component: nothing is copied per component.
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).toBe(seen[3]);
    expect(seen[0]).not.toBe(seen[2]);
  });
});
