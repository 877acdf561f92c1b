import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type RequestInfo, requestContext } from "~/http/context.server";
import type { Language } from "~/i18n/languages";
import { databaseUnavailableMiddleware } from "./unavailable-response.server";

function contextFor(language: Language) {
  const context = new RouterContextProvider();
  const info: RequestInfo = {
    ip: "127.0.0.1",
    deviceId: null,
    cspNonce: "n",
    language,
    requestId: "req-1",
    fromThisMachine: false,
    faults: { databaseUnavailable: false },
  };
  context.set(requestContext, info);
  return { context, info };
}

function run(language: Language, next: (info: RequestInfo) => Promise<Response>) {
  const { context, info } = contextFor(language);
  const args = {
    request: new Request("http://localhost/proof/x"),
    context,
    params: {},
  } as unknown as Parameters<typeof databaseUnavailableMiddleware>[0];
  return databaseUnavailableMiddleware(args, () => next(info)) as Promise<Response>;
}

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("a resource route whose database is unavailable", () => {
  it("answers 503 with Retry-After when its loader failed for the database (React Router's 500)", async () => {
    const response = await run("en", async (info) => {
      info.faults.databaseUnavailable = true; // what handleError does for such an error
      return new Response("Unexpected Server Error", { status: 500 });
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("ReviewKaro is busy right now");
    expect(text).not.toContain("Unexpected");
  });

  it("answers 503 in Hindi when the session lookup before it failed", async () => {
    const response = await run("hi", async () => {
      throw refused();
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.text()).toContain("ReviewKaro अभी व्यस्त है");
  });

  it("keeps the database's error for the request's one log line (decision 112)", async () => {
    const { context, info } = contextFor("en");
    const error = refused();
    const args = {
      request: new Request("http://localhost/proof/x"),
      context,
      params: {},
    } as unknown as Parameters<typeof databaseUnavailableMiddleware>[0];
    const response = (await databaseUnavailableMiddleware(args, async () => {
      throw error;
    })) as Response;
    expect(response.status).toBe(503);
    expect(info.faults).toEqual({ databaseUnavailable: true, cause: error });
  });

  it("leaves other answers and other errors alone: a 500 that is a bug stays one", async () => {
    const bug = await run("en", async () => new Response("boom", { status: 500 }));
    expect(bug.status).toBe(500);
    const fine = await run("en", async () => new Response("ok"));
    expect(fine.status).toBe(200);
    await expect(
      run("en", async () => {
        throw new TypeError("a bug");
      }),
    ).rejects.toThrow("a bug");
  });
});
