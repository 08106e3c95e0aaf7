import { Newspaper, Sparkles } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import type { PublicArticleCard } from "../../shared/articles";
import type { Category, Sentiment } from "../../shared/constants";
import { longDateTime, relativeTime } from "../../shared/dates";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../shared/labels";
import { SENTIMENT_STYLES } from "./sentiment-styles";

// Every pair reads at 4.5:1 or better (WCAG AA for small text).
const BADGE = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium";
/** Short brand names for the badge; the admin screens use the longer AI_PROVIDER_LABELS. */
const PROVIDER_NAMES: Record<string, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Gemini",
  openrouter: "OpenRouter",
  deepseek: "DeepSeek",
  grok: "Grok",
};

/** The built-in analyzer's provider name (LOCAL_ANALYZER in shared/ai.ts, whose zod schemas would weigh on the home's bundle). */
const LOCAL_PROVIDER = "locale";

/** "AI locale" for the built-in analyzer, "AI: OpenAI" for a provider, its raw name when unknown. */
export function aiProviderBadge(provider: string): string {
  return provider === LOCAL_PROVIDER ? "AI locale" : `AI: ${PROVIDER_NAMES[provider] ?? provider}`;
}

/** How a card's image loads: the first card's at high priority, the rest of the first row at once, the others when scrolled near. */
export type CardImageLoading = "priority" | "eager" | "lazy";

type CardData = Omit<PublicArticleCard, "imported_at" | "published_at"> & { published_at: string | Date };

/** One article in a grid (docs/product.md#home): image, badges, title linking to the article, summary, source and publication time. */
export function ArticleCard({ article, image = "lazy" }: { article: CardData; image?: CardImageLoading }) {
  const sentiment = article.sentiment as Sentiment | null;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-700 focus-within:ring-offset-2 hover:shadow-md">
      <CardImage src={article.image_url} loading={image} />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-1.5">
          {article.ai_processed ? null : <span className={`${BADGE} bg-yellow-100 text-yellow-900`}>In elaborazione</span>}
          {article.processed_by_ai_provider ? (
            <span className={`${BADGE} bg-violet-100 text-violet-800`}>
              <Sparkles aria-hidden className="h-3 w-3" />
              {aiProviderBadge(article.processed_by_ai_provider)}
            </span>
          ) : null}
          {sentiment && SENTIMENT_STYLES[sentiment] ? (
            <span className={`${BADGE} ${SENTIMENT_STYLES[sentiment]}`}>{SENTIMENT_LABELS[sentiment]}</span>
          ) : null}
          {article.category ? (
            <span className={`${BADGE} bg-blue-100 text-blue-800`}>{CATEGORY_LABELS[article.category as Category] ?? article.category}</span>
          ) : null}
        </div>
        <h2 className="mt-3 text-lg font-semibold leading-snug text-slate-900">
          {/* The link covers the whole card (its ::after), so the image and the text open the article too. */}
          <Link to={`/articolo/${article.id}`} className="after:absolute after:inset-0 hover:text-blue-800 focus:outline-none">
            {article.title}
          </Link>
        </h2>
        {article.content_summary ? <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{article.content_summary}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-xs text-slate-600">
          <span className="min-w-0 truncate font-medium text-slate-700">{article.source_name}</span>
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

const IMAGE_BOX = "aspect-video w-full bg-slate-100";

/**
 * The card's picture at a fixed 16:9 box (width and height given, so nothing
 * shifts). Feed images break often: a broken or missing one leaves a quiet
 * placeholder of the same size.
 */
function CardImage({ src, loading }: { src: string | null; loading: CardImageLoading }) {
  const [broken, setBroken] = useState(false);
  // An image that failed before hydration fired its error event before React listened: look at it once mounted.
  const checkEarlyFailure = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setBroken(true);
  }, []);
  if (!src || broken) {
    return (
      <div className={`${IMAGE_BOX} flex items-center justify-center bg-linear-to-br from-slate-100 to-slate-200`}>
        <Newspaper aria-hidden className="h-10 w-10 text-slate-400" />
      </div>
    );
  }
  return (
    <img
      ref={checkEarlyFailure}
      src={src}
      alt=""
      width={640}
      height={360}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "priority" ? "high" : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      className={`${IMAGE_BOX} object-cover`}
    />
  );
}
