import { describe, expect, it } from "vitest";
import { languageCookie, negotiateLanguage } from "./negotiate.server";

const headers = (init: Record<string, string>) => new Headers(init);

describe("negotiateLanguage", () => {
  it("follows Accept-Language", async () => {
    expect(await negotiateLanguage(headers({ "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" }))).toBe(
      "hi",
    );
    expect(await negotiateLanguage(headers({ "accept-language": "en-IN,en;q=0.9" }))).toBe("en");
    expect(await negotiateLanguage(headers({ "accept-language": "fr-FR" }))).toBe("en");
    expect(await negotiateLanguage(headers({}))).toBe("en");
  });

  it("lets the person's chosen language win", async () => {
    const cookie = (await languageCookie.serialize("en")).split(";")[0] ?? "";
    expect(await negotiateLanguage(headers({ cookie, "accept-language": "hi-IN,hi" }))).toBe("en");
  });

  it("ignores a cookie naming a language we do not have", async () => {
    const cookie = (await languageCookie.serialize("fr")).split(";")[0] ?? "";
    expect(await negotiateLanguage(headers({ cookie, "accept-language": "hi" }))).toBe("hi");
  });
});
