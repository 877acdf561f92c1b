import { describe, expect, it } from "vitest";
import { createRateLimits } from "~/auth/rate-limit.server";
import { invitationToken } from "~/domain/moderation/invitation-token.server";
import { inviteModerator, removeModerator } from "~/domain/moderation/manage-team.server";
import { type Services, servicesContext } from "~/http/context.server";
import { loader as loginLoader } from "~/routes/login";
import { action as signupAction, loader as signupLoader } from "~/routes/signup";
import {
  admin,
  contextFor,
  load,
  newProfile,
  setUpFormDatabase,
  testDb,
} from "../../support/form-post";

// Issue 46, point 6 (decision 110): /signup says "you join the moderation team" only to the holder
// of the invitation SMS's link; the ordinary page answers an invited number exactly as any other.
setUpFormDatabase();

const secret = "form-post-session-secret";
let next = 7893000000;
function newDigits(): string {
  next += 1;
  return String(next);
}

async function invited(digits: string) {
  const now = new Date();
  expect(
    await inviteModerator(testDb.db, { adminId: admin.id, phone: `+91${digits}`, now }),
  ).toEqual({ ok: true });
  const [member] = await testDb.db.query.teamMembers.findMany({
    where: (row, { eq }) => eq(row.phone, `+91${digits}`),
  });
  if (!member) throw new Error("no team row");
  return invitationToken(secret, member);
}

/** Posts the sign-up's number step to `url`, with a working SMS outbox and limits. */
async function sendCode(url: string, digits: string) {
  const context = contextFor({ as: null });
  const sent: string[] = [];
  context.set(servicesContext, {
    ...context.get(servicesContext),
    sms: { send: async (message: { to: string }) => void sent.push(message.to) },
    limits: createRateLimits({ store: "memory" }),
  } as unknown as Services);
  const body = new FormData();
  for (const [name, value] of Object.entries({
    intent: "send",
    phone: digits,
    role: "user",
    adult: "on",
  })) {
    body.append(name, value);
  }
  let answer: unknown;
  try {
    answer = await signupAction({
      request: new Request(`http://localhost${url}`, { method: "POST", body }),
      context,
      params: {},
    } as never);
  } catch (thrown) {
    answer = thrown;
  }
  const init = answer as {
    data?: { toast?: { title?: string } | null; step?: string };
    init?: { status?: number };
  };
  return { status: init.init?.status ?? 200, data: init.data, sent };
}

describe("the invitation's link", () => {
  it("makes /signup and /login greet a moderator; no link, a forged one or a removed one does not", async () => {
    const digits = newDigits();
    const token = await invited(digits);
    expect(await load(signupLoader, `/signup?invite=${token}`)).toMatchObject({ invited: true });
    expect(await load(loginLoader, `/login?invite=${token}`)).toMatchObject({ invited: true });
    expect(await load(signupLoader, "/signup")).toMatchObject({ invited: false, role: "user" });
    expect(await load(signupLoader, `/signup?invite=${token.slice(0, -2)}xx`)).toMatchObject({
      invited: false,
    });
    expect(await load(loginLoader, "/login")).toMatchObject({ invited: false });
    expect(await removeModerator(testDb.db, { adminId: admin.id, phone: `+91${digits}` })).toEqual({
      ok: true,
    });
    expect(await load(signupLoader, `/signup?invite=${token}`)).toMatchObject({ invited: false });
  });

  it("sends a number that already has its account from /signup to /login with the link", async () => {
    const moderator = await newProfile("moderator");
    const token = await invited(moderator.phone.replace("+91", ""));
    let thrown: unknown;
    try {
      await load(signupLoader, `/signup?invite=${token}`);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(`/login?invite=${token}`);
  });

  it("refuses another number on the invitation's page before any SMS, and sends the invited one its code", async () => {
    const digits = newDigits();
    const token = await invited(digits);
    const other = await sendCode(`/signup?invite=${token}`, newDigits());
    expect(other.status).toBe(400);
    expect(other.data?.toast?.title).toBe("auth.invitedOtherNumberTitle");
    expect(other.sent).toEqual([]);
    const own = await sendCode(`/signup?invite=${token}`, digits);
    expect(own.data?.step).toBe("code");
    expect(own.sent).toEqual([`+91${digits}`]);
  });

  it("answers an invited number on the ordinary /signup exactly as a number nobody invited", async () => {
    const invitedDigits = newDigits();
    await invited(invitedDigits);
    const stranger = await sendCode("/signup", newDigits());
    const member = await sendCode("/signup", invitedDigits);
    expect(member.status).toBe(stranger.status);
    expect(member.data?.step).toBe("code");
    expect(member.data?.toast).toEqual(stranger.data?.toast);
  });
});
