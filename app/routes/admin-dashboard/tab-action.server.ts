import type { RouterContextProvider } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { dispatchIntent } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import type { AdminIntentArgs } from "./admin-intents";

type Handlers = Readonly<Record<string, (args: AdminIntentArgs) => Promise<unknown>>>;
type Answer<H extends Handlers> = Awaited<ReturnType<H[keyof H]>>;

/**
 * An admin tab's action (decision 124): the signed-in admin's form, answered by the handler its
 * intent names in the tab's table (intents/admin-intent-table.server.ts); an intent the tab has
 * not is refused as an unexpected request.
 */
export async function answerTabForm<H extends Handlers>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  handlers: H,
): Promise<Answer<H> | ReturnType<typeof answerRefusal>> {
  const profile = requireRole(context, "admin");
  const form = await readForm(request);
  return dispatchIntent<string, AdminIntentArgs, Answer<H> | ReturnType<typeof answerRefusal>>(
    form,
    handlers as Handlers as Record<string, (args: AdminIntentArgs) => Promise<Answer<H>>>,
    { form, adminId: profile.id, context },
    () => answerRefusal(unexpectedRequest),
  );
}
