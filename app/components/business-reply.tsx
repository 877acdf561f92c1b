import type { PublicReply } from "~/domain/reviews/replies.server";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** A business's public reply under its review, labelled as the business's (decision 033). */
export function BusinessReply({
  reply,
  business,
}: {
  reply: PublicReply | undefined;
  business: string;
}) {
  const { t, i18n } = useTranslation();
  if (!reply) return null;
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const edited = new Date(reply.updatedAt).getTime() !== new Date(reply.createdAt).getTime();
  return (
    <section
      className="rounded-lg border-l-4 border-brand-600 bg-ink-50 p-3 text-sm"
      aria-label={t("replies.label", { business })}
      data-testid="business-reply"
    >
      <p className="font-semibold text-ink-900">
        {t("replies.label", { business })}
        {edited ? (
          <span className="font-normal text-ink-600">
            {" · "}
            <time dateTime={new Date(reply.updatedAt).toISOString()}>
              {t("replies.edited", { date: formatDate(reply.updatedAt, language) })}
            </time>
          </span>
        ) : null}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-ink-800">{reply.replyText}</p>
    </section>
  );
}
