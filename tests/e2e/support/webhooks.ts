import { type APIRequestContext, type APIResponse, test } from "@playwright/test";

/** How long one delivery waits for the app's answer before it is given up and sent again. */
const ANSWER_WITHIN_MS = 20_000;

/**
 * A provider's webhook POSTed as the provider delivers it: a delivery with no answer is sent
 * again, as Razorpay and RazorpayX do for any delivery without a 2xx ("we retry the delivery in
 * exponential backoff policy for 24 hours", https://razorpay.com/docs/webhooks/best-practices).
 * The app must take the same event twice (it does: the event id is stored once, decision 057).
 *
 * Three times in many PostgreSQL CI runs one delivery got no answer at all (decision 139), so a
 * test that waited on it failed on a wait its provider would not make. A re-sent delivery is
 * noted on the test (an annotation) and in its output; the app's own log says the request was
 * still unanswered after 15 s and how far it got (server/request-log.ts).
 */
export async function deliverWebhook(
  request: APIRequestContext,
  path: string,
  hook: { body: string; headers: Record<string, string> },
  attempts = 3,
): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request.post(path, {
        data: hook.body,
        headers: hook.headers,
        timeout: ANSWER_WITHIN_MS,
      });
    } catch (error) {
      if (attempt >= attempts || !/timeout/i.test(String(error))) throw error;
      const description = `${path}: no answer within ${ANSWER_WITHIN_MS} ms, sent again (delivery ${attempt + 1})`;
      test.info().annotations.push({ type: "webhook sent again", description });
      console.warn(description);
    }
  }
}
