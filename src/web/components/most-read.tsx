import { TrendingUp } from "lucide-react";
import { Link } from "react-router";
import type { MostReadCard } from "../../shared/articles";

/** Fewer than this and the list says little: it is left out (docs/product.md#most-read). */
const MIN_SHOWN = 3;

/**
 * "Più lette": the articles read most in the last 24 hours, numbered, each
 * opening its page (docs/product.md#most-read). `layout` "row" spreads them
 * across the home's width; "column" stacks them beside or under an article.
 */
export function MostRead({ cards, layout, className = "" }: { cards: MostReadCard[]; layout: "row" | "column"; className?: string }) {
  if (cards.length < MIN_SHOWN) return null;
  const list = layout === "row" ? "grid gap-x-6 sm:grid-cols-2 lg:grid-cols-5" : "grid";
  // A rule between items stacked one above the other, none across a row.
  const rule = layout === "row" ? "sm:[&:nth-child(2)]:border-t-0 lg:border-t-0" : "";
  return (
    <section aria-labelledby="piu-lette" className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <h2 id="piu-lette" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
        <TrendingUp aria-hidden className="h-4 w-4 text-blue-800" />
        Più lette
      </h2>
      <ol className={`mt-3 ${list}`}>
        {cards.map((card, i) => (
          <li key={card.id} className={`flex gap-3 border-t border-slate-100 py-2.5 first:border-t-0 ${rule}`}>
            <span aria-hidden className="w-5 shrink-0 text-xl font-bold leading-6 text-blue-900 tabular-nums">
              {i + 1}
            </span>
            <div className="min-w-0">
              <Link to={`/articolo/${card.id}`} className="line-clamp-3 text-sm font-semibold leading-snug text-slate-900 hover:text-blue-800 hover:underline">
                {card.title}
              </Link>
              <p className="mt-1 truncate text-xs text-slate-600">{card.source_name}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
