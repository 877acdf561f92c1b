import { buttonVariants } from "~/components/ui/button";
import { getRequestInfo } from "~/http/context.server";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { offlineTexts } from "./texts.server";

/**
 * 'You are offline': the page the service worker shows in place of any page when the network is
 * gone (decision 130). The worker fetches it once, without cookies, when it installs, so it names
 * no one; and it cannot know the language of the page that was asked for, so it says everything
 * in both, the browser's language first. 'Try again' is a plain link to the address the person
 * asked for: the worker answers the page's own address with this one.
 */
export const handle: RouteHandle = { staticPage: true };

/** The empty URL is the document's own address: the page that was asked for, with its query. */
const thisPage = "";

export function loader({ context }: Route.LoaderArgs) {
  return offlineTexts(getRequestInfo(context).language);
}

export default function Offline({ loaderData }: Route.ComponentProps) {
  const [first, ...others] = loaderData.blocks;
  return (
    <>
      <title>{loaderData.pageTitle}</title>
      <meta name="robots" content="noindex" />
      <main id="main" className="mx-auto max-w-xl px-4 py-10 sm:py-16">
        <p className="flex items-center gap-2 text-lg font-bold text-ink-950">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          ReviewKaro
        </p>
        {first ? (
          <section
            lang={first.language}
            className="mt-8 rounded-xl border border-ink-200 bg-white p-6 shadow-sm"
          >
            <h1 className="text-2xl font-bold text-ink-950">{first.title}</h1>
            <p className="mt-3 text-ink-700">{first.text}</p>
            <p className="mt-2 text-ink-700">{first.keep}</p>
            <a
              href={thisPage}
              className={`${buttonVariants({ size: "lg" })} mt-6 w-full sm:w-auto`}
            >
              {first.retry}
            </a>
          </section>
        ) : null}
        {others.map((block) => (
          <section key={block.language} lang={block.language} className="mt-6 px-6">
            <h2 className="text-lg font-semibold text-ink-950">{block.title}</h2>
            <p className="mt-2 text-ink-700">{block.text}</p>
            <p className="mt-2 text-ink-700">{block.keep}</p>
            <a
              href={thisPage}
              className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
            >
              {block.retry}
            </a>
          </section>
        ))}
      </main>
    </>
  );
}
