import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { loadOperatorConfig } from "~/config/operator-config.server";
import { securityTxt } from "./operations";

/** Serves the handler on a free port and answers the text and content type it sends. */
async function fetchSecurityTxt(publicOrigin: string | null) {
  const app = express();
  const operator = loadOperatorConfig({ SECURITY_CONTACT_EMAIL: "security@karo.example" });
  app.get("/.well-known/security.txt", securityTxt({ operator, publicOrigin }));
  const listener = app.listen(0);
  await new Promise((resolve) => listener.once("listening", resolve));
  try {
    const { port } = listener.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/.well-known/security.txt`);
    return { type: answer.headers.get("content-type"), text: await answer.text() };
  } finally {
    listener.close();
  }
}

describe("/.well-known/security.txt (RFC 9116)", () => {
  it("gives the security contact, an Expires within the year, the languages and its address", async () => {
    const { type, text } = await fetchSecurityTxt("https://reviewkaro.example");
    expect(type).toBe("text/plain; charset=utf-8");
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe("Contact: mailto:security@karo.example");
    const expires = /^Expires: (\d{4}-\d{2}-\d{2}T00:00:00Z)$/.exec(lines[1] ?? "")?.[1] ?? "";
    const ahead = Date.parse(expires) - Date.now();
    expect(ahead).toBeGreaterThan(179 * 24 * 3600_000);
    expect(ahead).toBeLessThanOrEqual(180 * 24 * 3600_000);
    expect(lines.slice(2)).toEqual([
      "Preferred-Languages: en, hi",
      "Canonical: https://reviewkaro.example/.well-known/security.txt",
    ]);
  });

  it("names no Canonical address when the site's address is not set", async () => {
    const { text } = await fetchSecurityTxt(null);
    expect(text).not.toContain("Canonical");
  });
});
