import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTranslation } from "~/i18n/translate.server";
import { TranslationContext } from "~/i18n/use-translation";
import { ReviewFlags } from "./review-flags";

const flag = {
  kind: "copied_text" as const,
  score: 91,
  sameBytes: false,
  reason: "Text 91% like a review of Sharma Dhaba",
  earlierCaption: "Earlier review: Sharma Dhaba",
  earlierAlt: "Proof of the earlier review of Sharma Dhaba",
  earlier: {
    id: "r-earlier",
    businessName: "Sharma Dhaba",
    createdAt: new Date("2026-11-01T10:00:00Z"),
    text: "We went for dinner on Saturday.",
    truncated: false,
  },
};

const render = (headingLevel?: 3 | 4) =>
  renderToString(
    <TranslationContext value={serverTranslation("en")}>
      <ReviewFlags
        reviewId="r-this"
        reviewText="We went for dinner on Sunday."
        flags={[flag] as Parameters<typeof ReviewFlags>[0]["flags"]}
        headingLevel={headingLevel}
      />
    </TranslationContext>,
  );

describe("ReviewFlags' heading", () => {
  it("is an h4 under the admin queue card's h3", () => {
    expect(render()).toMatch(/<h4[^>]*>.*Looks like another review<\/h4>/);
  });

  // axe heading-order on the moderator's held review (issue 46, point 20): its card is an h2.
  it("is an h3 under the workbench card's h2", () => {
    const html = render(3);
    expect(html).toMatch(/<h3[^>]*>.*Looks like another review<\/h3>/);
    expect(html).not.toContain("<h4");
  });
});
