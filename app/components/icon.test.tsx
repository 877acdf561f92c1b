import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconSprite, spritePath } from "../../scripts/icons";
import { Icon, iconHref } from "./icon";
import { iconNames } from "./icon-names";

describe("Icon", () => {
  it("is a reference into the sprite, hidden from screen readers, sized by its class", () => {
    const html = renderToStaticMarkup(<Icon name="wallet" className="size-4 text-brand-700" />);
    expect(html).toContain(`<use href="${iconHref("wallet")}"></use>`);
    expect(iconHref("wallet")).toMatch(/icons.*\.svg(\?no-inline)?#wallet$/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('class="lucide shrink-0 size-4 text-brand-700"');
    expect(html).not.toContain("<path");
  });

  it("draws every icon the app names in the sprite, as `npm run icons` last wrote it", () => {
    const sprite = readFileSync(spritePath, "utf8");
    expect(sprite, "run `npm run icons` after changing icon-names.ts").toBe(iconSprite());
    for (const name of iconNames)
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });
});
