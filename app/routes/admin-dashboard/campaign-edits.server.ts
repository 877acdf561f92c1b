import type { DbOrTx } from "~/db/client.server";
import { listPendingCampaignEdits } from "~/domain/moderation/campaign-edit-queue.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * The owners' changes waiting for approval, with their words already translated: the admin's
 * script is at its budget, so these texts travel as data, and only when there are changes.
 */
export async function campaignEditsSection(
  db: DbOrTx,
  input: { adminId: string; language: Language; shown: boolean },
) {
  const list = input.shown ? await listPendingCampaignEdits(db, { adminId: input.adminId }) : [];
  if (list.length === 0) return { list, texts: null };
  const t = serverT(input.language);
  const keys = [
    "businessName",
    "mapsLink",
    "address",
    "topics",
    "editsTitle",
    "editNow",
    "editNew",
    "approveEdit",
    "declineEdit",
    "declineLabel",
    "declineRequired",
  ] as const;
  const texts = Object.fromEntries(keys.map((key) => [key, t(`adminCampaignEdits.${key}`)]));
  return { list, texts: texts as Record<(typeof keys)[number], string> };
}

export type CampaignEditsSection = Awaited<ReturnType<typeof campaignEditsSection>>;
