/** A same-site path to go to after a form, or "/" for anything that could leave the site. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  if (value.includes("\\") || /\p{Cc}/u.test(value)) return "/";
  return value;
}
