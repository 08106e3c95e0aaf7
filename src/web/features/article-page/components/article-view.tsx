import { ArrowLeft, ExternalLink, Sparkles, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PublicArticle } from "../../../../shared/articles";
import type { CardData } from "../../../components/article-card";
import { longDateTime } from "../../../../shared/dates";
import { toSlug } from "../../../../shared/slug";
import { articleKeywords } from "../article-keywords";
import { httpUrl } from "../safe-url";
import { isMachineWritten, summaryDisclosure, type SummaryAuthorship } from "../../../../shared/summary-disclosure";
import { useRecordView } from "../use-record-view";
import { ArticleBadges } from "../../../components/article-badges";
import { ArticleImage } from "./article-image";
import { KeywordChips } from "./keyword-chips";
import { RelatedArticles } from "./related-articles";
import { SameStory } from "./same-story";
import { ShareButtons } from "./share-buttons";
import { TranslationNote } from "../../../components/translation-note";

/** The ad slots of the article page, handed in by the route: a feature never imports another (ads). */
export interface ArticleAds {
  top?: ReactNode;
  middle?: ReactNode;
  bottom?: ReactNode;
}

/** The article page (docs/product.md#article-page): the article, the same story elsewhere, its ad slots, sharing, what to read next and what others read. */
export function ArticleView({
  article,
  related,
  url,
  ads = {},
  aside,
}: {
  article: PublicArticle;
  related: CardData[];
  url: string;
  ads?: ArticleAds;
  /** Beside the article from wide screens, under it on narrower ones ("Più lette"). */
  aside?: ReactNode;
}) {
  useRecordView(article.id);
  const hasPicture = httpUrl(article.image_url) !== null;
  const source = httpUrl(article.source_url);
  const published = new Date(article.published_at);
  const keywords = articleKeywords(article);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8 xl:flex xl:justify-center xl:gap-10">
      <div className="mx-auto max-w-3xl xl:mx-0 xl:w-full">
        <Link to="/" className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-blue-800 hover:text-blue-900 hover:underline">
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Torna alle notizie
        </Link>
        {ads.top}
        <article className="mt-4">
          {/* The stored URL as it is: the picture's address is versioned by it (shared/pictures.ts). */}
          {hasPicture && article.image_url ? <ArticleImage articleId={article.id} imageUrl={article.image_url} /> : null}
          <div className="mt-6">
            <ArticleBadges sentiment={article.sentiment} category={article.category} />
          </div>
          <h1 className="mt-4 text-2xl font-bold leading-tight text-slate-900 sm:text-4xl">{article.title}</h1>
          <TranslationNote article={article} className="mt-2 text-sm" />
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            {/* On a phone the source takes its own line, so no separator dangles at a line's end. */}
            <span className="w-full font-semibold text-slate-800 sm:w-auto">
              {/* The publisher's page: its other articles and what it writes about (docs/product.md#publisher-pages). */}
              {toSlug(article.source_name) ? (
                <Link to={`/fonte/${toSlug(article.source_name)}`} className="text-blue-800 hover:text-blue-900 hover:underline">
                  {article.source_name}
                </Link>
              ) : (
                article.source_name
              )}
            </span>
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span>{Math.max(1, article.reading_time)} min di lettura</span>
            <span aria-hidden>·</span>
            <time dateTime={published.toISOString()}>{longDateTime(published)}</time>
          </p>
          {article.content_summary ? (
            <>
              <p className="mt-6 text-lg leading-relaxed text-slate-800">{article.content_summary}</p>
              <SummaryCredit article={article} />
            </>
          ) : null}
          {source ? (
            <a
              href={source}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-blue-900 px-5 font-medium text-white hover:bg-blue-800"
            >
              Leggi l'articolo originale
              <ExternalLink aria-hidden className="h-4 w-4" />
              <span className="sr-only">(si apre in una nuova scheda)</span>
            </a>
          ) : null}
          <SameStory sources={article.story_sources} storyId={article.story_id} />
          {ads.middle}
          <div className="mt-8 space-y-6 border-t border-slate-200 pt-6">
            <KeywordChips keywords={keywords} />
            <ShareButtons url={url} title={article.title} />
          </div>
        </article>
        <RelatedArticles articles={related} />
        {ads.bottom}
      </div>
      {aside ? <aside className="mx-auto mt-10 max-w-3xl empty:hidden xl:sticky xl:top-6 xl:mx-0 xl:mt-14 xl:w-72 xl:shrink-0 xl:self-start">{aside}</aside> : null}
    </div>
  );
}

/** Under the summary: who wrote it, with the sparkles the cards use for a machine-written one. */
function SummaryCredit({ article }: { article: SummaryAuthorship }) {
  const credit = summaryDisclosure(article);
  if (!credit) return null;
  return (
    <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
      {isMachineWritten(article) ? <Sparkles aria-hidden className="h-3.5 w-3.5 shrink-0" /> : <UserCheck aria-hidden className="h-3.5 w-3.5 shrink-0" />}
      {credit}
    </p>
  );
}
