import { CATEGORY_LABELS } from "../../../../shared/labels";
import type { HomeFilters } from "../home-filters";
import { resultCount } from "../home-filters";

/**
 * The page's one h1: "Risultati per "{search}"" or "Notizie di {categoria}"
 * with the count; on the plain home a heading only screen readers see.
 */
export function ResultsHeading({ filters, total, totalCapped, id }: { filters: HomeFilters; total: number | null; totalCapped: boolean; id: string }) {
  const { search, category } = filters;
  if (!search && !category) {
    return (
      <h1 id={id} className="sr-only">
        Ultime notizie
      </h1>
    );
  }
  return (
    <div className="mb-6">
      <h1 id={id} className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {search ? `Risultati per "${search}"` : `Notizie di ${CATEGORY_LABELS[category!]}`}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {resultCount(total ?? 0, totalCapped)}
        {search && category ? ` in ${CATEGORY_LABELS[category]}` : null}
      </p>
    </div>
  );
}
