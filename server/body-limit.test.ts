import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { limitRequestBodies, MAX_BODY_BYTES } from "./body-limit";

function run(headers: Record<string, string>) {
  const req = { get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  const res = {
    status: vi.fn().mockReturnThis(),
    set: vi.fn().mockReturnThis(),
    type: vi.fn().mockReturnThis(),
    send: vi.fn(),
  };
  const next = vi.fn();
  limitRequestBodies(req, res as unknown as Response, next as unknown as NextFunction);
  return { passed: next.mock.calls.length === 1, status: res.status.mock.calls[0]?.[0] };
}

describe("limitRequestBodies", () => {
  it("lets requests without a body and bodies up to the cap through", () => {
    expect(run({}).passed).toBe(true);
    expect(run({ "content-length": "0" }).passed).toBe(true);
    expect(run({ "content-length": String(20 * 1024 * 1024) }).passed).toBe(true);
    expect(run({ "content-length": String(MAX_BODY_BYTES) }).passed).toBe(true);
  });

  it("refuses a declared body over the cap and a body of unknown length", () => {
    expect(run({ "content-length": String(MAX_BODY_BYTES + 1) })).toEqual({
      passed: false,
      status: 413,
    });
    expect(run({ "transfer-encoding": "chunked" })).toEqual({ passed: false, status: 411 });
  });
});
