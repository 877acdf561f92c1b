import { UNSAFE_ErrorResponseImpl as ErrorResponse, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { failureToast, keepPageOnFailure, keepPageOnLoadFailure } from "./keep-page-on-failure";

// The error React Router hands a client action when a response is not its own (a proxy's 502
// page, our body-size refusal) or when the server threw a response.
function routeError(status: number, statusText: string, body: string) {
  return new ErrorResponse(status, statusText, body);
}

describe("keepPageOnFailure", () => {
  it("passes the server's answer through", async () => {
    await expect(keepPageOnFailure(async () => ({ toast: null, done: "review" }))).resolves.toEqual(
      { toast: null, done: "review" },
    );
  });

  it("lets redirects go on", async () => {
    const response = redirect("/login");
    await expect(
      keepPageOnFailure(async () => {
        throw response;
      }),
    ).rejects.toBe(response);
  });

  it("turns a failure into a toast naming the server's message", async () => {
    const error = routeError(413, "Payload Too Large", "Request body too large.");
    await expect(
      keepPageOnFailure(async () => {
        throw error;
      }),
    ).resolves.toEqual({
      toast: {
        title: "errors.somethingWrong",
        description: "errors.requestFailed",
        values: { message: "Request body too large." },
        variant: "error",
      },
    });
  });
});

describe("failureToast", () => {
  it("names the status when the body is a page of HTML or empty", () => {
    expect(
      failureToast(routeError(500, "Internal Server Error", "<!DOCTYPE html><html>")).values,
    ).toEqual({ message: "500 Internal Server Error" });
    expect(failureToast(routeError(403, "Forbidden", "")).values).toEqual({
      message: "403 Forbidden",
    });
  });

  it("names a thrown error's message, cut to a toast's length", () => {
    expect(failureToast(new Error("Unexpected Server Error")).values).toEqual({
      message: "Unexpected Server Error",
    });
    expect(String(failureToast(new TypeError("x".repeat(500))).values?.message)).toHaveLength(160);
  });

  it("never needs a thrown value to be an Error", () => {
    expect(failureToast("offline").values).toEqual({ message: "offline" });
  });
});

describe("keepPageOnLoadFailure", () => {
  const failing = async (): Promise<{ list: string[] }> => {
    throw routeError(500, "Internal Server Error", "Database is busy.");
  };
  const toast = failureToast(routeError(500, "Internal Server Error", "Database is busy."));

  it("answers a failed live refresh with the toast alone, so no section is replaced", async () => {
    const request = new Request("http://localhost/user/dashboard?live=wallet");
    await expect(keepPageOnLoadFailure(request, failing)).resolves.toEqual({ loadFailure: toast });
  });

  it("lets a first load with nothing to keep fail as usual, and redirects go on", async () => {
    const request = new Request("http://localhost/never-loaded");
    await expect(keepPageOnLoadFailure(request, failing)).rejects.toMatchObject({ status: 500 });
    const response = redirect("/login");
    await expect(
      keepPageOnLoadFailure(
        new Request("http://localhost/user/dashboard?live=wallet"),
        async () => {
          throw response;
        },
      ),
    ).rejects.toBe(response);
  });

  it("passes a good answer through", async () => {
    const request = new Request("http://localhost/user/dashboard");
    await expect(keepPageOnLoadFailure(request, async () => ({ list: ["a"] }))).resolves.toEqual({
      list: ["a"],
    });
  });
});
