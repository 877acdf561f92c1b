import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config/config.server";
import { createConsoleSmsProvider, readOutbox } from "./console/console-sms.server";
import { createMsg91SmsProvider } from "./msg91/msg91-sms.server";
import { SmsDeliveryError, type SmsTemplateName, smsTemplateNames } from "./sms";
import { createSmsProvider, smsProviderNames } from "./sms-providers.server";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-sms-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("console SMS provider", () => {
  it("appends each message to the outbox and logs a line without the code", async () => {
    const dataDir = path.join(tempDir(), "not-yet-created");
    const lines: string[] = [];
    const sms = createConsoleSmsProvider({
      dataDir,
      log: (line) => lines.push(line),
      now: () => new Date("2026-03-01T10:00:00.000Z"),
    });
    await sms.send({ to: "+919876543210", body: "Your code is 482913.", code: "482913" });
    await sms.send({ to: "+919876543211", body: "Your code is 111222.", code: "111222" });

    expect(await readOutbox({ dataDir })).toEqual([
      {
        to: "+919876543211",
        body: "Your code is 111222.",
        code: "111222",
        at: "2026-03-01T10:00:00.000Z",
      },
      {
        to: "+919876543210",
        body: "Your code is 482913.",
        code: "482913",
        at: "2026-03-01T10:00:00.000Z",
      },
    ]);
    expect(await readOutbox({ dataDir, limit: 1 })).toHaveLength(1);
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).toContain("+919876543210");
    expect(lines.join("\n")).not.toContain("482913");
    expect(lines.join("\n")).not.toContain("111222");
  });

  it("reads an empty outbox when nothing was sent", async () => {
    expect(await readOutbox({ dataDir: tempDir() })).toEqual([]);
  });
});

type Received = { method?: string; url?: string; authkey?: string; body: unknown };

describe("MSG91 SMS provider", () => {
  let server: Server;
  let baseUrl: string;
  let received: Received[] = [];
  let answer = { status: 200, body: '{"type":"success","message":"3763646c3058373530393138"}' };

  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      let text = "";
      for await (const chunk of request) text += chunk;
      received.push({
        method: request.method,
        url: request.url,
        authkey: request.headers.authkey as string | undefined,
        body: JSON.parse(text),
      });
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    received = [];
    answer = { status: 200, body: '{"type":"success","message":"3763646c3058373530393138"}' };
  });

  const message = { to: "+919876543210", body: "Your code is 482913.", code: "482913" };

  it("posts the template, the number without '+' and the code with the auth key", async () => {
    const sms = createMsg91SmsProvider({ authKey: "key-123", templateId: "tpl-9", baseUrl });
    await sms.send(message);
    expect(received).toEqual([
      {
        method: "POST",
        url: "/api/v5/flow",
        authkey: "key-123",
        body: {
          template_id: "tpl-9",
          short_url: "0",
          recipients: [{ mobiles: "919876543210", otp: "482913" }],
        },
      },
    ]);
  });

  it("throws without the code when MSG91 answers an error status", async () => {
    answer = { status: 401, body: '{"type":"error","message":"Authentication failure"}' };
    const sms = createMsg91SmsProvider({ authKey: "wrong", templateId: "tpl-9", baseUrl });
    const error = await sms.send(message).then(
      () => null,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toMatch(/HTTP 401/);
    expect(error?.message).not.toContain("482913");
  });

  it("throws when MSG91 answers 200 with type error", async () => {
    answer = { status: 200, body: '{"type":"error","message":"Invalid template"}' };
    const sms = createMsg91SmsProvider({ authKey: "key-123", templateId: "x", baseUrl });
    await expect(sms.send(message)).rejects.toThrow(/refused/);
  });

  it("is chosen by SMS_PROVIDER=msg91, whose variables are required", async () => {
    const dataDir = tempDir();
    expect(() =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir, SMS_PROVIDER: "msg91" }),
    ).toThrow(/MSG91_AUTH_KEY[\s\S]*MSG91_TEMPLATE_ID/);
    const config = loadConfig({
      INSTALLATION: "local",
      DATA_DIR: dataDir,
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "key-123",
      MSG91_TEMPLATE_ID: "tpl-9",
      MSG91_BASE_URL: `${baseUrl}/`,
    });
    expect(config.msg91).toEqual({ authKey: "key-123", templateId: "tpl-9", baseUrl });
    await createSmsProvider(config).send(message);
    expect(received).toHaveLength(1);
    expect(await readOutbox({ dataDir })).toEqual([]);
  });

  it("sends each business SMS with the DLT template its MSG91_*_TEMPLATE_ID names", async () => {
    const config = loadConfig({
      INSTALLATION: "local",
      DATA_DIR: tempDir(),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "key-123",
      MSG91_TEMPLATE_ID: "tpl-otp",
      MSG91_DIGEST_TEMPLATE_ID: "tpl-digest",
      MSG91_COMPLAINT_TEMPLATE_ID: "tpl-complaint",
      MSG91_REMOVAL_TEMPLATE_ID: " tpl-removal ",
      MSG91_BREACH_TEMPLATE_ID: "tpl-breach",
      MSG91_APPEAL_ANSWER_TEMPLATE_ID: "tpl-appeal",
      MSG91_DISPUTE_ANSWER_TEMPLATE_ID: "tpl-dispute",
      MSG91_INVITATION_TEMPLATE_ID: "tpl-invitation",
      MSG91_BASE_URL: baseUrl,
    });
    const sms = createSmsProvider(config);
    const expected = {
      review_digest: "tpl-digest",
      complaint_update: "tpl-complaint",
      removal_notice: "tpl-removal",
      breach_notice: "tpl-breach",
      appeal_answer: "tpl-appeal",
      dispute_answer: "tpl-dispute",
      moderator_invitation: "tpl-invitation",
    } satisfies Record<SmsTemplateName, string>;
    for (const name of smsTemplateNames) {
      await sms.send({ to: "+919876543210", body: "x", template: { name, values: { link: "y" } } });
    }
    expect(
      received.map((request) => (request.body as { template_id: string }).template_id),
    ).toEqual(smsTemplateNames.map((name) => expected[name]));
  });

  it("takes a template setting of spaces only as unset, as an empty one", () => {
    const config = loadConfig({
      INSTALLATION: "local",
      DATA_DIR: tempDir(),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "key-123",
      MSG91_TEMPLATE_ID: "tpl-otp",
      MSG91_BREACH_TEMPLATE_ID: "   ",
    });
    expect(config.msg91?.breachTemplateId).toBeUndefined();
  });

  it("refuses a business SMS whose template is unset, and sends nothing", async () => {
    const sms = createMsg91SmsProvider({ authKey: "key-123", templateId: "tpl-9", baseUrl });
    await expect(
      sms.send({
        to: "+919876543210",
        body: "x",
        template: { name: "breach_notice", values: {} },
      }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(received).toEqual([]);
  });

  it("takes SMS_PROVIDER only from the registry's names", () => {
    expect(smsProviderNames).toEqual(["console", "msg91"]);
    expect(() =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: tempDir(), SMS_PROVIDER: "twilio" }),
    ).toThrow(/SMS_PROVIDER/);
  });

  it("defaults to the console provider", async () => {
    const dataDir = tempDir();
    const config = loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir });
    expect(config.msg91).toBeUndefined();
    await createSmsProvider(config, { log: () => undefined }).send(message);
    expect(received).toEqual([]);
    expect((await readOutbox({ dataDir }))[0]?.code).toBe("482913");
  });
});
