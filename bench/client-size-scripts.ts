/**
 * What a page downloads: every script it loads until it is interactive, its gzip size, and the
 * language whose messages it carries.
 */
import { gzipSync } from "node:zlib";
import type { BrowserContext } from "playwright-core";
import type { Language } from "../app/i18n/languages";
import en from "../app/i18n/locales/en";
import hi from "../app/i18n/locales/hi";
import { untilInteractive } from "./client-size-visitors";

function gzipKb(text: string | Buffer): number {
  return text.length ? gzipSync(text, { level: 9 }).length / 1024 : 0;
}

/**
 * Per section of a language's messages, its three longest texts: a script holding two of one
 * section's holds that section, so that language (pages load their sections in groups).
 */
function messageSamples(messages: object): string[][] {
  const texts = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];
  return Object.values(messages)
    .map((section) =>
      texts(section)
        .filter((text) => text.length >= 12 && !/[{}"'\\]/.test(text))
        .sort((a, b) => b.length - a.length)
        .slice(0, 3),
    )
    .filter((sample) => sample.length >= 2);
}
const samples: Record<Language, string[][]> = { en: messageSamples(en), hi: messageSamples(hi) };

function languagesIn(script: string): Language[] {
  return (Object.keys(samples) as Language[]).filter((language) =>
    samples[language].some(
      (section) => section.filter((text) => script.includes(text)).length >= 2,
    ),
  );
}

type Script = { name: string; gzipKb: number; languages: Language[] };
type Measured = { scripts: Script[]; jsKb: number; dataKb: number; enhancementKb: number };

/** Opens the page and records every script it loads until it is interactive. */
export async function measure(context: BrowserContext, url: string): Promise<Measured> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.ok()) {
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
    }
  });
  const response = await page.goto(url);
  const html = (await response?.text()) ?? "";
  await untilInteractive(page);
  await page.waitForLoadState("networkidle");
  await page.close();

  const scripts: Script[] = [];
  for (const [scriptUrl, body] of bodies) {
    const bytes = await body;
    if (!bytes) continue;
    const text = bytes.toString("utf8");
    scripts.push({
      name: new URL(scriptUrl).pathname.replace(/^\/assets\//, ""),
      gzipKb: gzipKb(bytes),
      languages: languagesIn(text),
    });
  }
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  // JSON-LD is data for search engines, never run; a page without a framework may carry one
  // small inline script that only enhances it (data-enhancement), measured on its own.
  const ran = tags.filter((m) => !/type="application\/ld\+json"/.test(m[1] ?? ""));
  const enhancement = ran.filter((m) => /\bdata-enhancement\b/.test(m[1] ?? "")).map((m) => m[2]);
  const inline = ran.filter((m) => !/\bdata-enhancement\b/.test(m[1] ?? "")).map((m) => m[2] ?? "");
  const data = inline.filter((text) => text.includes("__reactRouterContext"));
  const code = inline.filter((text) => text.trim() && !text.includes("__reactRouterContext"));
  if (code.length) {
    const text = code.join("\n");
    scripts.push({ name: "(inline)", gzipKb: gzipKb(text), languages: languagesIn(text) });
  }
  scripts.sort((a, b) => b.gzipKb - a.gzipKb);
  const jsKb = scripts.reduce((sum, script) => sum + script.gzipKb, 0);
  const enhancementKb = enhancement.length ? gzipKb(enhancement.join("\n")) : 0;
  return { scripts, jsKb, dataKb: gzipKb(data.join("\n")), enhancementKb };
}
