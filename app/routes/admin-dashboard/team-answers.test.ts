import { describe, expect, it } from "vitest";
import { manageTeamRefusals } from "~/domain/moderation/manage-team.server";
import { messageGroups } from "~/i18n/message-group-sections";

/**
 * The Team tab's refusals are translated in the browser (the invite field's message), so each key
 * must be in a section the admin's page loads; a key outside them shows raw, as
 * 'credentials.invalidPhone' once did under a bad number (issue 46, point 12).
 */
describe("the Team tab's answers", () => {
  const loaded = new Set<string>([...messageGroups.shell, ...messageGroups.adminDashboard]);
  const keys = Object.values(manageTeamRefusals).flatMap((refusal) => [
    refusal.title,
    refusal.message,
  ]);

  it.each(keys)("'%s' is in a section the admin's page loads", (key) => {
    expect(loaded).toContain(key.split(".")[0]);
  });
});
