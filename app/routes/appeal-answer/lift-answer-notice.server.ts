import type { AppealAnswerBanner } from "~/components/appeal-answer-banner";
import type { DbOrTx } from "~/db/client.server";
import type { Role } from "~/db/schema";
import { findUnreadLiftAnswer } from "~/domain/moderation/appeal-answer-notices.server";
import { formatDate } from "~/domain/shared/dates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * After 'Lift suspension', the person's next signed-in screen says so in their language, with the
 * admin's reply as the admin wrote it (decision 109), until they say they read it. The root loader
 * reads it for the accounts a suspension can reach; translated here so no page carries its words.
 */
export async function unreadAppealAnswerBanner(
  db: DbOrTx,
  input: { profileId: string; role: Role; language: Language },
): Promise<AppealAnswerBanner | null> {
  if (input.role !== "user" && input.role !== "business") return null;
  const answer = await findUnreadLiftAnswer(db, { profileId: input.profileId });
  if (!answer) return null;
  const t = serverT(input.language);
  return {
    answerId: answer.id,
    title: t(answer.appealed ? "appealAnswers.liftedAppealTitle" : "appealAnswers.liftedTitle"),
    text: t("appealAnswers.liftedText", { date: formatDate(answer.liftedAt, input.language) }),
    reply: answer.reply,
    read: t("appealAnswers.read"),
  };
}
