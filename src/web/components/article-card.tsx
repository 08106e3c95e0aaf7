import { Link } from "react-router";
import type { PublicArticleCard } from "../../shared/articles";
import type { Category, Sentiment } from "../../shared/constants";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../shared/labels";
import { longDateTime, relativeTime } from "../../shared/dates";

const SENTIMENT_STYLES: Record<Sentiment, string> = {
  positivo: "bg-green-100 text-green-800",
  neutrale: "bg-slate-100 text-slate-700",
  negativo: "bg-red-100 text-red-800",
};

type CardData = Omit<PublicArticleCard, "imported_at" | "published_at"> & { imported_at: string | Date };

/** One article in the home grid. */
export function ArticleCard({ article }: { article: CardData }) {
  const sentiment = article.sentiment as Sentiment | null;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {article.image_url ? (
        <img src={article.image_url} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          {article.processed_by_ai_provider ? (
            <span className="rounded-full bg-violet-100 px-2 py-0.5 text-violet-800">AI: {article.processed_by_ai_provider}</span>
          ) : (
            <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-yellow-800">In elaborazione</span>
          )}
          {sentiment ? <span className={`rounded-full px-2 py-0.5 ${SENTIMENT_STYLES[sentiment]}`}>{SENTIMENT_LABELS[sentiment]}</span> : null}
          {article.category ? (
            <span className="rounded-full bg-blue-100 px-2 py-0.5 text-blue-800">
              {CATEGORY_LABELS[article.category as Category] ?? article.category}
            </span>
          ) : null}
        </div>
        <h2 className="mt-3 text-lg font-semibold leading-snug text-slate-900">
          <Link to={`/articolo/${article.id}`} className="hover:text-blue-800">
            {article.title}
          </Link>
        </h2>
        {article.content_summary ? <p className="mt-2 line-clamp-3 text-sm text-slate-600">{article.content_summary}</p> : null}
        <div className="mt-auto flex items-center justify-between pt-4 text-xs text-slate-500">
          <span className="font-medium text-slate-700">{article.source_name}</span>
          <time dateTime={new Date(article.imported_at).toISOString()} title={longDateTime(article.imported_at)} suppressHydrationWarning>
            {relativeTime(article.imported_at)}
          </time>
        </div>
      </div>
    </article>
  );
}
