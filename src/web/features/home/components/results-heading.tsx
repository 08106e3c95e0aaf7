import { X } from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import { clearHref, resultCount, type HomeFilters } from "../home-filters";
import { HOME_LABELS, quoted } from "../labels";

const CHIP =
  "inline-flex min-h-8 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:border-red-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * The page's one h1: "Risultati per «{search}»" or "Notizie di {categoria}"
 * with the count and a "Cancella" chip for each filter; on the plain home a
 * heading only screen readers see.
 */
export function ResultsHeading({ filters, total, totalCapped, id }: { filters: HomeFilters; total: number | null; totalCapped: boolean; id: string }) {
  const { search, category } = filters;
  if (!search && !category) {
    return (
      <h1 id={id} className="sr-only">
        {HOME_LABELS.latest}
      </h1>
    );
  }
  return (
    <div className="mb-6">
      <h1 id={id} className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {search ? `Risultati per ${quoted(search)}` : `Notizie di ${CATEGORY_LABELS[category!]}`}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-sm text-slate-600">
          {resultCount(total ?? 0, totalCapped)}
          {search && category ? ` in ${CATEGORY_LABELS[category]}` : null}
        </p>
        {search ? <ClearChip to={clearHref(filters, "search")} label={HOME_LABELS.clearSearch} /> : null}
        {category ? <ClearChip to={clearHref(filters, "category")} label={HOME_LABELS.clearCategory} /> : null}
      </div>
    </div>
  );
}

/** "× Cancella ricerca": the same listing without that filter. */
function ClearChip({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={CHIP}>
      <X aria-hidden className="h-3.5 w-3.5" />
      {label}
    </Link>
  );
}
