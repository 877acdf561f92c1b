import type { Language } from "./languages";
import { serverT } from "./translate.server";

/**
 * A page's description for search engines (SPEC: the landing page's is about genuine, verified
 * local reviews), translated on the server: only the HTML needs it,
 * so no page's script carries the sentence (server-only-messages.server.ts).
 */
export function searchDescription(language: Language, page: "home" | "contact" | "login"): string {
  return serverT(language)(`searchMeta.${page}Description`);
}
