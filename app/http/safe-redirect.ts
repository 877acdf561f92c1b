// A base no request ever has: whatever parses to another origin could leave the site.
const base = "http://same-site.invalid";

/**
 * A same-site path to go to after a form, or "/" for anything that could leave the site. Decided
 * on the parsed URL and answered in its encoded form (`/。` becomes `/%E3%80%82`), so any input
 * becomes a path a Location header can carry, or is dropped: never an error.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  // The URL parser reads '\' as '/' and drops tabs and line breaks: '/\evil' would leave.
  if (value.includes("\\") || /\p{Cc}/u.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return "/";
  }
  if (url.origin !== base) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? "/" : path;
}
