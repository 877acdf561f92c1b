import { useRouteLoaderData } from "react-router";
import { buttonVariants } from "./ui/button";

/** What the root loader gives when a breach notice to the signed-in person is unread. */
export type BreachBanner = { href: string; title: string; text: string; read: string };

/**
 * A breach notice waiting on this visit (decision 095): shown under every dashboard's header
 * until the person says on /breach that they have read it.
 */
export function BreachNoticeBanner() {
  const root = useRouteLoaderData("root") as { breachNotice?: BreachBanner | null } | undefined;
  const banner = root?.breachNotice;
  if (!banner) return null;
  return (
    <section
      aria-labelledby="breach-banner-title"
      className="border-b border-red-300 bg-red-50"
      data-testid="breach-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <h2 id="breach-banner-title" className="font-semibold text-red-950">
            {banner.title}
          </h2>
          <p className="text-sm text-red-900">{banner.text}</p>
        </div>
        <a href={banner.href} className={buttonVariants({ variant: "primary" })}>
          {banner.read}
        </a>
      </div>
    </section>
  );
}
