import { Link, useLocation } from "react-router";
import { Icon } from "~/components/icon";
import {
  afterParam,
  beforeParam,
  type KeysetPaged,
  type OpenPaged,
  pageCount,
} from "~/domain/shared/list-pages";
import { useTranslation } from "~/i18n/use-translation";
import { buttonVariants } from "./ui/button";

/**
 * 'Previous' / 'Page 2 of 5' / 'Next' for one list of a page: plain links that set `?{param}=N`
 * and the cursor it starts from and keep the page's other parameters, so
 * it works before the script loads. Nothing is shown while the whole list fits on one page. A list
 * not counted (`more` instead of `count`, decision 084) shows 'Page 3' and Next while more follow.
 */
export function Pager({
  param,
  paged,
  label,
}: {
  param: string;
  /** The list's page, total, rows a page, and first and last rows shown (its links start there). */
  paged:
    | Pick<KeysetPaged<unknown>, "page" | "count" | "size" | "more" | "first" | "last">
    | Pick<OpenPaged<unknown>, "page" | "more" | "size" | "first" | "last">;
  label: string;
}) {
  const { t } = useTranslation();
  const { page } = paged;
  const location = useLocation();
  const counted = "count" in paged;
  // Next follows only while rows do (`more`); the count, read a moment apart, only says how many
  // pages there are: never fewer than the page shown and one more while rows follow.
  const pages = !paged.more
    ? page
    : counted
      ? Math.max(pageCount(paged.count, paged.size), page + 1)
      : page + 1;
  if (pages <= 1 && page <= 1) return null;
  const linkTo = (target: number) => {
    const search = new URLSearchParams(location.search);
    search.delete("live");
    search.delete(afterParam(param));
    search.delete(beforeParam(param));
    if (target <= 1) search.delete(param);
    else search.set(param, String(target));
    // Next starts after the last row shown, Previous ends before the first (page 1 needs neither).
    if (target > 1 && target > page && paged.last) search.set(afterParam(param), paged.last);
    if (target > 1 && target < page && paged.first) search.set(beforeParam(param), paged.first);
    const query = search.toString();
    return { pathname: location.pathname, search: query ? `?${query}` : "" };
  };
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-1">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} preventScrollReset className={link} rel="prev">
          <Icon name="chevron-left" className="size-4" />
          {t("common.previousPage")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-600">
        {counted
          ? t("common.pageOf", { page: Math.min(page, pages), pages })
          : t("common.pageNumber", { page })}
      </span>
      {paged.more ? (
        <Link to={linkTo(page + 1)} preventScrollReset className={link} rel="next">
          {t("common.nextPage")}
          <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
