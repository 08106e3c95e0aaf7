import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CATEGORIES } from "../../../../shared/constants";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import { categoryBarHref, type HomeFilters } from "../home-filters";
import { HOME_LABELS } from "../labels";

const CHIP =
  "inline-flex min-h-9 items-center whitespace-nowrap rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
const CURRENT = "border-blue-900 bg-blue-900 text-white";
const OTHER = "border-slate-300 bg-white text-slate-700 hover:border-blue-700 hover:text-blue-800";

/**
 * "Tutte" and the twelve categories in one row that scrolls sideways on a
 * phone; the current one is marked (aria-current). A search stays on while
 * the reader picks a category (docs/product.md#home).
 */
export function CategoryBar({ filters }: { filters: HomeFilters }) {
  const list = useRef<HTMLUListElement>(null);
  // A category past the phone's edge ("Viaggi") is scrolled into the row's view; the row alone moves, never the page.
  // "Tutte" is always in view: the plain home reads no layout (no forced reflow while it hydrates).
  useEffect(() => {
    if (!filters.category) return;
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const left = current.offsetLeft - row.offsetLeft;
    if (left + current.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - 16;
  }, [filters.category]);

  const entries = [null, ...CATEGORIES] as const;
  return (
    <nav aria-label={HOME_LABELS.categoryBar} className="-mx-4 mb-6">
      <ul ref={list} className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] lg:flex-wrap lg:overflow-visible">
        {entries.map((category) => {
          const current = filters.category === category;
          return (
            <li key={category ?? "tutte"} className="shrink-0">
              <Link
                to={categoryBarHref(filters, category)}
                aria-current={current ? "page" : undefined}
                className={`${CHIP} ${current ? CURRENT : OTHER}`}
              >
                {category ? CATEGORY_LABELS[category] : HOME_LABELS.allCategories}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
