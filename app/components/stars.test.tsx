import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconHref } from "./icon";
import { Stars } from "./stars";

describe("Stars", () => {
  it("draws five references to the sprite's star in one svg, read out as its label", () => {
    const html = renderToStaticMarkup(<Stars rating={4} label="4 out of 5" />);
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="4 out of 5"');
    expect(html.split(`<use href="${iconHref("star")}"`)).toHaveLength(6);
    expect(html.match(/fill-saffron-400/g)).toHaveLength(4);
    expect(html.match(/fill-ink-100/g)).toHaveLength(1);
    expect(html).not.toContain("<path");
  });

  it("fills the rounded number of stars of an average", () => {
    const html = renderToStaticMarkup(<Stars rating={3.6} label="3.6 out of 5" />);
    expect(html.match(/fill-saffron-400/g)).toHaveLength(4);
  });
});
