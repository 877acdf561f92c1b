import type { PromiseEntry } from "./types";

/**
 * A moderator's invitation SMS (decision 110): sent after the invitation's commit, in the
 * language the admin chose, with a link that opens the team's sign-up (or log-in) page.
 */
const send = "app/domain/moderation/send-invitations.server.ts#sendModeratorInvitations";
const token = "app/domain/moderation/invitation-token.server.ts#findInvitation";
const invite = "app/domain/moderation/manage-team.server.ts#inviteModerator";
const signupPage = "app/routes/signup.tsx#Signup";
const test = "tests/integration/moderation/moderator-invitations.test.ts";
const browser = "tests/e2e/moderator-invitation.spec.ts";

export const promises: readonly PromiseEntry[] = [
  {
    key: "invitationSms.signup",
    promise:
      "The invited number gets an SMS with a link to sign up as a moderator with that number; the account made is a moderator's, not a reviewer's.",
    keptBy: [invite, send, token, signupPage, "app/auth/accounts.server.ts#completeSignup"],
    provedBy: [test, browser],
  },
  {
    key: "invitationSms.login",
    promise:
      "A number invited again that already has its moderator account gets a link to log in with that number.",
    keptBy: [invite, send, token, "app/routes/login.tsx"],
    provedBy: [test],
  },
];
