import { ArrowLeft, Layers, Sparkles } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import type { Category, Sentiment } from "../../../../shared/constants";
import { longDate, longDateTime, romeTimeOfDay } from "../../../../shared/dates";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../../../shared/labels";
import type { CreditedSentence, StoryMember, StoryPage } from "../../../../shared/stories";
import { providerName } from "../../../../shared/summary-disclosure";
import { ArticleCard } from "../../../components/article-card";
import { PICTURE_SIZES } from "../../../components/picture-sizes";
import { SENTIMENT_STYLES } from "../../../components/sentiment-styles";
import { storyLabels } from "../labels";

const BADGE = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";
const SECTION = "mt-10 border-t border-slate-200 pt-6";
const SECTION_HEADING = "text-sm font-semibold uppercase tracking-wide text-slate-700";

/**
 * The story page (docs/product.md#story-page): the headline, "Il punto" (the
 * sentences two or more sources agree on, each with its sources), every
 * source's headline side by side, what later reports added, and other stories.
 */
export function StoryView({ story }: { story: StoryPage }) {
  const first = story.reports[0]!;
  const byId = new Map(story.reports.map((report) => [report.id, report]));
  const later = story.later.filter((entry) => entry.added !== null);
  const category = story.headline.category as Category | null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mx-auto max-w-3xl">
        <Link to="/" className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-blue-800 hover:text-blue-900 hover:underline">
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {storyLabels.back}
        </Link>
        <header className="mt-4">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-blue-900">
            <Layers aria-hidden className="h-4 w-4" />
            {storyLabels.kicker}
            {category ? <span className={`${BADGE} bg-blue-100 text-blue-800`}>{CATEGORY_LABELS[category] ?? category}</span> : null}
          </p>
          <h1 className="mt-3 text-2xl font-bold leading-tight text-slate-900 sm:text-4xl">{story.headline.title}</h1>
          <p className="mt-4 text-sm text-slate-600">
            <time dateTime={new Date(first.published_at).toISOString()}>
              {storyLabels.firstReport(first.source_name, romeTimeOfDay(new Date(first.published_at)), longDate(first.published_at))}
            </time>
            <span aria-hidden> · </span>
            <span className="font-semibold text-slate-800">{storyLabels.sourcesCount(story.sourceCount)}</span>
          </p>
        </header>

        <section aria-labelledby="il-punto" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="il-punto" className={SECTION_HEADING}>
            {storyLabels.summaryHeading}
          </h2>
          {story.written ? (
            <>
              <ol className="mt-4 space-y-4">
                {story.written.sentences.map((sentence) => (
                  <AgreedSentence key={sentence.text} sentence={sentence} />
                ))}
              </ol>
              <p className="mt-5 flex items-start gap-1.5 text-xs text-slate-600">
                <Sparkles aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                {storyLabels.writtenCredit(providerName(story.written.provider))}
              </p>
            </>
          ) : story.agreed.length > 0 ? (
            <>
              <ol className="mt-4 space-y-4">
                {story.agreed.map((sentence) => (
                  <AgreedSentence key={sentence.text} sentence={sentence} />
                ))}
              </ol>
              <p className="mt-5 flex items-start gap-1.5 text-xs text-slate-600">
                <Sparkles aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                {storyLabels.summaryCredit}
              </p>
            </>
          ) : (
            <p className="mt-3 text-slate-700">{storyLabels.noAgreement}</p>
          )}
        </section>

        <section aria-labelledby="tutte-le-fonti" className={SECTION}>
          <h2 id="tutte-le-fonti" className={SECTION_HEADING}>
            {storyLabels.sourcesHeading}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {story.reports.map((report) => (
              <SourceReport key={report.id} report={report} />
            ))}
          </ul>
        </section>

        {later.length > 0 ? (
          <section aria-labelledby="cosa-e-cambiato" className={SECTION}>
            <h2 id="cosa-e-cambiato" className={SECTION_HEADING}>
              {storyLabels.laterHeading}
            </h2>
            <ol className="mt-4 space-y-4 border-l-2 border-blue-200 pl-4">
              {later.map(({ id, added }) => {
                const report = byId.get(id)!;
                return (
                  <li key={id}>
                    <p className="text-xs font-medium text-slate-600">
                      <time dateTime={new Date(report.published_at).toISOString()}>{romeTimeOfDay(new Date(report.published_at))}</time>
                      <span aria-hidden> · </span>
                      <Link to={`/articolo/${id}`} className="font-semibold text-blue-800 hover:underline">
                        {report.source_name}
                      </Link>
                    </p>
                    <p className="mt-1 leading-relaxed text-slate-800">{added}</p>
                  </li>
                );
              })}
            </ol>
          </section>
        ) : null}

        {story.related.length > 0 ? (
          <section aria-labelledby="altre-storie" className={SECTION}>
            <h2 id="altre-storie" className="text-xl font-bold text-slate-900">
              {storyLabels.relatedHeading}
            </h2>
            <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6">
              {story.related.slice(0, story.related.length > 1 ? story.related.length - (story.related.length % 2) : 1).map((article) => (
                <ArticleCard key={article.id} article={article} compactOnPhone sizes={PICTURE_SIZES.relatedCard} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** One agreed sentence, then "Riportato da" and its sources, each opening that source's report here. */
function AgreedSentence({ sentence }: { sentence: CreditedSentence }) {
  return (
    <li>
      <p className="text-lg leading-relaxed text-slate-900">{sentence.text}</p>
      <p className="mt-1 text-xs text-slate-600">
        {storyLabels.toldBy}{" "}
        {sentence.credits.map((credit, i) => (
          <Fragment key={credit.id}>
            {i > 0 ? ", " : null}
            <Link to={`/articolo/${credit.id}`} className="font-semibold text-blue-800 hover:underline">
              {credit.source_name}
            </Link>
          </Fragment>
        ))}
      </p>
    </li>
  );
}

/** A source's headline with its sentiment and time, opening its article page. */
function SourceReport({ report }: { report: StoryMember }) {
  const sentiment = report.sentiment as Sentiment | null;
  const published = new Date(report.published_at);
  return (
    <li className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-blue-700 hover:shadow-md">
      <p className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <span className="min-w-0 truncate font-semibold text-slate-800">{report.source_name}</span>
        <time dateTime={published.toISOString()} title={longDateTime(published)} className="shrink-0">
          {romeTimeOfDay(published)}
        </time>
      </p>
      <Link to={`/articolo/${report.id}`} className="mt-1.5 font-semibold leading-snug text-slate-900 after:absolute after:inset-0 hover:text-blue-800 focus:outline-none">
        {report.title}
      </Link>
      {sentiment && SENTIMENT_STYLES[sentiment] ? (
        <span className={`${BADGE} mt-2 self-start ${SENTIMENT_STYLES[sentiment]}`}>{SENTIMENT_LABELS[sentiment]}</span>
      ) : null}
    </li>
  );
}
