import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import { exportRequests } from "~/db/schema";
import { EXPORTS_PER_WEEK } from "~/domain/privacy/data-exports.server";
import { requestContext, servicesContext } from "~/http/context.server";
import { action as accountAction } from "~/routes/account/route";
import { action as grievanceAction } from "~/routes/grievance/route";
import { contextFor, newProfile, post, setUpFormDatabase, testDb } from "../../support/form-post";

// Issue 45 points 5 and 6 at the pages themselves (decision 103): the complaint form answers the
// 5th complaint to one number with its ticket and says no SMS went; 'Prepare my data' past the
// week's limit answers 429 at its button with the date to ask again.
setUpFormDatabase();

describe("/grievance past the number's complaint-SMS limit", () => {
  it("still files the complaint, shows its ticket and says the SMS was not sent", async () => {
    const limits = createRateLimits({ store: "memory" });
    const sent: string[] = [];
    const sms = { send: async (message: { to: string }) => void sent.push(message.to) };
    const answers = [];
    for (let count = 0; count < 5; count += 1) {
      // Each from a network of its own, as in the attack: only the number ties them together.
      const base = contextFor({});
      const context = new RouterContextProvider();
      context.set(servicesContext, {
        ...base.get(servicesContext),
        limits,
        sms,
        config: { publicOrigin: "https://reviewkaro.in", port: 3000 },
      } as never);
      context.set(requestContext, { ...base.get(requestContext), ip: `198.51.100.${count + 1}` });
      const body = new FormData();
      for (const [name, value] of Object.entries({
        name: "Someone",
        phone: "9876500045",
        category: "other",
        text: "A complaint typed by whoever holds the form, about a stranger.",
      })) {
        body.append(name, value);
      }
      const request = new Request("http://localhost/grievance", { method: "POST", body });
      answers.push(
        (await grievanceAction({ request, context, params: {} } as never)) as {
          ticketNumber: string | null;
          smsSkipped: boolean;
        },
      );
    }
    expect(sent).toHaveLength(4);
    expect(answers.map((answer) => answer.smsSkipped)).toEqual([false, false, false, false, true]);
    expect(answers[4]?.ticketNumber).toMatch(/^RK-\d{4}-\d{6}$/);
  });
});

describe("'Prepare my data' past the week's limit", () => {
  it("answers 429 at the button with when to ask again, making no export", async () => {
    const person = await newProfile("user");
    const now = Date.now();
    await testDb.db.insert(exportRequests).values(
      Array.from({ length: EXPORTS_PER_WEEK }, (_, index) => ({
        profileId: person.id,
        status: "expired" as const,
        requestedAt: new Date(now - (3 - index) * 60 * 60 * 1000),
      })),
    );
    const answer = await post(accountAction, { intent: "export" }, { as: person });
    expect(answer.status).toBe(429);
    expect(answer.data?.field).toMatchObject({
      name: "export",
      text: "dataRights.exportLimitText",
      values: { count: EXPORTS_PER_WEEK, date: expect.any(String) },
    });
    const hindi = await post(accountAction, { intent: "export" }, { as: person, language: "hi" });
    expect(hindi.status).toBe(429);
    expect(await testDb.db.$count(exportRequests)).toBe(EXPORTS_PER_WEEK);
  });
});
