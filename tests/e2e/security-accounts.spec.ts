// Issue 27 against one real local server: what tells whether a number has an account is
// limited, every password check is limited, IPv6 counts by its /64 while a shared network is
// slowed rather than stopped, redirects never fail, names hide nothing, the outbox stays home.
import { randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { client, get, post, signUp, startServer } from "./support/security-client";

// In order, in one worker: the tests share one server.
test.describe.configure({ mode: "default", timeout: 240_000 });

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-security-"));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "loopback", HOST: "" });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh made-up client address (documentation ranges): IPv4, or an IPv6 /64 of its own. */
const v4 = () => `198.51.100.${randomInt(1, 255)}`;
const v6block = () =>
  `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
const digits = () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
const tooMany = /Too many attempts/;

test("sign-up's code step checks the code before it says a number is registered", async () => {
  const owner = client(server.base, v4());
  const phone = digits();
  await signUp(owner, dataDir, phone, "first-pass");
  const stranger = client(server.base, v4());
  const tried = await post(stranger, "/signup", {
    intent: "verify",
    phone,
    role: "user",
    adult: "on",
    code: "123456",
  });
  expect(tried.status).toBe(400);
  expect(tried.html).not.toContain("already registered");
});

test("every step that could tell a number has an account shares one limit per network, slowing before it stops", async () => {
  const network = v6block();
  const at = (host: number) => client(server.base, `${network}::${host.toString(16)}`);
  // Sign-up's code step, the admin's door and password reset, each from another address of one
  // /64: an IPv6 phone's block counts as one client.
  const steps = [
    (i: number) =>
      post(at(i), "/signup", {
        intent: "verify",
        phone: digits(),
        role: "user",
        adult: "on",
        code: "000000",
      }),
    (i: number) => post(at(i), "/admin/login", { intent: "send", phone: digits() }),
    (i: number) =>
      post(at(i), "/forgot-password", {
        intent: "reset",
        phone: digits(),
        code: "000000",
        password: "new-pass",
        confirmPassword: "new-pass",
      }),
  ];
  const statuses: number[] = [];
  for (let i = 0; i < 60; i += 1) statuses.push((await steps[i % 3]?.(i + 1))?.status ?? 0);
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  expect(statuses).toContain(403); // 'Access Denied' at the admin's door

  // Past the free steps the network is slowed: one step, then a wait of seconds, not an hour.
  await post(at(100), "/admin/login", { intent: "send", phone: digits() });
  const slowed = await post(at(101), "/signup", {
    intent: "send",
    phone: digits(),
    role: "user",
    adult: "on",
  });
  expect(slowed.status).toBe(429);
  const wait = Number(/try again in (\d+) seconds?\./.exec(slowed.html)?.[1]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(10);
  // Said as the network's business, to someone trying for the first time: never 'too many'.
  expect(slowed.html).toContain("Your network is busy");
  expect(slowed.html).not.toMatch(tooMany);
  // Its neighbour in the next /64 is not held up.
  const neighbour = client(server.base, `${v6block()}::1`);
  const fine = await post(neighbour, "/signup", {
    intent: "send",
    phone: digits(),
    role: "user",
    adult: "on",
  });
  expect(fine.status).toBe(200);
});

test("one number's steps are limited from every address, in words about the number", async () => {
  const phone = digits();
  const tries: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const answer = await post(client(server.base, v4()), "/signup", {
      intent: "verify",
      phone,
      role: "user",
      adult: "on",
      code: "000000",
    });
    tries.push(answer.status);
  }
  expect(tries.slice(0, 20).every((status) => status === 400)).toBe(true);
  expect(tries[20]).toBe(429);
});

test("wrong current passwords are limited per account on /change-password and /update-profile", async () => {
  const person = client(server.base, v4());
  await signUp(person, dataDir, digits(), "right-pass");
  const wrong = {
    currentPassword: "wrong-pass",
    password: "new-pass",
    confirmPassword: "new-pass",
  };
  for (let i = 0; i < 10; i += 1) {
    expect((await post(person, "/change-password", wrong)).status).toBe(400);
  }
  const refused = await post(person, "/change-password", wrong);
  expect(refused.status).toBe(429);
  expect(refused.html).toContain("Your current password was entered wrongly several times");
  // The right password is refused as well now: the guess cannot be told from it.
  const right = { ...wrong, currentPassword: "right-pass" };
  expect((await post(person, "/change-password", right)).status).toBe(429);
  const profile = await post(person, "/update-profile", { username: "asha", ...right });
  expect(profile.status).toBe(429);
});

test("a redirect to any text is a same-site path or none, never a 500", async () => {
  const person = client(server.base, v4());
  const language = await post(person, "/set-language", { lang: "hi", redirectTo: "/。" });
  expect(language.status).toBe(302);
  expect(language.location).toBe("/%E3%80%82");

  const phone = digits();
  await signUp(person, dataDir, phone, "right-pass");
  expect((await get(person, "/login?redirectTo=/%E3%80%82")).status).toBe(302);
  const fresh = client(server.base, v4());
  expect((await get(fresh, "/login?redirectTo=/。")).status).toBe(200);
  const login = await post(fresh, "/login", {
    phone,
    password: "right-pass",
    redirectTo: "/。",
  });
  expect(login.status).toBe(302);
  expect(fresh.cookies.has("rk_session")).toBe(true);
});

test("a name cannot carry direction overrides or zero-width characters", async () => {
  const person = client(server.base, v4());
  await signUp(person, dataDir, digits(), "right-pass");
  for (const username of ["Asha\u202Egnp.exe", "Ad\u200Bmin", "\u2066Asha\u2069"]) {
    const saved = await post(person, "/update-profile", { username });
    expect(saved.status, JSON.stringify(username)).toBe(400);
    expect(saved.html).toContain("hidden control characters");
  }
  // A Devanagari joiner inside a word is kept: Hindi names need it.
  expect((await post(person, "/update-profile", { username: "क्‍षमा" })).status).toBe(302);
});

test("a local installation listens on this machine only, and its outbox answers only this machine", async () => {
  // 127.0.0.1 only: the same port on the IPv6 loopback has no listener.
  const ipv6 = await new Promise<string>((resolve) => {
    const socket = connect({ host: "::1", port: server.port });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
  expect(ipv6).not.toBe("connected");
  expect(server.output()).toContain(`listening on http://127.0.0.1:${server.port}`);

  expect((await get(client(server.base), "/dev/outbox")).status).toBe(200);
  // Through a proxy on this machine, for someone elsewhere: no codes.
  expect((await get(client(server.base, "203.0.113.9"), "/dev/outbox")).status).toBe(404);
});
