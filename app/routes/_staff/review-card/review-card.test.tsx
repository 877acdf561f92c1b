import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { serverTranslation } from "~/i18n/translate.server";
import { TranslationContext } from "~/i18n/use-translation";
import { ReviewCard, type ReviewCardReview } from "./review-card";

const review: ReviewCardReview = {
  id: "r-1",
  businessName: "Sharma Dhaba",
  reviewerIdTail: "a1b2c3",
  reviewText: "The dal was good and the service quick",
  createdAt: new Date("2026-11-01T10:00:00Z"),
  flags: [],
};

// The card reads a fetcher, so it renders inside a router; the props of the render at hand.
let shown: Partial<Parameters<typeof ReviewCard>[0]> = {};

function CardPage() {
  return (
    <ReviewCard review={review} headingLevel={3} {...shown}>
      <button type="button">Decide</button>
    </ReviewCard>
  );
}

const Stub = createRoutesStub([{ path: "/", Component: CardPage }]);

function render(props: Partial<Parameters<typeof ReviewCard>[0]>) {
  shown = props;
  return renderToString(
    <TranslationContext value={serverTranslation("en")}>
      <Stub />
    </TranslationContext>,
  );
}

describe("the staff's one review card", () => {
  it("names the business at the heading level the screen asks for, then the screen's own decision", () => {
    expect(render({ headingLevel: 3 })).toMatch(/<h3[^>]*>Sharma Dhaba<\/h3>/);
    const workbench = render({ headingLevel: 2 });
    expect(workbench).toMatch(/<h2[^>]*>Sharma Dhaba<\/h2>/);
    expect(workbench).toContain("a1b2c3");
    expect(workbench).toContain('href="/proof/r-1"');
    expect(workbench.indexOf("/proof/r-1")).toBeLessThan(workbench.indexOf(">Decide<"));
  });

  it("shows a preview with an ellipsis and offers the whole text, a whole text without either", () => {
    const preview = render({ review: { ...review, truncated: true } });
    expect(preview).toContain("quick…");
    expect(preview).toContain(serverTranslation("en").t("queue.readWholeReview"));
    const whole = render({});
    expect(whole).not.toContain("quick…");
    expect(whole).not.toContain(serverTranslation("en").t("queue.readWholeReview"));
  });

  it("shows the proof's signals in words, 'Location not shared' without a warning's colour", () => {
    const html = render({
      review: {
        ...review,
        visit: {
          label: "Proof of the visit",
          signals: [
            { kind: "locationNotShared", tone: "neutral", text: "Location not shared" },
            {
              kind: "takenBefore",
              tone: "warning",
              text: "Photo taken 9 days before the visit date",
            },
          ],
        },
      },
    });
    expect(html).toContain('aria-label="Proof of the visit"');
    const notShared = html.slice(
      html.indexOf('data-kind="locationNotShared"') - 200,
      html.indexOf("Location not shared"),
    );
    expect(notShared).not.toContain("amber");
    const before = html.slice(
      html.indexOf('data-kind="takenBefore"') - 200,
      html.indexOf("Photo taken 9 days"),
    );
    expect(before).toContain("amber");
    expect(render({})).not.toContain("Proof of the visit");
  });
});
