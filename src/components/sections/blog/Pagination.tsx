import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { ui } from "@/content/ui";

const base = "inline-flex min-h-11 items-center gap-2 rounded-md px-5 font-semibold";
const enabled = `${base} bg-navy-900 text-white hover:bg-navy-800`;
const disabled = `${base} cursor-not-allowed bg-steel-100 text-slate-500`;

/**
 * Previous/Next over ?page=N (or the addresses `hrefFor` writes, when the
 * page keeps other choices too); an end with no other page is a disabled
 * control, not a link.
 */
export function Pagination({
  page,
  pageCount,
  path = "",
  hrefFor,
  label = ui.pagination.label,
}: {
  page: number;
  pageCount: number;
  path?: string;
  hrefFor?: (page: number) => string;
  /** The landmark's name, where a page has more than one list. */
  label?: string;
}) {
  const href = hrefFor ?? ((n: number) => (n === 1 ? path : `${path}?page=${n}`));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={href(page - 1)} className={enabled} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" /> {ui.pagination.previous}
        </a>
      ) : (
        <button type="button" disabled className={disabled}>
          <ChevronLeft className="size-4" aria-hidden="true" /> {ui.pagination.previous}
        </button>
      )}
      <p className="text-center text-sm text-slate-700">{ui.pagination.pageOf(page, pageCount)}</p>
      {page < pageCount ? (
        <a href={href(page + 1)} className={enabled} rel="next">
          {ui.pagination.next} <ChevronRight className="size-4" aria-hidden="true" />
        </a>
      ) : (
        <button type="button" disabled className={disabled}>
          {ui.pagination.next} <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      )}
    </nav>
  );
}
