import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EditionSlot } from "../../../../shared/constants";
import { romeTimeOfDay } from "../../../../shared/dates";
import { editionTitle, type Edition } from "../../../../shared/edition";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import { ArticleCard } from "../../../components/article-card";
import { editionPath } from "../edition-address";
import { EDITION_TEXT as T } from "../labels";

type Neighbour = { day: string; slot: EditionSlot } | null;

/** The editions either side of this one, when they exist. */
function EditionNav({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  if (!previous && !next) return null;
  const link = "inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-blue-800 hover:bg-blue-50 hover:underline";
  return (
    <nav aria-label={T.editionsNav} className="flex flex-wrap items-center justify-between gap-2">
      {previous ? (
        <Link to={editionPath(previous)} className={link}>
          <ChevronLeft aria-hidden className="h-4 w-4" />
          {T.previous}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={editionPath(next)} className={link}>
          {T.next}
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * An edition (docs/product.md#edizione): its name and time, then each
 * category's top stories as the home's cards, one per story, most told first.
 * The subscribe form (when open) sits under the heading, before the news.
 */
export function EditionView({ edition, previous, next, subscribe }: { edition: Edition; previous: Neighbour; next: Neighbour; subscribe: ReactNode }) {
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">{T.pageTitle}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{editionTitle(edition.day, edition.slot)}</h1>
        <p className="text-slate-700">{T.window(romeTimeOfDay(new Date(edition.at)))}</p>
        <EditionNav previous={previous} next={next} />
      </header>
      {subscribe}
      {edition.categories.length === 0 ? <p className="text-slate-700">{T.empty}</p> : null}
      {edition.categories.map((category, categoryIndex) => (
        <section key={category.category} aria-labelledby={`edizione-${category.category}`} className="space-y-3">
          <h2 id={`edizione-${category.category}`} className="border-b border-slate-200 pb-1 text-xl font-semibold text-slate-900">
            <Link to={`/?category=${category.category}`} className="hover:text-blue-800 hover:underline">
              {CATEGORY_LABELS[category.category as keyof typeof CATEGORY_LABELS] ?? category.category}
            </Link>
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {category.stories.map(({ card }, index) => (
              <ArticleCard key={card.id} article={card} image={categoryIndex === 0 && index === 0 ? "priority" : "lazy"} compactOnPhone />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
