import { Form, useRouteLoaderData } from "react-router";
import { StaffNote } from "./staff-note";
import { Button } from "./ui/button";

/** What the root loader gives when a lifted suspension's answer is unread (decision 109). */
export type AppealAnswerBanner = {
  answerId: string;
  title: string;
  text: string;
  /** The admin's reply as written, shown as their words beside the reader's-language frame. */
  reply: string | null;
  read: string;
};

/**
 * A lifted suspension's answer on the person's next screen: shown under every dashboard's header
 * until they press 'I have read this' (/appeal-answer records it).
 */
export function AppealAnswerNotice() {
  const root = useRouteLoaderData("root") as
    | { appealAnswer?: AppealAnswerBanner | null }
    | undefined;
  const banner = root?.appealAnswer;
  if (!banner) return null;
  return (
    <section
      aria-labelledby="appeal-answer-title"
      className="border-b border-green-300 bg-green-50"
      data-testid="appeal-answer"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-end sm:gap-4">
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="appeal-answer-title" className="font-semibold text-green-950">
            {banner.title}
          </h2>
          <p className="text-sm text-green-900">{banner.text}</p>
          <StaffNote text={banner.reply} />
        </div>
        <Form method="post" action="/appeal-answer" reloadDocument>
          <input type="hidden" name="answerId" value={banner.answerId} />
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            {banner.read}
          </Button>
        </Form>
      </div>
    </section>
  );
}
