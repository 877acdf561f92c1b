import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { serverI18n } from "./translate.server";

describe("serverI18n", () => {
  it("gives useTranslation a t that translates like i18next's own, in each language", () => {
    for (const language of ["en", "hi"] as const) {
      const instance = serverI18n(language);
      // As react-i18next's useTranslation asks for it.
      const getFixedT = instance.getFixedT as unknown as (...args: unknown[]) => TFunction;
      const t = getFixedT(language, "translation", undefined, { scopeNs: ["translation"] });
      // One t for every render: the direct path, not a fresh copy of i18next's.
      expect(getFixedT(language, "translation")).toBe(t);
      const slow = instance.getFixedT(language, "translation", "queue");
      expect(t("queue.viewProof")).toBe(slow("viewProof"));
      expect(t("queue.reviewer", { tail: "a1b2c3" })).toBe(slow("reviewer", { tail: "a1b2c3" }));
      expect(t("queue.reviewer", { tail: "a1b2c3" })).toContain("a1b2c3");
      expect(t("cities.Nowhere", { defaultValue: "Nowhere" })).toBe("Nowhere");
    }
    expect(serverI18n("hi").getFixedT(null, "translation")("queue.viewProof")).toBe("सबूत देखें");
  });
});
