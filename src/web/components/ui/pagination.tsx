import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { UI_TEXT } from "./labels";
import { GAP, openPageList, pageList } from "./pagination-pages";

const text = UI_TEXT.pagination;

/**
 * "Pagina X di Y" with the total, previous and next, and the page numbers
 * between them; nothing at all when everything fits on one page. With
 * `more`, the count was capped: "Pagina X di oltre Y", no last page to jump
 * to, and a next page always.
 */
export function Pagination({ page, pageCount, onPageChange, total, more = false }: {
  /** From 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The total in words, e.g. "123 articoli". */
  total?: ReactNode;
  /** More pages follow `pageCount` than were counted. */
  more?: boolean;
}) {
  if (pageCount <= 1 && !more) return null;
  return (
    <nav aria-label={text.label} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        {more ? text.pageOfMore(page, pageCount) : text.pageOf(page, pageCount)}
        {total ? <span className="text-slate-600"> · {total}</span> : null}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button size="sm" icon={ChevronLeft} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {text.previous}
          </Button>
        </li>
        {(more ? openPageList(page, pageCount) : pageList(page, pageCount)).map((item, index) =>
          item === GAP ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                size="sm"
                variant={item === page ? "primary" : "ghost"}
                aria-current={item === page ? "page" : undefined}
                aria-label={text.goTo(item)}
                onClick={() => onPageChange(item)}
                className="min-w-9"
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button size="sm" disabled={page >= pageCount && !more} onClick={() => onPageChange(page + 1)}>
            {text.next}
            <ChevronRight aria-hidden className="h-4 w-4" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
