import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { rejectCrossSiteRequests } from "./cross-site";

function run(method: string, headers: Record<string, string>) {
  const req = {
    method,
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn() };
  const next = vi.fn() as unknown as NextFunction;
  rejectCrossSiteRequests(req, res as unknown as Response, next);
  return { passed: (next as unknown as ReturnType<typeof vi.fn>).mock.calls.length === 1, res };
}

describe("rejectCrossSiteRequests", () => {
  it("lets reads through from anywhere", () => {
    expect(run("GET", { origin: "https://evil.example", host: "reviewkaro.in" }).passed).toBe(true);
  });

  it("lets same-origin posts through", () => {
    expect(run("POST", { origin: "https://reviewkaro.in", host: "reviewkaro.in" }).passed).toBe(
      true,
    );
    expect(run("POST", { "sec-fetch-site": "same-origin", host: "reviewkaro.in" }).passed).toBe(
      true,
    );
    // Clients that are not browsers send neither header; their requests carry no cookies to abuse.
    expect(run("POST", { host: "reviewkaro.in" }).passed).toBe(true);
  });

  it("refuses posts from another site", () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example", host: "reviewkaro.in" },
      { origin: "null", host: "reviewkaro.in" },
      { origin: "https://reviewkaro.in.evil.example", host: "reviewkaro.in" },
      { "sec-fetch-site": "cross-site", host: "reviewkaro.in" },
      { "sec-fetch-site": "same-site", host: "reviewkaro.in" },
    ];
    for (const headers of crossSite) {
      const { passed, res } = run("POST", headers);
      expect(passed, JSON.stringify(headers)).toBe(false);
      expect(res.status).toHaveBeenCalledWith(403);
    }
  });
});
