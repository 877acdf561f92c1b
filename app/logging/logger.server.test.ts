import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorForLog } from "./logger.server";

describe("errorForLog", () => {
  const tokenHash = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

  it("keeps a failed query's text and its cause, never its parameters", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "sessions_token_hash_key"'),
      {
        code: "23505",
        detail: `Key (token_hash)=(${tokenHash}) already exists.`,
      },
    );
    const error = new DrizzleQueryError(
      'insert into "sessions" ("token_hash", "profile_id") values ($1, $2)',
      [tokenHash, "+919876543210"],
      cause,
    );
    const logged = errorForLog(error);
    const text = JSON.stringify(logged);
    expect(text).toContain('insert into \\"sessions\\"');
    expect(text).toContain("sessions_token_hash_key");
    expect(logged.cause?.code).toBe("23505");
    expect(text).not.toContain(tokenHash);
    expect(text).not.toContain("9876543210");
    expect(logged.stack).toMatch(/at /);
  });

  it("copies no other field of an error", () => {
    const error = Object.assign(new Error("boom"), { password: "Mango-Lassi-4417", otp: "123456" });
    expect(JSON.stringify(errorForLog(error))).not.toMatch(/Mango|123456/);
  });

  it("logs what is thrown when it is not an Error", () => {
    expect(errorForLog("plain words")).toEqual({ type: "string", message: "plain words" });
  });
});
