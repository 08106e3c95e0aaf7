import { ArrowRight, Layers } from "lucide-react";
import { Link } from "react-router";
import type { StorySource } from "../../../../shared/articles";

/**
 * "La stessa notizia su": the story's other articles, each opening its page
 * on this site, then the story's own page (docs/product.md#story-page); nothing for a story of one article.
 */
export function SameStory({ sources, storyId }: { sources: StorySource[]; storyId: string | null }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="stessa-notizia-titolo" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h2 id="stessa-notizia-titolo" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
        <Layers aria-hidden className="h-4 w-4 text-blue-800" />
        La stessa notizia su
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {sources.map((source) => (
          <li key={source.id}>
            <Link to={`/articolo/${source.id}`} className="group block py-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
              <span className="block text-sm font-semibold text-slate-900">{source.source_name}</span>
              <span className="block text-sm leading-snug text-blue-800 group-hover:underline">{source.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {storyId ? (
        <Link
          to={`/storia/${storyId}`}
          className="mt-2 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-blue-800 hover:text-blue-900 hover:underline"
        >
          Il punto: cosa dicono tutte le fonti
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : null}
    </section>
  );
}
