import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Decision 116: a page answers a refusal from its exhaustive table, never by hand. The statuses
 * that only a refusal has (401 credentials, 402 payment, 403 not yours, 409 a changed state, 429
 * a limit, 503 a service down) are written in the tables alone, so a route or the account
 * screens' dispatch that types one is answering a refusal by hand. 400 (a form that does not fit
 * its schema) and 404 (nothing there) stay where a request has no words to be told.
 */
const REFUSAL_ONLY = /(?<![\w.-])(401|402|403|409|429|503)(?![\w.])/g;
const root = fileURLToPath(new URL("../../", import.meta.url));

/** Where a status only a refusal has is typed outside a table, and why that is not a refusal. */
const allowed: Record<string, { statuses: number[]; why: string }> = {
  "app/routes/events.ts": {
    statuses: [401],
    why: "the live-update stream: an EventSource, no page reads its answer",
  },
  "app/routes/appeal-answer/route.ts": {
    statuses: [401],
    why: "a post with no session: a guard, nothing to say on a page",
  },
  "app/routes/campaign-detail/intents/add-reviews-intents.server.ts": {
    statuses: [409],
    why: "a Refusal declared beside the handler that answers it with answerRefusal",
  },
};

/** The statuses only a refusal has, as typed in `source` outside comments and comparisons. */
function refusalStatusesIn(source: string): number[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  return [...code.matchAll(REFUSAL_ONLY)]
    .filter((match) => !/[=!]==?\s*$/.test(code.slice(0, match.index)))
    .map((match) => Number(match[1]));
}

function answeringFiles(): string[] {
  return execFileSync("git", ["ls-files", "app/routes", "app/auth/otp-flow.server.ts"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

describe("refusal statuses", () => {
  it("finds a refusal answered by hand, and not a comparison or a comment", () => {
    expect(refusalStatusesIn("return data({ toast }, 429);")).toEqual([429]);
    expect(refusalStatusesIn("return data(body, { status: 401 });")).toEqual([401]);
    expect(refusalStatusesIn('const status = outcome.reason === "limited" ? 429 : 400;')).toEqual([
      429,
    ]);
    expect(refusalStatusesIn("{ status: 'refused', httpStatus: 409 }")).toEqual([409]);
    expect(refusalStatusesIn("return actionStatus === 409 || revalidate;")).toEqual([]);
    expect(
      refusalStatusesIn("// refused with a 429 at the field\n/* 403 */ const n = 4090;"),
    ).toEqual([]);
  });

  it("are typed in the refusal tables, never by a route", () => {
    const files = answeringFiles();
    expect(files.length).toBeGreaterThan(50);
    const byHand = files
      .map((file) => ({ file, statuses: refusalStatusesIn(readFileSync(root + file, "utf8")) }))
      .filter(({ file, statuses }) => {
        const expected = allowed[file]?.statuses ?? [];
        return statuses.join() !== expected.join();
      });
    expect(byHand).toEqual([]);
  });
});
