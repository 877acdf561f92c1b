import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { passRefusalHeaders, refusalHeader, signInChallenge } from "~/http/refusal-headers";

/*
 * Decision 123: React Router sends an action's Set-Cookie by itself, but a refusal's other
 * headers (Retry-After, WWW-Authenticate, X-Refusal) only from a page that passes them on. So
 * every page with an action exports `headers = passRefusalHeaders`.
 */
const root = fileURLToPath(new URL("../../", import.meta.url));

/** Pages whose action answers no refusal, and why. */
const without: Record<string, string> = {
  "app/routes/not-found.tsx": "every post to an unknown path is a bare 404",
};

/** The page modules (app/routes.ts's .tsx files) that export an action. */
function pagesWithAnAction(): string[] {
  const routes = readFileSync(`${root}app/routes.ts`, "utf8");
  const files = new Set([...routes.matchAll(/"(routes\/[^"]+\.tsx)"/g)].map((m) => `app/${m[1]}`));
  return [...files].filter((file) =>
    /^export (async )?function action\b|^export const action\b/m.test(
      readFileSync(root + file, "utf8"),
    ),
  );
}

describe("a refusal's headers", () => {
  it("are passed on by every page with an action", () => {
    const pages = pagesWithAnAction();
    expect(pages.length).toBeGreaterThan(20);
    const missing = pages.filter(
      (file) =>
        !(file in without) &&
        !/^export const headers = passRefusalHeaders;$/m.test(readFileSync(root + file, "utf8")),
    );
    expect(missing).toEqual([]);
    // Every page named above still exists and still has its action.
    for (const file of Object.keys(without)) expect(pages).toContain(file);
  });

  it("passes Retry-After, the challenge and X-Refusal from the action, and the parent's headers", () => {
    const parentHeaders = new Headers({ "Set-Cookie": "toast=; Max-Age=0", "X-Other": "root" });
    const actionHeaders = new Headers({
      "Retry-After": "30",
      "WWW-Authenticate": signInChallenge,
      [refusalHeader]: "401",
      "X-Not-Passed": "no",
    });
    const headers = new Headers(
      passRefusalHeaders({
        parentHeaders,
        actionHeaders,
        loaderHeaders: new Headers(),
        errorHeaders: undefined,
      }) as HeadersInit,
    );
    expect(headers.get("Retry-After")).toBe("30");
    expect(headers.get("WWW-Authenticate")).toBe(signInChallenge);
    expect(headers.get(refusalHeader)).toBe("401");
    expect(headers.get("X-Other")).toBe("root");
    expect(headers.has("X-Not-Passed")).toBe(false);
  });
});
