import Negotiator from "negotiator";
import { createCookie } from "react-router";
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookieName,
  languages,
} from "./languages";

/** The language chosen with the header switch; kept for a year. */
export const languageCookie = createCookie(languageCookieName, {
  path: "/",
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 365,
});

/** The person's chosen language (cookie) wins; otherwise the browser's Accept-Language. */
export async function negotiateLanguage(headers: Headers): Promise<Language> {
  const chosen: unknown = await languageCookie.parse(headers.get("cookie"));
  if (isLanguage(chosen)) return chosen;
  const negotiator = new Negotiator({
    headers: { "accept-language": headers.get("accept-language") ?? "" },
  });
  const preferred = negotiator.language([...languages]);
  return isLanguage(preferred) ? preferred : defaultLanguage;
}
