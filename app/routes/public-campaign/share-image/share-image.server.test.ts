import { describe, expect, it } from "vitest";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { shareCardSvg } from "./share-image.server";

// The promise register (decision 098): share.imageDisclosure is drawn whole into every share
// image, in both languages, and names the reward the code pays (share-image-text.spec.ts checks
// the drawn letters).
describe("the share image's disclosure", () => {
  it("share.imageDisclosure: is drawn in full under its title, whatever the rating shown", () => {
    for (const messages of [en, hi]) {
      for (const averageRating of [null, 1, 5]) {
        const svg = shareCardSvg({
          campaignId: "c",
          language: "en",
          businessName: "Sharma Dhaba",
          city: "Indore",
          averageRating,
          ratingText: averageRating === null ? "—" : averageRating.toFixed(1),
          countText: "2 approved reviews",
          disclosureTitle: messages.share.imageDisclosureTitle,
          disclosure: messages.share.imageDisclosure,
        });
        expect(svg).toContain(`>${messages.share.imageDisclosureTitle}</text>`);
        expect(svg).toContain(`>${messages.share.imageDisclosure}</text>`);
      }
      expect(messages.share.imageDisclosure).toContain(formatRupees(REWARD_PER_REVIEW));
    }
  });
});
