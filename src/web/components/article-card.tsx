import { Newspaper } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import type { PublicArticleCard } from "../../shared/articles";
import type { Category, Sentiment } from "../../shared/constants";
import { longDateTime, relativeTime } from "../../shared/dates";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../shared/labels";
import { pictureSources } from "../../shared/pictures";
import { toSlug } from "../../shared/slug";
import { MachineSummaryLabel } from "./machine-summary-label";
import { PICTURE_SIZES } from "./picture-sizes";
import { SENTIMENT_STYLES } from "./sentiment-styles";
import { StoryLine } from "./story-line";
import { TranslationNote } from "./translation-note";

// Every pair reads at 4.5:1 or better (WCAG AA for small text).
const BADGE = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium";

/** How a card's image loads: the first card's at high priority, the rest of the first row at once, the others when scrolled near. */
export type CardImageLoading = "priority" | "eager" | "lazy";

/** What a card needs: the listing's card, its date as sent over JSON or not. */
export type CardData = Omit<PublicArticleCard, "imported_at" | "published_at"> & { published_at: string | Date };

/**
 * One article in a grid (docs/product.md#home): image, badges, title linking
 * to the article, summary, the story's other sources, source and publication
 * time. `compactOnPhone` turns it into a short row below `sm` (small picture,
 * title, sources, source and time), so a phone scrolls through headlines, not posters.
 * `sizes` says how wide the picture is shown (picture-sizes.ts); the home's grid by default.
 */
export function ArticleCard({
  article,
  image = "lazy",
  compactOnPhone = false,
  sizes,
}: {
  article: CardData;
  image?: CardImageLoading;
  compactOnPhone?: boolean;
  sizes?: string;
}) {
  const sentiment = article.sentiment as Sentiment | null;
  const compact = compactOnPhone;
  return (
    <article
      className={`relative flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-700 focus-within:ring-offset-2 hover:shadow-md ${compact ? "flex-row items-start gap-3 p-3 sm:flex-col sm:items-stretch sm:gap-0 sm:p-0" : "flex-col"}`}
    >
      <CardImage
        article={article}
        sizes={sizes ?? (compact ? PICTURE_SIZES.gridCardCompact : PICTURE_SIZES.gridCard)}
        loading={image}
        className={compact ? "order-last w-28 shrink-0 rounded-md sm:order-none sm:w-full sm:rounded-none" : "w-full"}
      />
      <div className={`flex min-w-0 flex-1 flex-col ${compact ? "self-stretch sm:p-4" : "p-4"}`}>
        <div className={`flex mb-3 flex-wrap ${compact ? "max-sm:hidden" : ""} gap-1.5 empty:hidden`}>
          {article.ai_processed ? null : <span className={`${BADGE} bg-yellow-100 text-yellow-900`}>In elaborazione</span>}
          {sentiment && SENTIMENT_STYLES[sentiment] ? (
            <span className={`${BADGE} ${SENTIMENT_STYLES[sentiment]}`}>{SENTIMENT_LABELS[sentiment]}</span>
          ) : null}
          {article.category ? (
            <span className={`${BADGE} bg-blue-100 text-blue-800`}>{CATEGORY_LABELS[article.category as Category] ?? article.category}</span>
          ) : null}
        </div>
        <h2 className={`font-semibold leading-snug text-slate-900 ${compact ? "line-clamp-3 text-base sm:line-clamp-none sm:text-lg" : "text-lg"}`}>
          {/* The link covers the whole card (its ::after), so the image and the text open the article too. */}
          <Link to={`/articolo/${article.id}`} className="after:absolute after:inset-0 hover:text-blue-800 focus:outline-none">
            {article.title}
          </Link>
        </h2>
        <TranslationNote article={article} className={`mt-1 ${compact ? "max-sm:hidden" : ""}`} />
        {article.content_summary ? (
          <>
            <p className={`mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600 ${compact ? "max-sm:hidden" : ""}`}>{article.content_summary}</p>
            <MachineSummaryLabel article={article} className={`mt-1.5 ${compact ? "max-sm:hidden" : ""}`} />
          </>
        ) : null}
        <StoryLine ownSource={article.source_name} sources={article.story_sources} storyId={article.story_id} className={compact ? "mt-1.5 line-clamp-1 sm:mt-3 sm:line-clamp-2" : "mt-3 line-clamp-2"} />
        <div className={`mt-auto flex items-center justify-between gap-3 text-xs text-slate-600 ${compact ? "pt-1.5 sm:pt-4" : "pt-4"}`}>
          <SourceName name={article.source_name} />
          <time
            dateTime={new Date(article.published_at).toISOString()}
            title={longDateTime(article.published_at)}
            className="shrink-0"
            suppressHydrationWarning
          >
            {relativeTime(article.published_at)}
          </time>
        </div>
      </div>
    </article>
  );
}

/**
 * The card's source, leading to its publisher's page (docs/product.md#publisher-pages): raised above the link
 * that covers the card, so it takes its own clicks. A name with no letter or digit has no page and stays text.
 */
function SourceName({ name }: { name: string }) {
  const slug = toSlug(name);
  const style = "min-w-0 truncate font-medium text-slate-700";
  if (!slug) return <span className={style}>{name}</span>;
  return (
    // 24 px tall for a finger (WCAG 2.2 target size) without moving the row: the padding is taken back by the margin.
    <Link to={`/fonte/${slug}`} className={`${style} relative z-10 -my-1 py-1 hover:text-blue-800 hover:underline`}>
      {name}
    </Link>
  );
}

/**
 * The card's picture at a fixed 16:9 box (width and height given, so nothing
 * shifts), from our own origin at the width the screen needs (shared/pictures.ts):
 * the reader's browser never asks the publisher. Feed images break often: a
 * broken or missing one leaves a quiet placeholder of the same size.
 */
export function CardImage({
  article,
  sizes,
  loading,
  className = "w-full",
}: {
  article: Pick<CardData, "id" | "image_url">;
  sizes: string;
  loading: CardImageLoading;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  // An image that failed before hydration fired its error event before React listened: look at it once mounted.
  const checkEarlyFailure = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setBroken(true);
  }, []);
  const box = `aspect-video bg-slate-100 ${className}`;
  const sources = pictureSources(article.id, article.image_url);
  if (!sources || broken) {
    return (
      <div className={`${box} flex items-center justify-center bg-linear-to-br from-slate-100 to-slate-200`}>
        <Newspaper aria-hidden className="h-1/4 max-h-10 w-auto text-slate-400" />
      </div>
    );
  }
  return (
    <img
      ref={checkEarlyFailure}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt=""
      width={640}
      height={360}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "priority" ? "high" : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={`${box} object-cover`}
    />
  );
}
