import { Link } from "react-router";
import type { Category, Sentiment } from "../../../../shared/constants";
import { longDateTime, relativeTime } from "../../../../shared/dates";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../../../shared/labels";
import { CardImage, type CardData } from "../../../components/article-card";
import { MachineSummaryLabel } from "../../../components/machine-summary-label";
import { PICTURE_SIZES } from "../../../components/picture-sizes";
import { SENTIMENT_STYLES } from "../../../components/sentiment-styles";
import { StoryLine } from "../../../components/story-line";
import { HOME_LABELS } from "../labels";

const BADGE = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium";

/**
 * The lead story above the grid (docs/product.md#home): the biggest recent
 * story, large, with its picture (the page's likely largest paint, so it
 * loads first), summary and the other sources that tell it.
 */
export function LeadStory({ article }: { article: CardData }) {
  const sentiment = article.sentiment as Sentiment | null;
  return (
    <article
      aria-label={HOME_LABELS.leadStory}
      className="relative mb-8 grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-700 focus-within:ring-offset-2 hover:shadow-md xl:grid-cols-5"
    >
      {/* Without a picture the lead is text across the card: a large grey placeholder would be the first thing read. */}
      {/* Side by side only from xl: narrower, the text column grows taller than the picture and the picture's sides are cut away. */}
      {article.image_url ? (
        <CardImage article={article} sizes={PICTURE_SIZES.lead} loading="priority" className="w-full xl:col-span-3 xl:aspect-auto xl:h-full xl:min-h-80" />
      ) : null}
      <div className={`flex flex-col p-5 sm:p-6 lg:p-8 ${article.image_url ? "xl:col-span-2" : "xl:col-span-5"}`}>
        <div className="mb-3 flex flex-wrap gap-1.5 empty:hidden">
          {article.category ? (
            <span className={`${BADGE} bg-blue-100 text-blue-800`}>{CATEGORY_LABELS[article.category as Category] ?? article.category}</span>
          ) : null}
          {sentiment && SENTIMENT_STYLES[sentiment] ? <span className={`${BADGE} ${SENTIMENT_STYLES[sentiment]}`}>{SENTIMENT_LABELS[sentiment]}</span> : null}
        </div>
        <h2 className="text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">
          <Link to={`/articolo/${article.id}`} className="after:absolute after:inset-0 hover:text-blue-800 focus:outline-none">
            {article.title}
          </Link>
        </h2>
        {article.content_summary ? (
          <>
            <p className="mt-3 line-clamp-4 text-base leading-relaxed text-slate-700">{article.content_summary}</p>
            <MachineSummaryLabel article={article} className="mt-2" />
          </>
        ) : null}
        <StoryLine ownSource={article.source_name} sources={article.story_sources} storyId={article.story_id} className="mt-4 text-sm" />
        <div className="mt-auto flex items-center gap-3 pt-4 text-sm text-slate-600">
          <span className="min-w-0 truncate font-semibold text-slate-800">{article.source_name}</span>
          <span aria-hidden>·</span>
          <time dateTime={new Date(article.published_at).toISOString()} title={longDateTime(article.published_at)} className="shrink-0" suppressHydrationWarning>
            {relativeTime(article.published_at)}
          </time>
        </div>
      </div>
    </article>
  );
}
