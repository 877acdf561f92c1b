import type { TFunction } from "i18next";
import type { Messages } from "./locales/en";

export type { Messages };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}

type LooseT = (key: string, values?: Record<string, unknown>) => string;

/** Translates a key known only at run time (a flash toast, a schema's error message). */
export function translateKey(t: TFunction, key: string, values?: Record<string, unknown>): string {
  return (t as unknown as LooseT)(key, values ?? {});
}

/**
 * A city in the reader's language ('Indore' → 'इंदौर'); the stored value stays English. The names
 * come from the one list of cities (app/db/cities.ts), which the translator gives as `cities`.
 */
export function cityLabel(t: TFunction, city: string): string {
  return translateKey(t, `cities.${city}`, { defaultValue: city });
}
