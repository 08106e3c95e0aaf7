import { ExternalLink } from "lucide-react";
import type { StatisticsReport } from "../../../../shared/statistics";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import type { Category } from "../../../../shared/constants";
import { Badge } from "../../../components/ui/badge";
import { EmptyState } from "../../../components/ui/empty-state";
import { Panel } from "../../../components/ui/panel";
import { STATISTICS_TEXT } from "../labels";
import { formatCount } from "../statistics-view";

const text = STATISTICS_TEXT.top;

/** "I 10 più letti": rank, title (a link to the public page while published), source, category and views. */
export function TopArticlesPanel({ articles }: { articles: StatisticsReport["top_articles"] }) {
  return (
    <Panel title={text.title} description={text.description}>
      {articles.length === 0 ? (
        <EmptyState>{text.empty}</EmptyState>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100" aria-label={text.title}>
          {articles.map((article, index) => (
            <li key={article.id} className="flex items-start gap-3 py-3" data-top-article={article.id}>
              <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                {article.published ? (
                  <a
                    href={`/articolo/${article.id}`}
                    target="_blank"
                    rel="noopener"
                    className="font-medium break-words text-slate-900 underline-offset-2 hover:text-blue-900 hover:underline"
                  >
                    {article.title}
                    <ExternalLink aria-hidden className="ml-1 inline h-3.5 w-3.5 align-baseline text-slate-500" />
                    <span className="sr-only"> {text.opensNewTab}</span>
                  </a>
                ) : (
                  <span className="font-medium break-words text-slate-900">{article.title}</span>
                )}
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                  <span className="break-words">{article.source_name}</span>
                  {article.category ? <Badge>{CATEGORY_LABELS[article.category as Category | "altro"] ?? article.category}</Badge> : null}
                  {article.published ? null : <Badge tone="warning">{text.notPublished}</Badge>}
                </p>
              </div>
              {/* The number over its word, so a phone keeps the width for the title. */}
              <span className="shrink-0 text-right" data-views={article.views}>
                <span className="block font-semibold text-slate-900 tabular-nums">{formatCount(article.views)}</span>{" "}
                <span className="block text-xs text-slate-600">{text.viewsWord(article.views)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
