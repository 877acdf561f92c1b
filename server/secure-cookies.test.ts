import express from "express";
import { describe, expect, it } from "vitest";
import { secureCookies } from "./secure-cookies";

async function cookiesOf(app: express.Express): Promise<string[]> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return response.headers.getSetCookie();
  } finally {
    server.close();
  }
}

describe("secureCookies", () => {
  it("marks every cookie Secure, however it was set, and never twice", async () => {
    const app = express();
    app.use(secureCookies);
    app.get("/", (_req, res) => {
      res.append("Set-Cookie", "toast=abc; Path=/; HttpOnly");
      res.append("Set-Cookie", "rk_session=s; Path=/; Secure; HttpOnly");
      res.cookie("lang", "hi");
      res.setHeader("X-Other", "kept");
      res.send("ok");
    });
    const cookies = await cookiesOf(app);
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) expect(cookie.match(/;\s*Secure/gi)).toHaveLength(1);
  });
});
