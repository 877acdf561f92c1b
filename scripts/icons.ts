/**
 * Draws the app's icons into one SVG sprite, app/components/icons.svg: `npm run icons` after
 * adding a name to app/components/icon-names.ts. Each Lucide icon becomes a <symbol> whose
 * strokes take the colour of the text; its fill comes from the page (none, or a star's colour).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type IconName, iconNames } from "../app/components/icon-names";

export const spritePath = fileURLToPath(new URL("../app/components/icons.svg", import.meta.url));

const pascal = (name: IconName) =>
  name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

function symbol(name: IconName): string {
  // The named exports, aliases included (ShieldAlert, Trash2), draw what the app drew before.
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a build script, never bundled
  const component = lucide[pascal(name) as keyof typeof lucide] as lucide.LucideIcon | undefined;
  if (!component?.displayName) throw new Error(`Lucide has no icon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const inner = /^<svg[^>]*>(.*)<\/svg>$/s.exec(markup)?.[1];
  if (!inner) throw new Error(`Unexpected markup for ${name}: ${markup}`);
  return `<symbol id="${name}" viewBox="0 0 24 24"><g stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</g></symbol>`;
}

export function iconSprite(): string {
  const symbols = [...iconNames].sort().map(symbol).join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(spritePath, iconSprite());
  console.log(`${spritePath}: ${iconNames.length} icons`);
}
