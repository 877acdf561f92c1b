import { describe, expect, it } from "vitest";
import { recordInboundWebhook } from "~/domain/money/webhooks/record-inbound-webhook.server";
import { loader } from "~/routes/admin-webhooks/route";
import { admin, load, setUpFormDatabase, testDb } from "../../support/form-post";

setUpFormDatabase();

// Decision 127: /admin/webhooks names each row's provider as its registry line does.
describe("/admin/webhooks", () => {
  it("passes each row's provider name from the registries, and a name no line declares as stored", async () => {
    const at = Date.now();
    for (const [index, provider] of ["razorpay", "razorpayx", "stripe"].entries()) {
      await recordInboundWebhook(testDb.db, {
        provider,
        eventId: `evt_names_${provider}`,
        event: "some.event",
        rawBody: "{}",
        signedWith: "current",
        now: new Date(at + index * 1000),
      });
    }
    const page = (await load(loader, "/admin/webhooks", { as: admin })) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.events.list.map(({ provider, providerName }) => [provider, providerName])).toEqual([
      ["stripe", "stripe"],
      ["razorpayx", "RazorpayX"],
      ["razorpay", "Razorpay"],
    ]);
  });
});
