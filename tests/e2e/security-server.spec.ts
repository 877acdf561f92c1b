// Issue 27, what a server's settings decide: the admin is whoever ADMIN_PHONE names now (two
// real starts on one DATA_DIR), production's cookies and public address, the proxy setting,
// and the hourly SMS budget.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { client, get, lastCode, post, refusedStart, startServer } from "./support/security-client";

test.describe.configure({ timeout: 240_000 });

const production = {
  INSTALLATION: "production",
  ADMIN_PHONE: "+919812345678",
  SESSION_SECRET: "p".repeat(40),
  PUBLIC_ORIGIN: "https://reviewkaro.example",
};

/** Signs the configured admin number in at /admin/login by OTP; the client holds the session. */
async function adminLogIn(who: ReturnType<typeof client>, dataDir: string, digits: string) {
  expect((await post(who, "/admin/login", { intent: "send", phone: digits })).status).toBe(200);
  const code = lastCode(dataDir, `+91${digits}`);
  const verified = await post(who, "/admin/login", { intent: "verify", phone: digits, code });
  expect(verified.location).toMatch(/^\/(admin\/reviews|update-profile)$/);
}

test("a new ADMIN_PHONE takes the admin role from the old number at the next start, and ends its sessions", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-admin-restart-"));
  const old = { digits: "9000000000", password: "old-admin-pass" };
  // Stopped however the test ends, so a failure leaves no server behind.
  const started: Awaited<ReturnType<typeof startServer>>[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startServer(env);
    started.push(server);
    return server;
  };
  try {
    const first = await start({ DATA_DIR: dataDir, ADMIN_PHONE: `+91${old.digits}` });
    const oldAdmin = client(first.base);
    await adminLogIn(oldAdmin, dataDir, old.digits);
    const saved = await post(oldAdmin, "/update-profile", {
      username: "oldadmin",
      password: old.password,
      confirmPassword: old.password,
    });
    expect(saved.location).toBe("/admin/reviews");
    expect((await get(oldAdmin, "/admin/reviews")).status).toBe(200);
    await first.stop();

    const second = await start({ DATA_DIR: dataDir, ADMIN_PHONE: "+919812345678" });
    oldAdmin.base = second.base;
    // The old admin's browser is signed out...
    expect((await get(oldAdmin, "/admin/reviews")).location).toMatch(/^\/login/);
    // ...and its password now opens an ordinary reviewer's account, never the admin's pages.
    const again = client(second.base);
    const login = await post(again, "/login", { phone: old.digits, password: old.password });
    expect(login.location).toBe("/user/dashboard");
    expect((await get(again, "/admin/reviews")).location).toBe("/user/dashboard");
    const approve = await post(again, "/admin/campaigns", {
      intent: "approve-campaign",
      campaignId: "00000000-0000-4000-8000-000000000000",
    });
    expect(approve.location).toBe("/user/dashboard");
    expect(second.output()).toContain("admin role removed: not the ADMIN_PHONE number");

    // The number ADMIN_PHONE names is the admin.
    const newAdmin = client(second.base);
    await adminLogIn(newAdmin, dataDir, "9812345678");
  } finally {
    for (const server of started) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a production server will not start without PUBLIC_ORIGIN, nor with TRUST_PROXY=true", async () => {
  const noOrigin = await refusedStart({ ...production, PUBLIC_ORIGIN: "" });
  expect(noOrigin.code).toBe(1);
  expect(noOrigin.output).toMatch(/PUBLIC_ORIGIN: required in production/);

  const trustAll = await refusedStart({ ...production, TRUST_PROXY: "true" });
  expect(trustAll.code).toBe(1);
  expect(trustAll.output).toMatch(/TRUST_PROXY: .*true would believe any X-Forwarded-For/);
});

test("in production every cookie is Secure, and a toast the server did not sign is never shown", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-production-cookies-"));
  const server = await startServer({ ...production, DATA_DIR: dataDir, SMS_HOURLY_BUDGET: "3" });
  try {
    const person = client(server.base);
    const digits = "9876501234";
    const send = await post(person, "/signup", {
      intent: "send",
      phone: digits,
      role: "user",
      adult: "on",
    });
    const verify = await post(person, "/signup", {
      intent: "verify",
      phone: digits,
      role: "user",
      adult: "on",
      code: lastCode(dataDir, `+91${digits}`),
    });
    const saved = await post(person, "/update-profile", {
      username: "asha",
      password: "asha-pass",
      confirmPassword: "asha-pass",
    });
    const language = await post(person, "/set-language", { lang: "hi", redirectTo: "/" });
    const cookies = [send, verify, saved, language].flatMap(({ response }) =>
      response.headers.getSetCookie(),
    );
    const names = new Set(cookies.map((cookie) => cookie.split("=")[0]));
    expect([...names].sort()).toEqual(["lang", "rk_device", "rk_session", "rk_welcome", "toast"]);
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/;\s*Secure/i);

    // A toast written by someone else (a sibling subdomain, a plain-HTTP hop) is dropped.
    const forged = Buffer.from(JSON.stringify({ title: "Send ₹500 to claim" })).toString("base64");
    const visitor = client(server.base);
    visitor.cookies.set("toast", encodeURIComponent(forged));
    const home = await get(visitor, "/");
    expect(await home.response.text()).not.toContain("Send ₹500 to claim");

    // The hour's SMS budget (3 here): one went to the sign-up, two more, then a plain refusal
    // for everyone and an alert in the log.
    for (const number of ["9876501235", "9876501236"]) {
      const sent = await post(client(server.base), "/signup", {
        intent: "send",
        phone: number,
        role: "user",
        adult: "on",
      });
      expect(sent.status).toBe(200);
    }
    const refused = await post(client(server.base), "/signup", {
      intent: "send",
      phone: "9876501237",
      role: "user",
      adult: "on",
    });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("We are sending many codes right now");
    expect(server.output()).toContain("SMS budget alert");
  } finally {
    await server.stop();
    server.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
