import { describe, expect, it } from "vitest";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { serverT } from "~/i18n/translate.server";
import { shareCardSvg } from "./share-image.server";

// The promise register (decision 098): share.imageDisclosure is drawn whole into every share
// image, in both languages, and names the reward the code pays (share-image-text.spec.ts checks
// the drawn letters).
describe("the share image's disclosure", () => {
  it("share.imageDisclosure: is drawn in full under its title, whatever the rating shown", () => {
    for (const t of [serverT("en"), serverT("hi")]) {
      // As the route draws them: through the translator, which fills in the reward.
      const title = t("share.imageDisclosureTitle");
      const disclosure = t("share.imageDisclosure");
      for (const averageRating of [null, 1, 5]) {
        const svg = shareCardSvg({
          campaignId: "c",
          language: "en",
          businessName: "Sharma Dhaba",
          city: "Indore",
          averageRating,
          ratingText: averageRating === null ? "—" : averageRating.toFixed(1),
          countText: "2 approved reviews",
          disclosureTitle: title,
          disclosure,
        });
        expect(svg).toContain(`>${title}</text>`);
        expect(svg).toContain(`>${disclosure}</text>`);
      }
      expect(disclosure).toContain(formatRupees(REWARD_PER_REVIEW));
    }
  });
});
