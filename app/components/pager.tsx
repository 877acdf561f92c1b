import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { pageCount } from "~/domain/paging";
import { buttonVariants } from "./ui/button";

/**
 * 'Previous' / 'Page 2 of 5' / 'Next' for one list of a page: plain links that set `?{param}=N`
 * and keep the page's other parameters, so it works before the script loads. Nothing is shown
 * while the whole list fits on one page.
 */
export function Pager({
  param,
  page,
  pageSize,
  total,
  label,
}: {
  param: string;
  page: number;
  pageSize: number;
  total: number;
  label: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  const linkTo = (target: number) => {
    const search = new URLSearchParams(location.search);
    search.delete("live");
    if (target <= 1) search.delete(param);
    else search.set(param, String(target));
    const query = search.toString();
    return { pathname: location.pathname, search: query ? `?${query}` : "" };
  };
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-1">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} preventScrollReset className={link} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t("common.previousPage")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-600">
        {t("common.pageOf", { page: Math.min(page, pages), pages })}
      </span>
      {page < pages ? (
        <Link to={linkTo(page + 1)} preventScrollReset className={link} rel="next">
          {t("common.nextPage")}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
