import { describe, expect, it, vi } from "vitest";
import { refusalHeader } from "~/http/refusal-headers";
import { MAX_RETRIES, withRetries } from "./retrying-fetch";

const origin = "https://reviewkaro.in";

function setup(answers: Array<number | Error | Response>) {
  const seen: Array<{ method: string; url: string; body: string }> = [];
  const waits: number[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    seen.push({ method: request.method, url: request.url, body: await request.text() });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return new Response(`status ${answer}`, { status: answer });
  });
  const retrying = withRetries(fake as unknown as typeof fetch, {
    origin,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { retrying, seen, waits };
}

describe("withRetries", () => {
  it("retries 502, 503 and 504 after 1, 2 and 5 seconds, sending the same body", async () => {
    const { retrying, seen, waits } = setup([502, 503, 504, 200]);
    const response = await retrying(`${origin}/user/dashboard`, {
      method: "POST",
      body: new URLSearchParams({ intent: "request-payout", upiId: "asha@okaxis" }),
    });
    expect(response.status).toBe(200);
    expect(waits).toEqual([1000, 2000, 5000]);
    expect(seen).toHaveLength(4);
    for (const request of seen) {
      expect(request).toEqual({
        method: "POST",
        url: `${origin}/user/dashboard`,
        body: "intent=request-payout&upiId=asha%40okaxis",
      });
    }
  });

  it("gives up after four retries, waiting 10 s between the later ones, with the last answer", async () => {
    const { retrying, seen, waits } = setup([503]);
    const response = await retrying(`${origin}/admin/dashboard.data`);
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(MAX_RETRIES + 1);
    expect(waits).toEqual([1000, 2000, 5000, 10_000]);
  });

  it("retries a request that never reached the server, then reports the failure", async () => {
    const offline = new TypeError("Failed to fetch");
    const recovered = setup([offline, 200]);
    expect((await recovered.retrying(`${origin}/b/x`)).status).toBe(200);
    const down = setup([offline]);
    await expect(down.retrying(`${origin}/b/x`)).rejects.toBe(offline);
    expect(down.seen).toHaveLength(MAX_RETRIES + 1);
  });

  it("passes other failures and other sites through at once", async () => {
    for (const status of [400, 403, 404, 409, 413, 500]) {
      const { retrying, seen, waits } = setup([status]);
      expect((await retrying(`${origin}/user/dashboard`)).status).toBe(status);
      expect(seen).toHaveLength(1);
      expect(waits).toEqual([]);
    }
    const elsewhere = setup([503]);
    expect((await elsewhere.retrying("https://maps.example/x")).status).toBe(503);
    expect(elsewhere.seen).toHaveLength(1);
  });

  it("passes a refusal said on purpose through at once, even a 503 (an SMS not sent)", async () => {
    const refused = new Response("SMS not sent", {
      status: 503,
      headers: { [refusalHeader]: "503" },
    });
    const { retrying, seen, waits } = setup([refused]);
    const response = await retrying(`${origin}/signup.data`, {
      method: "POST",
      body: new URLSearchParams({ intent: "send", phone: "9876543210" }),
    });
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});
